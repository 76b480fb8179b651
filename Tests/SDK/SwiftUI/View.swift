// View, ViewBuilder, App, Scene, property wrappers (SwiftUICore and SwiftUI
// interfaces; Apple's SwiftUI documentation).

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: View { public var body: Never { fatalError() } }

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }

/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/emptyview
@frozen public struct EmptyView: View { public init() { fatalError() }; public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/anyview
@frozen public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}
extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: Scene {}
/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init(id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }

/// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public var wrappedValue: DelegateType { fatalError() }
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}
extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/environmentobject
@frozen @propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/observedobject
@propertyWrapper @frozen public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue: ObjectType) { fatalError() }
    public init(initialValue: ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @dynamicMemberLookup @frozen public struct Wrapper {
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }
}
/// https://developer.apple.com/documentation/swiftui/stateobject
@frozen @propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/appstorage
@frozen @propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}
extension AppStorage where Value == Bool { public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { fatalError() } }
extension AppStorage where Value == Int { public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { fatalError() } }
extension AppStorage where Value == Double { public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { fatalError() } }
extension AppStorage where Value == String { public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { fatalError() } }

/// Combine's ObservableObject and Published (Combine is not on Linux; SwiftUI
/// re-exports what the cases use). https://developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {}
/// https://developer.apple.com/documentation/combine/published
@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }
    @available(*, unavailable)
    public var wrappedValue: Value { get { fatalError() } set { fatalError() } }
    public static subscript<EnclosingSelf: ObservableObject>(_enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>, storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    public init() { fatalError() }
    /// iOS 13 (apple-api.md §2).
    public var displayScale: CGFloat { get { fatalError() } set { fatalError() } }
    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
    public var verticalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
    public var layoutDirection: LayoutDirection { get { fatalError() } set { fatalError() } }
    public var locale: Locale { get { fatalError() } set { fatalError() } }
    public var scenePhase: ScenePhase { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *) public var dismiss: DismissAction { fatalError() }
    @available(iOS 16.0, *) public var openWindow: OpenWindowAction { fatalError() }
    public var openURL: OpenURLAction { get { fatalError() } set { fatalError() } }
    public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    public var presentationMode: Binding<PresentationMode> { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: CaseIterable, Hashable, Sendable { case light, dark }
/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }
/// https://developer.apple.com/documentation/swiftui/dismissaction
@MainActor @preconcurrency public struct DismissAction { public func callAsFunction() { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/openwindowaction
@MainActor @preconcurrency public struct OpenWindowAction {
    public func callAsFunction(id: String) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/openurlaction
@MainActor @preconcurrency public struct OpenURLAction { public func callAsFunction(_ url: URL) { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/presentationmode
public struct PresentationMode { public var isPresented: Bool { fatalError() }; public mutating func dismiss() { fatalError() } }
