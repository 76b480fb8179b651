// Built-in views, shapes, colors and fonts (SwiftUI documentation).

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
    public static func == (a: Self, b: Self) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: View, Equatable, Sendable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(verbatim content: String) { fatalError() }
    public init(_ image: Image) { fatalError() }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    public var body: Never { fatalError() }
    public static func == (a: Text, b: Text) -> Bool { fatalError() }
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public func monospacedDigit() -> Text { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/tracking(_:)
    public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/underline(_:color:)
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/fontdesign(_:)
    @available(iOS 16.1, *) public func fontDesign(_ design: Font.Design?) -> Text { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    @available(iOS 17.0, *) public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/image
@frozen public struct Image: View, Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(systemName: String) { fatalError() }
    public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
    public init(uiImage: UIImage) { fatalError() }
    public var body: Never { fatalError() }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }
    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public static func == (a: Image, b: Image) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    @available(iOS 15.0, *) public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { fatalError() }
    @available(iOS 15.0, *) public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { fatalError() }
}
extension Button where Label == SwiftUI.Label<Text, Image> {
    @available(iOS 14.0, *) public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) { fatalError() }
    @available(iOS 14.0, *) @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static var destructive: ButtonRole { fatalError() }
    public static var cancel: ButtonRole { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, *)
public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public var body: Never { fatalError() }
}
@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/menu
@available(iOS 14.0, *)
public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}
@available(iOS 14.0, *)
extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}
@available(iOS 14.0, *)
extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/editbutton
public struct EditButton: View { public init() { fatalError() }; public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/spacer
@frozen public struct Spacer: View { public init(minLength: CGFloat? = nil) { fatalError() }; public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: View { public init() { fatalError() }; public var body: Never { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/progressview
@available(iOS 14.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View { public var body: Never { fatalError() } }
@available(iOS 14.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { fatalError() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label: View>: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}
extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: View { public var body: Never { fatalError() } }
extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static var leading: HorizontalAlignment { fatalError() }
    public static var center: HorizontalAlignment { fatalError() }
    public static var trailing: HorizontalAlignment { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static var top: VerticalAlignment { fatalError() }
    public static var center: VerticalAlignment { fatalError() }
    public static var bottom: VerticalAlignment { fatalError() }
    public static var firstTextBaseline: VerticalAlignment { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
    public static var center: Alignment { fatalError() }
    public static var leading: Alignment { fatalError() }
    public static var trailing: Alignment { fatalError() }
    public static var top: Alignment { fatalError() }
    public static var bottom: Alignment { fatalError() }
    public static var topLeading: Alignment { fatalError() }
    public static var topTrailing: Alignment { fatalError() }
    public static var bottomLeading: Alignment { fatalError() }
    public static var bottomTrailing: Alignment { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/vstack
@frozen public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/hstack
@frozen public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/zstack
@frozen public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/lazyvstack
@available(iOS 14.0, *)
public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}
/// https://developer.apple.com/documentation/swiftui/lazyvgrid (iOS 14)
@available(iOS 14.0, *)
public struct LazyVGrid<Content: View>: View {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/lazyhgrid (iOS 14)
@available(iOS 14.0, *)
public struct LazyHGrid<Content: View>: View {
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/griditem (iOS 14)
@available(iOS 14.0, *)
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/axis
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static var horizontal: Axis.Set { fatalError() }
        public static var vertical: Axis.Set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}
extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int { fatalError() }
}
extension ForEach where Content: View {
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { fatalError() }
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> { }
extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { fatalError() }
}
extension Section where Parent: View, Content: View, Footer == EmptyView {
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    public init(header: Parent, @ViewBuilder content: () -> Content) { fatalError() }
}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}
extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/texteditor (iOS 14)
@available(iOS 14.0, *)
public struct TextEditor: View {
    public init(text: Binding<String>) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}
/// The `content` a ViewModifier's body receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { fatalError() }
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}
extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationview — soft-deprecated (apple-api.md §4).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/navigationstack (iOS 16)
@available(iOS 16.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, *)
public struct NavigationPath { public init() { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/navigationsplitview (iOS 16)
@available(iOS 16.0, *)
@MainActor @preconcurrency public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/navigationlink
public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}
extension NavigationLink {
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }
}
extension NavigationLink where Destination == Never {
    /// iOS 16 (developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)).
    @available(iOS 16.0, *)
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
}
extension NavigationLink where Destination == Never, Label == Text {
    /// iOS 16 (developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-kj9v).
    @available(iOS 16.0, *)
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { fatalError() }
}
extension NavigationLink where Label == Text {
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: Destination) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/navigationviewstyle
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() { fatalError() } }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() { fatalError() } }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() { fatalError() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { fatalError() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { fatalError() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/liststyle
public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() { fatalError() } }
public struct InsetGroupedListStyle: ListStyle { public init() { fatalError() } }
public struct GroupedListStyle: ListStyle { public init() { fatalError() } }
public struct SidebarListStyle: ListStyle { public init() { fatalError() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { fatalError() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { fatalError() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { fatalError() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { fatalError() } }

/// https://developer.apple.com/documentation/swiftui/geometryreader
@frozen public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    /// `var safeAreaInsets: EdgeInsets { get }` (apple-api.md §3).
    public var safeAreaInsets: EdgeInsets { fatalError() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:)
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/anchor
@frozen public struct Anchor<Value> {}
/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace: Hashable, Sendable { case global, local, named(AnyHashable) }

/// https://developer.apple.com/documentation/swiftui/edgeinsets — no left/right (apple-api.md §3).
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public init() { fatalError() }
}
extension NSDirectionalEdgeInsets {
    /// From SwiftUI, iOS 14 (apple-api.md §3).
    @available(iOS 14.0, *) public init(_ edgeInsets: EdgeInsets) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { fatalError() }
        public static var top: Edge.Set { fatalError() }
        public static var leading: Edge.Set { fatalError() }
        public static var bottom: Edge.Set { fatalError() }
        public static var trailing: Edge.Set { fatalError() }
        public static var all: Edge.Set { fatalError() }
        public static var horizontal: Edge.Set { fatalError() }
        public static var vertical: Edge.Set { fatalError() }
    }
}

/// CoreTransferable's Transferable (SwiftUI re-exports CoreTransferable).
/// Its `transferRepresentation` requirement is not modelled: only the
/// conformances of the types the cases share are.
/// https://developer.apple.com/documentation/coretransferable/transferable
public protocol Transferable {}
/// https://developer.apple.com/documentation/swift/string (Transferable conformance)
extension String: Transferable {}
/// https://developer.apple.com/documentation/swift/never (Transferable conformance)
extension Never: Transferable {}
/// https://developer.apple.com/documentation/swiftui/sharelink
@available(iOS 16.0, *)
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View where Data.Element: Transferable {
    public var body: Never { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/defaultsharelinklabel
@available(iOS 16.0, *)
public struct DefaultShareLinkLabel: View { public var body: Never { fatalError() } }
@available(iOS 16.0, *)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:)-49l2l
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> { fatalError() }
}
