// Foundation types Apple's Foundation has and swift-corelibs-foundation (the
// Foundation on Linux) lacks, declared here so app code that names them
// type-checks. Apple's Foundation documentation is the source.

/// https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject, @unchecked Sendable {
    public init(activityType: String) { fatalError() }
    open var activityType: String { fatalError() }
    open var title: String? { get { fatalError() } set { fatalError() } }
    open var userInfo: [AnyHashable: Any]? { get { fatalError() } set { fatalError() } }
    open var webpageURL: URL? { get { fatalError() } set { fatalError() } }
    open var targetContentIdentifier: String? { get { fatalError() } set { fatalError() } }
    open var isEligibleForHandoff: Bool { get { fatalError() } set { fatalError() } }
    open var isEligibleForSearch: Bool { get { fatalError() } set { fatalError() } }
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) { fatalError() }
    open func becomeCurrent() { fatalError() }
    open func resignCurrent() { fatalError() }
    open func invalidate() { fatalError() }
}
/// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
public let NSUserActivityTypeBrowsingWeb: String = { fatalError() }()

/// https://developer.apple.com/documentation/foundation/undomanager
open class UndoManager: NSObject {
    public override init() { fatalError() }
    open var canUndo: Bool { fatalError() }
    open var canRedo: Bool { fatalError() }
    open func undo() { fatalError() }
    open func redo() { fatalError() }
    open func removeAllActions() { fatalError() }
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) { fatalError() }
    open func setActionName(_ actionName: String) { fatalError() }
}

/// Key-value coding (NSKeyValueCoding), which swift-corelibs-foundation's
/// NSObject lacks.
extension NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    public func setValue(_ value: Any?, forKey key: String) { fatalError() }
}

extension String {
    /// https://developer.apple.com/documentation/swift/string/localizationvalue (iOS 15)
    @available(iOS 15.0, *)
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
        public init(_ value: String) { fatalError() }
        public init(stringLiteral value: String) { fatalError() }
        public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
    }
    /// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:) (iOS 15)
    @available(iOS 15.0, *)
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) { fatalError() }
}
