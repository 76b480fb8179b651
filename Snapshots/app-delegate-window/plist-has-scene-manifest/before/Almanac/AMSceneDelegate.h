#import <UIKit/UIKit.h>

API_AVAILABLE(ios(13.0))
@interface AMSceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
