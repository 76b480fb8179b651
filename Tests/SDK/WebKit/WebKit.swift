// WebKit stub (docs/sdk-stubs.md): the cases create a WKWebView. Apple:
// WKWebView.h, WKWebViewConfiguration.h.
@_exported import UIKit

/// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration
@MainActor @preconcurrency open class WKWebViewConfiguration: NSObject {
    public override init() { fatalError() }
}

/// https://developer.apple.com/documentation/webkit/wkwebview
@MainActor @preconcurrency open class WKWebView: UIView {
    /// https://developer.apple.com/documentation/webkit/wkwebview/init(frame:configuration:)
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { fatalError() }
    /// https://developer.apple.com/documentation/webkit/wkwebview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    /// UIView's initWithFrame:, which Objective-C imports as a convenience
    /// initializer of WKWebView (it declares its own designated ones); with it
    /// WKWebView keeps UIView's `init()`, as on iOS.
    public override convenience init(frame: CGRect) { fatalError() }
}
