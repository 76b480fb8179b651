// Charts stub (docs/sdk-stubs.md): the chart content the snapshot cases draw
// (damus-io/damus's storage pie chart). Apple: Swift Charts documentation,
// developer.apple.com/documentation/charts. Only what the cases use.
@_exported import SwiftUI

/// https://developer.apple.com/documentation/charts/chartcontent (iOS 16)
@available(iOS 16.0, *)
@MainActor @preconcurrency public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
/// `Never` as the primitive body, as SwiftUI's content types use it (stub
/// bodies are `fatalError()`, docs/sdk-stubs.md rule 3).
extension Never: ChartContent {}

/// https://developer.apple.com/documentation/charts/chartcontentbuilder (iOS 16)
@available(iOS 16.0, *)
@resultBuilder public struct ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { fatalError() }
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildblock(_:)-797vj
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { fatalError() }
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildblock(_:)-51ukk
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> some ChartContent { fatalError() }
}

/// https://developer.apple.com/documentation/charts/chart (iOS 16)
@available(iOS 16.0, *)
public struct Chart<Content: ChartContent>: View {
    /// https://developer.apple.com/documentation/charts/chart/init(content:)
    public init(@ChartContentBuilder content: () -> Content) { fatalError() }
    /// https://developer.apple.com/documentation/charts/chart/init(_:content:)
    public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable { fatalError() }
    public var body: Never { fatalError() }
}

/// `ForEach` of chart content (Charts: `extension ForEach: ChartContent where Content: ChartContent`).
@available(iOS 16.0, *)
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
}

/// https://developer.apple.com/documentation/charts/plottable (iOS 16)
public protocol Plottable {}
extension Double: Plottable {}
extension Int: Plottable {}
extension String: Plottable {}

/// https://developer.apple.com/documentation/charts/plottablevalue (iOS 16)
public struct PlottableValue<Value: Plottable> {
    /// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:)-13lvv
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/charts/markdimension (iOS 16)
@frozen public struct MarkDimension {
    public static var automatic: MarkDimension { fatalError() }
    public static func fixed(_ value: CGFloat) -> MarkDimension { fatalError() }
    public static func inset(_ value: CGFloat) -> MarkDimension { fatalError() }
    public static func ratio(_ value: CGFloat) -> MarkDimension { fatalError() }
}

/// https://developer.apple.com/documentation/charts/markstackingmethod (iOS 16)
public struct MarkStackingMethod {
    public static var standard: MarkStackingMethod { fatalError() }
}

/// https://developer.apple.com/documentation/charts/barmark (iOS 16)
@available(iOS 16.0, *)
@MainActor @preconcurrency public struct BarMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/barmark/init(x:y:width:height:stacking:)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/charts/sectormark (iOS 17)
@available(iOS 17.0, *)
@MainActor @preconcurrency public struct SectorMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/sectormark/init(angle:innerradius:outerradius:angularinset:)
    public init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/charts/annotationposition (iOS 16)
public struct AnnotationPosition {
    public static var automatic: AnnotationPosition { fatalError() }
    public static var top: AnnotationPosition { fatalError() }
    public static var overlay: AnnotationPosition { fatalError() }
}

@available(iOS 16.0, *)
extension ChartContent {
    /// https://developer.apple.com/documentation/charts/chartcontent/cornerradius(_:style:)
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { fatalError() }
    /// https://developer.apple.com/documentation/charts/chartcontent/annotation(position:alignment:spacing:content:)-65emh
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent { fatalError() }
}

/// https://developer.apple.com/documentation/charts/chartproxy (iOS 16)
@available(iOS 16.0, *)
public struct ChartProxy {
    /// https://developer.apple.com/documentation/charts/chartproxy/plotframe (iOS 17)
    @available(iOS 17.0, *) public var plotFrame: Anchor<CGRect>? { fatalError() }
}

@available(iOS 16.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/chartbackground(alignment:content:)
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/chartoverlay(alignment:content:)
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { fatalError() }
}
