// Color, Font, ShapeStyle, Shape (SwiftUI documentation; apple-api.md §3, §5).

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: Hashable, ShapeStyle, View, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(uiColor: UIColor) { fatalError() }
    @available(iOS 14.0, *) public init(cgColor: CGColor) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(cgColor:)")
    public init(_ cgColor: CGColor) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    public init(_ color: UIColor) { fatalError() }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
    public init(white: Double, opacity: Double = 1) { fatalError() }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }
    public var body: Never { fatalError() }
    public func opacity(_ opacity: Double) -> Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var purple: Color { fatalError() }
    @available(iOS 15.0, *) public static var mint: Color { fatalError() }
    @available(iOS 15.0, *) public static var teal: Color { fatalError() }
    @available(iOS 15.0, *) public static var cyan: Color { fatalError() }
    @available(iOS 15.0, *) public static var indigo: Color { fatalError() }
    @available(iOS 15.0, *) public static var brown: Color { fatalError() }
    public static var clear: Color { fatalError() }
    public static var primary: Color { fatalError() }
    public static var secondary: Color { fatalError() }
    public static var accentColor: Color { fatalError() }
}
extension ShapeStyle where Self == Color {
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var clear: Color { fatalError() }
    public static var accentColor: Color { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
@available(iOS 15.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
}
@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/material
@available(iOS 15.0, *)
public struct Material: ShapeStyle {
    public static var regular: Material { fatalError() }
    public static var thin: Material { fatalError() }
    public static var thick: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
}
@available(iOS 15.0, *)
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { fatalError() }
    public static var thinMaterial: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
    public static var thickMaterial: Material { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/foregroundstyle
@available(iOS 15.0, *)
@frozen public struct ForegroundStyle: ShapeStyle { public init() { fatalError() } }
@available(iOS 15.0, *)
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/tintshapestyle
@available(iOS 15.0, *)
@frozen public struct TintShapeStyle: ShapeStyle { public init() { fatalError() } }
@available(iOS 15.0, *)
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { fatalError() } }

/// https://developer.apple.com/documentation/swiftui/font
@frozen public struct Font: Hashable, Sendable {
    public static var largeTitle: Font { fatalError() }
    public static var title: Font { fatalError() }
    @available(iOS 14.0, *) public static var title2: Font { fatalError() }
    @available(iOS 14.0, *) public static var title3: Font { fatalError() }
    public static var headline: Font { fatalError() }
    public static var subheadline: Font { fatalError() }
    public static var body: Font { fatalError() }
    public static var callout: Font { fatalError() }
    public static var footnote: Font { fatalError() }
    public static var caption: Font { fatalError() }
    @available(iOS 14.0, *) public static var caption2: Font { fatalError() }
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { fatalError() }
    @available(iOS 16.0, *) public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { fatalError() }
    @available(iOS 16.0, *) public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    @available(iOS 14.0, *) public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
    public init(_ font: CTFont) { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public func italic() -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }
    @frozen public struct Weight: Hashable, Sendable {
        public static var ultraLight: Weight { fatalError() }
        public static var thin: Weight { fatalError() }
        public static var light: Weight { fatalError() }
        public static var regular: Weight { fatalError() }
        public static var medium: Weight { fatalError() }
        public static var semibold: Weight { fatalError() }
        public static var bold: Weight { fatalError() }
        public static var heavy: Weight { fatalError() }
        public static var black: Weight { fatalError() }
    }
    public enum TextStyle: CaseIterable, Sendable { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
}
/// CoreText's CTFont (Font.init(_:) takes one; UIFont bridges to it on iOS).
/// https://developer.apple.com/documentation/coretext/ctfont
public typealias CTFont = UIFont

/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}
extension Shape {
    public var body: Never { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { fatalError() }
    public func fill(style: FillStyle = FillStyle()) -> some View { fatalError() }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { fatalError() }
    public func stroke(lineWidth: CGFloat = 1) -> some View { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/insettableshape
public protocol InsettableShape: Shape {}
/// https://developer.apple.com/documentation/swiftui/path
@frozen public struct Path: Shape {
    public init() { fatalError() }
    public init(_ rect: CGRect) { fatalError() }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(_ callback: (inout Path) -> Void) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public init(_ path: CGPath) { fatalError() }
    public var cgPath: CGPath { fatalError() }
    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    public mutating func closeSubpath() { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/fillstyle
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Equatable, Hashable, Sendable { case circular, continuous }
/// https://developer.apple.com/documentation/swiftui/rectangle
@frozen public struct Rectangle: InsettableShape { public init() { fatalError() }; public func path(in rect: CGRect) -> Path { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/circle
@frozen public struct Circle: InsettableShape { public init() { fatalError() }; public func path(in rect: CGRect) -> Path { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/capsule
@frozen public struct Capsule: InsettableShape { public init(style: RoundedCornerStyle = .continuous) { fatalError() }; public func path(in rect: CGRect) -> Path { fatalError() } }
/// https://developer.apple.com/documentation/swiftui/containerrelativeshape (iOS 14; apple-api.md §5)
@available(iOS 14.0, *)
@frozen public struct ContainerRelativeShape: InsettableShape { public init() { fatalError() }; public func path(in rect: CGRect) -> Path { fatalError() } }
extension Shape where Self == Rectangle { public static var rect: Rectangle { fatalError() } }
extension Shape where Self == RoundedRectangle { public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() } }
extension Shape where Self == Circle { public static var circle: Circle { fatalError() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { fatalError() } }
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { fatalError() } }
