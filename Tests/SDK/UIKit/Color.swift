// UIColor.h, UIFont.h, UIImage.h, UIBezierPath.h, UIGraphicsImageRenderer.h.

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(cgColor: CGColor) { fatalError() }
    public init(patternImage image: UIImage) { fatalError() }
    @available(iOS 13.0, *) public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { fatalError() }
    @available(iOS 11.0, *) public init?(named name: String) { fatalError() }
    @available(iOS 11.0, *) public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    open var cgColor: CGColor { fatalError() }
    open func set() { fatalError() }
    open func setFill() { fatalError() }
    open func setStroke() { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    @available(iOS 13.0, *) open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemPink: UIColor { fatalError() }
    open class var systemPurple: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemIndigo: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray2: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray3: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray4: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray5: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray6: UIColor { fatalError() }
    @available(iOS 15.0, *) open class var systemMint: UIColor { fatalError() }
    @available(iOS 15.0, *) open class var systemCyan: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var label: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var quaternaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var link: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var placeholderText: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var separator: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var opaqueSeparator: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemFill: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemFill: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiarySystemFill: UIColor { fatalError() }
    @available(iOS 15.0, *) open class var tintColor: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    @available(iOS 13.0, *) open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
    open var fontName: String { fatalError() }
    open var familyName: String { fatalError() }
    open var fontDescriptor: UIFontDescriptor { fatalError() }
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static var largeTitle: TextStyle { fatalError() }
        public static var title1: TextStyle { fatalError() }
        public static var title2: TextStyle { fatalError() }
        public static var title3: TextStyle { fatalError() }
        public static var headline: TextStyle { fatalError() }
        public static var subheadline: TextStyle { fatalError() }
        public static var body: TextStyle { fatalError() }
        public static var callout: TextStyle { fatalError() }
        public static var footnote: TextStyle { fatalError() }
        public static var caption1: TextStyle { fatalError() }
        public static var caption2: TextStyle { fatalError() }
    }
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
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
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { fatalError() }
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var traitItalic: SymbolicTraits { fatalError() }
        public static var traitBold: SymbolicTraits { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    @available(iOS 13.0, *) public init?(systemName name: String) { fatalError() }
    @available(iOS 13.0, *) public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { fatalError() }
    public init?(contentsOfFile path: String) { fatalError() }
    public init?(data: Data) { fatalError() }
    public init?(data: Data, scale: CGFloat) { fatalError() }
    public init(cgImage: CGImage) { fatalError() }
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) { fatalError() }
    public override init() { fatalError() }
    open var size: CGSize { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var cgImage: CGImage? { fatalError() }
    open var imageOrientation: UIImage.Orientation { fatalError() }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    @available(iOS 13.0, *) open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    @available(iOS 13.0, *) open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }
    open func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }
    open func pngData() -> Data? { fatalError() }
    public enum Orientation: Int, Sendable { case up = 0, down = 1, left = 2, right = 3, upMirrored = 4, downMirrored = 5, leftMirrored = 6, rightMirrored = 7 }
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2 }
    @available(iOS 13.0, *)
    open class Configuration: NSObject, @unchecked Sendable {}
    @available(iOS 13.0, *)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        public convenience init(pointSize: CGFloat) { fatalError() }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }
        public convenience init(textStyle: UIFont.TextStyle) { fatalError() }
        public convenience init(scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(weight: UIImage.SymbolWeight) { fatalError() }
    }
    @available(iOS 13.0, *) public enum SymbolWeight: Int, Sendable { case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    @available(iOS 13.0, *) public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }
}

/// CoreGraphics' CGImage (opaque here). https://developer.apple.com/documentation/coregraphics/cgimage
public final class CGImage: @unchecked Sendable {
    public var width: Int { fatalError() }
    public var height: Int { fatalError() }
}
/// ImageIO's CGImagePropertyOrientation. https://developer.apple.com/documentation/imageio/cgimagepropertyorientation
public enum CGImagePropertyOrientation: UInt32, Sendable { case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left }

/// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
    public override init() { fatalError() }
    public convenience init(rect: CGRect) { fatalError() }
    public convenience init(ovalIn rect: CGRect) { fatalError() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { fatalError() }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    open var cgPath: CGPath { get { fatalError() } set { fatalError() } }
    open var lineWidth: CGFloat { get { fatalError() } set { fatalError() } }
    open func move(to point: CGPoint) { fatalError() }
    open func addLine(to point: CGPoint) { fatalError() }
    open func close() { fatalError() }
    open func fill() { fatalError() }
    open func stroke() { fatalError() }
    open func addClip() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uirectfill(_:)
public func UIRectFill(_ rect: CGRect) { fatalError() }

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
open class UIGraphicsImageRendererFormat: NSObject {
    public override init() { fatalError() }
    open class func `default`() -> UIGraphicsImageRendererFormat { fatalError() }
    @available(iOS 11.0, *) open class func preferred() -> UIGraphicsImageRendererFormat { fatalError() }
    open var scale: CGFloat { get { fatalError() } set { fatalError() } }
    open var opaque: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS 10.0, *) public convenience init(for traitCollection: UITraitCollection) { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: NSObject {
    open var currentImage: UIImage { fatalError() }
    open func fill(_ rect: CGRect) { fatalError() }
    open func stroke(_ rect: CGRect) { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: NSObject {
    public convenience init(size: CGSize) { fatalError() }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { fatalError() }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { fatalError() }
    public convenience init(bounds: CGRect) { fatalError() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { fatalError() }
}
