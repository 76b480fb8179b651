// UserNotifications stub (docs/sdk-stubs.md): app delegates set the
// notification center's delegate at launch. Apple: UNUserNotificationCenter.h.
@_exported import Foundation

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate (iOS 10)
/// Apple's refines `NSObjectProtocol` and its requirements are all `optional`
/// (none modelled yet); `AnyObject` on Linux, as for UIKit's delegates.
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter (iOS 10)
@available(iOS 10.0, *)
open class UNUserNotificationCenter: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
    open class func current() -> UNUserNotificationCenter { fatalError() }
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
    weak open var delegate: (any UNUserNotificationCenterDelegate)? { get { fatalError() } set { fatalError() } }
}
