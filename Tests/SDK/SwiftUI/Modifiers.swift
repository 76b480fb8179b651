// View modifiers the cases use (SwiftUI documentation; apple-api.md §4, §5).

extension View {
    public func padding(_ insets: EdgeInsets) -> some View { fatalError() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    public func padding(_ length: CGFloat) -> some View { fatalError() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    public func position(_ position: CGPoint) -> some View { fatalError() }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    public func offset(_ offset: CGSize) -> some View { fatalError() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    public func font(_ font: Font?) -> some View { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
    public func bold(_ isActive: Bool = true) -> some View { fatalError() }
    public func italic(_ isActive: Bool = true) -> some View { fatalError() }
    public func monospacedDigit() -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/tracking(_:)
    @available(iOS 16.0, *) public func tracking(_ tracking: CGFloat) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/fontdesign(_:)
    @available(iOS 16.1, *) public func fontDesign(_ design: Font.Design?) -> some View { fatalError() }
    public func lineLimit(_ number: Int?) -> some View { fatalError() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }
    /// Soft-deprecated, renamed foregroundStyle(_:) (apple-api.md §5).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View { fatalError() }
    /// iOS 15 (apple-api.md §5).
    @available(iOS 15.0, *) public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    @available(iOS 15.0, *) public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { fatalError() }
    @available(iOS 15.0, *) public func tint(_ tint: Color?) -> some View { fatalError() }
    public func accentColor(_ accentColor: Color?) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @_disfavoredOverload public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { fatalError() }
    @available(iOS 15.0, *) public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
    @available(iOS 15.0, *) public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }
    @available(iOS 15.0, *) public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @_disfavoredOverload public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { fatalError() }
    @available(iOS 15.0, *) public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
    @available(iOS 15.0, *) public func overlay<S: ShapeStyle, Content: Shape>(_ style: S, in shape: Content, fillStyle: FillStyle = FillStyle()) -> some View { fatalError() }
    /// Deprecated: "Use clipShape or fill instead" (apple-api.md §5).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { fatalError() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { fatalError() }
    public func clipped(antialiased: Bool = false) -> some View { fatalError() }
    /// iOS 15 (apple-api.md §5).
    @available(iOS 15.0, *) public func containerShape<T: InsettableShape>(_ shape: T) -> some View { fatalError() }
    public func opacity(_ opacity: Double) -> some View { fatalError() }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    public func disabled(_ disabled: Bool) -> some View { fatalError() }
    public func hidden() -> some View { fatalError() }
    public func id<ID: Hashable>(_ id: ID) -> some View { fatalError() }
    public func tag<V: Hashable>(_ tag: V) -> some View { fatalError() }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { fatalError() }
    @available(iOS 14.0, *) public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { fatalError() }
    @available(iOS 15.0, *) public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { fatalError() }
    @available(iOS 14.0, *) public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { fatalError() }
    @available(iOS 15.0, *) public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { fatalError() }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { fatalError() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    public func accessibilityLabel(_ label: Text) -> some View { fatalError() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { fatalError() }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { fatalError() }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { fatalError() }
    /// iOS 16 (developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)).
    @available(iOS 16.0, *)
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { fatalError() }
    @available(iOS 15.0, *) public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { fatalError() }
    @available(iOS 15.0, *) public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { fatalError() }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:) (iOS 16, back-deployed)
    @available(iOS 16.0, *) public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View { fatalError() }
    @available(iOS 16.0, *) public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { fatalError() }
    @available(iOS 15.0, *) public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { fatalError() }
    @available(iOS 14.0, *) public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { fatalError() }
    @available(iOS 15.0, *) public func badge(_ count: Int) -> some View { fatalError() }
    @available(iOS 15.0, *) public func badge(_ label: Text?) -> some View { fatalError() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { fatalError() }
    public func transition(_ t: AnyTransition) -> some View { fatalError() }
    public func accessibilityHint(_ hint: Text) -> some View { fatalError() }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { fatalError() }
    @available(iOS 15.0, *) public func submitLabel(_ submitLabel: SubmitLabel) -> some View { fatalError() }
    @available(iOS 14.0, *) public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { fatalError() }
    @available(iOS 14.0, *) public func textCase(_ textCase: Text.Case?) -> some View { fatalError() }
    @available(iOS 14.0, *) public func navigationTitle(_ title: Text) -> some View { fatalError() }
    @available(iOS 14.0, *) public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    @available(iOS 14.0, *) @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
    @available(iOS 14.0, *) public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }
    /// Soft-deprecated, renamed navigationTitle(_:) (apple-api.md §4).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }
    public func navigationBarHidden(_ hidden: Bool) -> some View { fatalError() }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { fatalError() }
    /// Soft-deprecated (apple-api.md §4).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View>(leading: L) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:) (iOS 14)
    @available(iOS 14.0, *) public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
    @available(iOS 14.0, *) public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { fatalError() }
    @available(iOS 16.0, *) public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/animation
@frozen public struct Animation: Equatable, Sendable {
    public static var `default`: Animation { fatalError() }
    public static var linear: Animation { fatalError() }
    public static var easeInOut: Animation { fatalError() }
    public static var spring: Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }
/// https://developer.apple.com/documentation/swiftui/anytransition
@frozen public struct AnyTransition: Sendable {
    public static var opacity: AnyTransition { fatalError() }
    public static var slide: AnyTransition { fatalError() }
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/submitlabel
@available(iOS 15.0, *)
public struct SubmitLabel: Sendable {
    public static var done: SubmitLabel { fatalError() }
    public static var go: SubmitLabel { fatalError() }
    public static var send: SubmitLabel { fatalError() }
    public static var search: SubmitLabel { fatalError() }
}
extension Text {
    /// https://developer.apple.com/documentation/swiftui/text/case
    public enum Case: Sendable, Hashable { case uppercase, lowercase }
    /// https://developer.apple.com/documentation/swiftui/text/datestyle
    public struct DateStyle: Sendable {
        public static var time: Text.DateStyle { fatalError() }
        public static var date: Text.DateStyle { fatalError() }
        public static var relative: Text.DateStyle { fatalError() }
        public static var offset: Text.DateStyle { fatalError() }
        public static var timer: Text.DateStyle { fatalError() }
    }
    public init(_ date: Date, style: Text.DateStyle) { fatalError() }
}
/// SwiftUI's collection helpers for onMove/onDelete.
/// https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)
extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) { fatalError() }
}
/// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)
extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
/// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    public static var zero: UnitPoint { fatalError() }
    public static var center: UnitPoint { fatalError() }
    public static var leading: UnitPoint { fatalError() }
    public static var trailing: UnitPoint { fatalError() }
    public static var top: UnitPoint { fatalError() }
    public static var bottom: UnitPoint { fatalError() }
}
extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var all: SafeAreaRegions { fatalError() }
    public static var container: SafeAreaRegions { fatalError() }
    public static var keyboard: SafeAreaRegions { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/verticaledge
@frozen public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable { case top, bottom }
/// https://developer.apple.com/documentation/swiftui/visibility
@frozen public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
/// https://developer.apple.com/documentation/swiftui/navigationbaritem
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontent
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}
extension Never: ToolbarContent {}
/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> some ToolbarContent { fatalError() }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { fatalError() }
}
extension Optional: ToolbarContent where Wrapped: ToolbarContent { public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/toolbaritem (iOS 14)
@available(iOS 14.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}
@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}
@available(iOS 14.0, *)
extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/toolbaritemgroup (iOS 14)
@available(iOS 14.0, *)
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement (apple-api.md §4)
@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static var automatic: ToolbarItemPlacement { fatalError() }
    public static var principal: ToolbarItemPlacement { fatalError() }
    public static var status: ToolbarItemPlacement { fatalError() }
    public static var primaryAction: ToolbarItemPlacement { fatalError() }
    public static var secondaryAction: ToolbarItemPlacement { fatalError() }
    public static var confirmationAction: ToolbarItemPlacement { fatalError() }
    public static var cancellationAction: ToolbarItemPlacement { fatalError() }
    public static var destructiveAction: ToolbarItemPlacement { fatalError() }
    public static var keyboard: ToolbarItemPlacement { fatalError() }
    public static var bottomBar: ToolbarItemPlacement { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    public static var navigationBarLeading: ToolbarItemPlacement { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    public static var navigationBarTrailing: ToolbarItemPlacement { fatalError() }
    /// `@backDeployed(before: iOS 17.0)`: usable from iOS 14.
    public static var topBarLeading: ToolbarItemPlacement { fatalError() }
    public static var topBarTrailing: ToolbarItemPlacement { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/toolbarplacement (iOS 16)
@available(iOS 16.0, *)
public struct ToolbarPlacement: Sendable {
    public static var automatic: ToolbarPlacement { fatalError() }
    public static var bottomBar: ToolbarPlacement { fatalError() }
    public static var navigationBar: ToolbarPlacement { fatalError() }
    public static var tabBar: ToolbarPlacement { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}
extension UIViewRepresentable where Self.Coordinator == Void { public func makeCoordinator() -> Void { fatalError() } }
extension UIViewRepresentable { public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}
extension UIViewControllerRepresentable where Self.Coordinator == Void { public func makeCoordinator() -> Void { fatalError() } }
extension UIViewControllerRepresentable { public var body: Never { fatalError() } }
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public var rootView: Content { get { fatalError() } set { fatalError() } }
}
