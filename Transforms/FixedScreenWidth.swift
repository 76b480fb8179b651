import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports widths and heights compared with device-screen constants:
/// `bounds.width <= 375`, `UIScreen.main.bounds.size.width == 320`,
/// `view.frame.width > 414`, `size.width < 768`, `screenHeight == 812`,
/// `320...375 ~= width`, and `case` labels such as `case 0..<375:` or
/// `case 376...414:` in a `switch` over a width or height. The constants are
/// the iPhone and iPad screen sizes in points — widths 320, 375, 390, 393,
/// 414, 428, 430, 440, 768, 810, 820, 834, 1024 and heights 568, 667, 736,
/// 812, 844, 852, 896, 926, 932, 956, 1024, 1366 — written as integers or as
/// `320.0`, directly or through a `let` of this file (`static let
/// compactWidth: CGFloat = 375`). Since a portrait height is a landscape
/// width, either list counts for either axis.
///
/// A comparison counts only when its other side is a width or a height: an
/// expression whose member or name ends a chain with `width` / `maxX`
/// (`.width`, `.size.width`, `screenWidth`, `availableWidth`) or `height` /
/// `maxY`. Plain numbers (`let fontSize: CGFloat = 320`, `count > 375`) are
/// never reported. Each finding names what to use where the code runs.
///
/// ## Why
/// A window is no longer the screen: iPhone apps run resizable in iPhone
/// Mirroring and on iPad, and on iPhone Duo the same app moves between a
/// 466-pt-wide outer display, a 951-pt-wide inner one and Split View halves
/// of it. Breakpoints tied to device models pick the wrong layout for every
/// size between them; size classes and breakpoints derived from the content
/// and the container keep working.
///
/// Use `traitCollection.horizontalSizeClass`
/// (`verticalSizeClass` for heights; `@Environment(\.horizontalSizeClass)` in
/// SwiftUI), or a breakpoint derived from the content (the minimum column
/// width) against the container's size (`view.bounds`, `GeometryReader`,
/// `onGeometryChange`); for notch or home-indicator space, `safeAreaInsets`.
/// (iPhone Duo field notes: "The screen size no longer decides the interface
/// size", "What to check in the code"; the cheat sheet: "What to remove from
/// the codebase".)
///
/// ## Example
/// ```diff
///  // finding only:
///  if view.bounds.width <= 375 {
///      stack.axis = .vertical
///  }
///  // fixed-screen-width: compare with traitCollection.horizontalSizeClass or a
///  // breakpoint from the content against the container's size
/// ```
///
/// ## Fix safety
/// Finding only: the right breakpoint depends on the content (how wide a
/// column must be), not on a device list, so a human chooses it.
public struct FixedScreenWidth: CollectingTransform {
    public var id: String { "fixed-screen-width" }
    public var summary: String { "Widths and heights compared with device-screen constants (320, 375, 414, 812, …) → size classes or content breakpoints." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// Pass 1: true when the file writes a device size as a number; a file
    /// without one is not looked at again (`Transform.mayFire`).
    public func collect(path: String, tree: SyntaxTree) -> Bool? { Self.writesDeviceSize(tree) ? true : nil }

    public func mayFire(in file: FilePreview) -> Bool { file.collected(id) }

    /// Whether a number literal of `tree` is a device size: its digits up to
    /// its first `.` or its end spell one of `deviceSizes` (`375`, `375.0`;
    /// not `0375`, `3_75`, `3750`, `375e1`: `LiteralFacts.leadingInteger`).
    /// The lexer's filter of leading integers answers most files without a
    /// walk; the others have their number literals read from the bytes.
    static func writesDeviceSize(_ tree: SyntaxTree) -> Bool {
        guard tree.literalFacts.mayHaveLeadingInteger(in: deviceSizeSet) else { return false }
        let isSize = Self.isDeviceSize
        return tree.bytes.withUnsafeBufferPointer { b in
            tree.tokens.withUnsafeBufferPointer { tokens in
                for t in tokens where t.kind == .integerLiteral || t.kind == .floatLiteral {
                    if let v = LiteralFacts.leadingInteger(b, Int(t.start), Int(t.end)), isSize[v] { return true }
                }
                return false
            }
        }
    }

    static let widths: Set<Int> = [320, 375, 390, 393, 414, 428, 430, 440, 768, 810, 820, 834, 1024]
    static let heights: Set<Int> = [568, 667, 736, 812, 844, 852, 896, 926, 932, 956, 1024, 1366]
    static let deviceSizes = widths.union(heights)
    /// By value below 10 000 (every device size has three or four digits):
    /// whether it is one of `deviceSizes`.
    static let isDeviceSize: [Bool] = (0..<10_000).map { deviceSizes.contains($0) }
    /// `deviceSizes` folded for `LiteralFacts.mayHaveLeadingInteger(in:)`.
    static let deviceSizeSet = LiteralFacts.IntegerSet(deviceSizes)
    static let comparisons: Set<String> = ["<", "<=", ">", ">=", "==", "!=", "~="]

    enum Axis { case width, height }

    public func findings(in file: FileContext) -> [Finding] {
        // Test sources are not layout code (precision study, docs/precision.md).
        if file.isTestSource { return [] }
        let tree = file.tree
        // Only files that write a device size as a number can match.
        guard Self.writesDeviceSize(tree) else { return [] }
        let constants = Self.namedConstants(tree)
        var out: [Finding] = []
        var reported: Set<Int> = []
        for i in 0..<(tree.count - 1) where tree.kind(i) == .binaryOperator {
            guard tree.binaryPrecedence(i) == .comparison, Self.comparisons.contains(tree.text(i)) else { continue }
            guard let lhs = Self.leftSide(i, tree), let rhsEnd = tree.expressionEnd(i + 1, above: .comparison) else { continue }
            let rhs = (i + 1)...rhsEnd
            for (constSide, other) in [(rhs, lhs), (lhs, rhs)] {
                guard let (site, _) = Self.deviceConstant(constSide, tree, constants), let axis = Self.axis(of: other, tree) else { continue }
                let values = Self.deviceValues(in: constSide, tree, constants)
                guard reported.insert(site).inserted else { continue }
                let text = Text.oneLine(tree.text(from: lhs.lowerBound, through: rhsEnd))
                out.append(file.finding(at: site, message("`\(Text.short(text, limit: 48))`", values, axis, file.codeContext(of: site), file)))
                break
            }
        }
        // `switch width { case 0..<375: … }`
        for i in 0..<(tree.count - 1) where tree.is(i, "switch") {
            var brace = i + 1
            while brace < tree.count - 1, tree.kind(brace) != .leftBrace || tree.braceKinds[brace] != .statementBlock {
                if tree.kind(brace) == .leftBrace || tree.kind(brace) == .semicolon { break }
                brace = tree.nextSibling(brace)
            }
            guard tree.kind(brace) == .leftBrace, tree.braceKinds[brace] == .statementBlock, brace > i + 1, tree.partner[brace] >= 0,
                  let axis = Self.axis(of: (i + 1)...(brace - 1), tree) else { continue }
            for label in Self.caseLabels(brace, tree) {
                guard let (site, _) = Self.firstDeviceLiteral(in: label, tree, constants), reported.insert(site).inserted else { continue }
                let values = Self.deviceValues(in: label, tree, constants)
                let text = Text.oneLine(tree.text(from: label.lowerBound, through: label.upperBound))
                let subject = Text.oneLine(tree.text(from: i + 1, through: brace - 1))
                out.append(file.finding(at: site, message("`\(Text.short(text, limit: 30))` in a switch over `\(Text.short(subject, limit: 24))`", values, axis, file.codeContext(of: site), file)))
            }
        }
        return out.sorted { $0.offset < $1.offset }
    }

    // MARK: Messages

    func message(_ what: String, _ values: [Int], _ axis: Axis, _ ctx: CodeContext, _ file: FileContext) -> String {
        let dimension = axis == .width ? "width" : "height"
        let sizeClass = axis == .width ? "horizontalSizeClass" : "verticalSizeClass"
        let advice: String
        switch (ctx.role, ctx.hasInstance) {
        case (.traitEnvironment, true): advice = "use `traitCollection.\(sizeClass)` or a breakpoint from the content"
        case (.swiftUIView, true): advice = "use `@Environment(\\.\(sizeClass))` or a breakpoint from the content"
        default: advice = "pass in the size class or the container's size"
        }
        let sizes = " (" + values.map(String.init).joined(separator: ", ") + " pt)"
        let long = "\(what) tests a device-screen \(dimension)\(sizes) → \(advice)"
        return long.count <= 160 ? long : "\(what) tests a device-screen \(dimension) → \(advice)"
    }

    // MARK: Sides of a comparison

    /// The left operand of the comparison at `op`: operands joined by operators that bind more tightly.
    static func leftSide(_ op: Int, _ tree: SyntaxTree) -> ClosedRange<Int>? {
        guard op >= 1 else { return nil }
        var s = tree.operandStart(endingAt: op - 1)
        while s >= 2, let p = tree.binaryPrecedence(s - 1), p > .comparison, tree.kind(s - 1) == .binaryOperator {
            s = tree.operandStart(endingAt: s - 2)
        }
        guard s <= op - 1 else { return nil }
        return s...(op - 1)
    }

    /// `let name: CGFloat = 375` (or `= 375.0`, `= CGFloat(375)`) declared in this file.
    static func namedConstants(_ tree: SyntaxTree) -> [String: Int] {
        var out: [String: Int] = [:]
        for d in tree.decls where d.kind == .let {
            guard let r = d.initializer, !d.name.isEmpty, let (_, v) = literalOnly(r, tree, [:]) else { continue }
            // A function's local counts only where no other code uses the name
            // bare (`let width = 1024.0` in one function, a `width` parameter in another).
            if let p = d.parent, !tree.decls[p].kind.isTypeLike, tree.decls[p].kind != .extension {
                let open = tree.enclosingBrace(d.keyword)
                let scope = open >= 0 && tree.partner[open] > open ? open...Int(tree.partner[open]) : 0...(tree.count - 1)
                let elsewhere = tree.tokens.indices.contains { k in
                    !scope.contains(k) && tree.kind(k) == .identifier && tree.kind(k - 1) != .period && tree.isText(k, d.name)
                }
                if elsewhere { continue }
            }
            out[d.name] = v
        }
        return out
    }

    /// The device-size constant a side consists of: numeric literals (with
    /// ranges, parentheses, a sign and `CGFloat(…)`) or a named constant.
    /// Returns the token to report at and the value.
    static func deviceConstant(_ r: ClosedRange<Int>, _ tree: SyntaxTree, _ constants: [String: Int]) -> (Int, Int)? {
        // A named constant: `compactWidth`, `Self.compactWidth`, `Layout.compactWidth`.
        if tree.kind(r.upperBound) == .identifier, let v = constants[tree.text(r.upperBound)] {
            var k = r.lowerBound
            var chain = true
            while k < r.upperBound {
                let kk = tree.kind(k)
                if !(kk == .identifier || kk == .period || tree.is(k, "Self") || tree.is(k, "self")) { chain = false }
                k += 1
            }
            // `rect.width` is `rect`'s width, not a constant named `width`: the
            // chain must start at the constant's owner (`Self`, `self`, a type name).
            let owned = r.lowerBound == r.upperBound || tree.is(r.lowerBound, "Self") || tree.is(r.lowerBound, "self")
                || tree.text(r.lowerBound).first?.isUppercase == true
            if chain, owned, deviceSizes.contains(v) { return (r.upperBound, v) }
        }
        guard let (site, v) = literalOnly(r, tree, constants), deviceSizes.contains(v) else { return nil }
        return (site, v)
    }

    /// A side made only of numeric literals: the first literal that is a device size (else the first literal).
    static func literalOnly(_ r: ClosedRange<Int>, _ tree: SyntaxTree, _ constants: [String: Int]) -> (Int, Int)? {
        var first: (Int, Int)?
        var device: (Int, Int)?
        for k in r {
            switch tree.kind(k) {
            case .integerLiteral, .floatLiteral:
                guard let v = value(k, tree) else { return nil }
                if first == nil { first = (k, v) }
                if device == nil, deviceSizes.contains(v) { device = (k, v) }
            case .leftParen, .rightParen, .prefixOperator:
                continue
            case .binaryOperator:
                guard tree.is(k, "...") || tree.is(k, "..<") else { return nil }
            case .postfixOperator:
                guard tree.is(k, "...") else { return nil }
            case .identifier:
                guard tree.is(k, "CGFloat") || tree.is(k, "Double") || tree.is(k, "Float") || tree.is(k, "Int") else { return nil }
            default:
                return nil
            }
        }
        return device ?? first
    }

    /// The integer value of a numeric literal token (`375`, `375.0`, `1_024`); nil for fractions.
    static func value(_ k: Int, _ tree: SyntaxTree) -> Int? {
        let text = tree.text(k).replacingOccurrences(of: "_", with: "")
        if let i = Int(text) { return i }
        if let d = Double(text), d == d.rounded(), abs(d) < 100_000 { return Int(d) }
        return nil
    }

    /// Whether the tokens `r` are a width or a height: a chain-ending name with `width`/`maxX` or `height`/`maxY`.
    static func axis(of r: ClosedRange<Int>, _ tree: SyntaxTree) -> Axis? {
        var found: Axis?
        for k in r where tree.kind(k) == .identifier {
            // Only the last name of a chain (`bounds` in `bounds.width` is not it).
            var n = k + 1
            while tree.kind(n) == .postfixQuestion || tree.kind(n) == .exclamation { n += 1 }
            if tree.kind(n) == .period || tree.kind(n) == .leftParen && !tree.startsLine(n) || tree.kind(n) == .leftBracket && !tree.startsLine(n) { continue }
            let s = tree.text(k).lowercased()
            if s.contains("width") || s == "maxx" { return .width }
            if s.contains("height") || s == "maxy" { found = .height }
        }
        return found
    }

    /// The `case` labels (from `case` to its `:`) directly in the switch body at `brace`.
    static func caseLabels(_ brace: Int, _ tree: SyntaxTree) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        let close = Int(tree.partner[brace])
        var k = brace + 1
        while k < close {
            if tree.is(k, "case"), Int(tree.parentGroup[k]) == brace {
                var e = k + 1
                while e < close, tree.kind(e) != .colon { e = tree.nextSibling(e) }
                out.append(k...min(e, close - 1))
                k = e
            }
            k = tree.nextSibling(k)
        }
        return out
    }

    /// Every device size (literal or named constant) in `r`, in order, without repeats.
    static func deviceValues(in r: ClosedRange<Int>, _ tree: SyntaxTree, _ constants: [String: Int]) -> [Int] {
        var out: [Int] = []
        for k in r {
            var v: Int?
            if tree.kind(k) == .integerLiteral || tree.kind(k) == .floatLiteral { v = value(k, tree) }
            if tree.kind(k) == .identifier, tree.kind(k + 1) != .period { v = constants[tree.text(k)] }
            if let v, deviceSizes.contains(v), !out.contains(v) { out.append(v) }
        }
        return out
    }

    /// The first device-size literal or constant in a case label.
    static func firstDeviceLiteral(in label: ClosedRange<Int>, _ tree: SyntaxTree, _ constants: [String: Int]) -> (Int, Int)? {
        for k in label {
            if tree.kind(k) == .integerLiteral || tree.kind(k) == .floatLiteral, let v = value(k, tree), deviceSizes.contains(v) { return (k, v) }
            if tree.kind(k) == .identifier, tree.kind(k + 1) != .period, let v = constants[tree.text(k)], deviceSizes.contains(v) { return (k, v) }
        }
        return nil
    }
}
