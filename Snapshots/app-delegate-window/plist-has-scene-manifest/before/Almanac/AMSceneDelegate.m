#import "AMSceneDelegate.h"
#import "Almanac-Swift.h"

@implementation AMSceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    self.window.rootViewController = [[CalendarViewController alloc] init];
    [self.window makeKeyAndVisible];
}

@end
