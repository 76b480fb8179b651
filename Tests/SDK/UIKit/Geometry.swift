// UIGeometry.h and the UIKit overlay (UIGeometry.swift). CGFloat, CGPoint,
// CGSize, CGRect come from Foundation on Linux.

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }
}

/// iOS 11. https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
@available(iOS 11.0, *)
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public static var zero: NSDirectionalEdgeInsets { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uioffset
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { fatalError() }
    public init(horizontal: CGFloat, vertical: CGFloat) { fatalError() }
    public static var zero: UIOffset { fatalError() }
}

/// `func inset(by insets: UIEdgeInsets) -> CGRect` (apple-api.md §3).
extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var top: UIRectEdge { fatalError() }
    public static var left: UIRectEdge { fatalError() }
    public static var bottom: UIRectEdge { fatalError() }
    public static var right: UIRectEdge { fatalError() }
    public static var all: UIRectEdge { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uirectcorner
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var topLeft: UIRectCorner { fatalError() }
    public static var topRight: UIRectCorner { fatalError() }
    public static var bottomLeft: UIRectCorner { fatalError() }
    public static var bottomRight: UIRectCorner { fatalError() }
    public static var allCorners: UIRectCorner { fatalError() }
}

/// CGAffineTransform is CoreGraphics; Foundation on Linux has AffineTransform only.
/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { fatalError() }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
    public var isIdentity: Bool { fatalError() }
}
