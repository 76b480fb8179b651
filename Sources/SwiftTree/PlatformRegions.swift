/// Conditional compilation seen from iOS: which `#if` branches are never
/// compiled for iOS (issue 14: code of macOS, watchOS, tvOS and visionOS is not
/// touched by iOS transforms).
///
/// A branch is non-iOS when its own condition cannot be true on iOS or an
/// earlier condition of its chain is certainly true there:
///
/// - `os(iOS)` is true on iOS (also under Mac Catalyst); `os(X)` for any other
///   `X` (macOS, watchOS, tvOS, visionOS, Linux, …) is false.
/// - `canImport(UIKit)` is true on iOS. `canImport(AppKit)` is *not* treated as
///   false: it is true under Mac Catalyst, which is an iOS build.
/// - `!`, `&&` (binding tighter) and `||` combine what can be true and what can
///   be false; parentheses group. Anything else (`DEBUG`, `targetEnvironment(…)`,
///   `swift(>=5.9)`, `true`) may be either, so a branch is only ever dropped
///   when iOS certainly cannot compile it.
/// - `#elseif` and `#else` are non-iOS when an earlier condition of the chain
///   is certainly true on iOS, or (`#elseif`) their own condition cannot be
///   true; a branch nested in a non-iOS branch is non-iOS.
extension SyntaxTree {
    /// The byte ranges of branches iOS never compiles, sorted and disjoint.
    /// Each runs from the end of the line of the directive that opens the
    /// branch (`#if …`, `#elseif …`, `#else`) to the start of the directive
    /// that ends it (the end of the file when it never ends): the directives
    /// themselves are outside, so an edit that removes a whole `#if … #endif`
    /// block does not start or end inside one. Files without `#if` cost one
    /// byte search.
    public func nonIOSRanges() -> [Range<Int>] {
        ranges(neverCompiledFor: .iOS)
    }

    /// `nonIOSRanges()` for another platform: the `#if` branches `platform`
    /// never compiles (`os(macOS)` is true on macOS, `os(iOS)` false;
    /// `canImport(UIKit)` is false on macOS, true on tvOS and visionOS, and
    /// may be either on watchOS; `canImport(AppKit)` is true on macOS only,
    /// and may be true under Mac Catalyst, an iOS build).
    public func ranges(neverCompiledFor platform: CompilationPlatform) -> [Range<Int>] {
        guard let first = ByteSearch.firstIndex(of: PlatformRegions.poundIf, in: bytes) else { return [] }
        var k = firstToken(atOrAfter: first)
        var stack: [PlatformRegions.Chain] = []
        var out: [Range<Int>] = []
        func close(_ chain: PlatformRegions.Chain, at end: Int) {
            if !chain.branchPossible && !chain.insideNonIOS { out.append(chain.branchStart..<end) }
        }
        while k < tokens.count {
            guard tokens[k].kind == .poundDirective else {
                k += 1
                continue
            }
            let start = Int(tokens[k].start)
            // The condition: the tokens after the directive on its line.
            var conditionEnd = k + 1
            while conditionEnd < tokens.count, tokens[conditionEnd].kind != .eof, !startsLine(conditionEnd) { conditionEnd += 1 }
            let lineEnd = Int(tokens[conditionEnd - 1].end)
            switch PlatformRegions.directive(self, k) {
            case .if:
                let c = PlatformRegions.evaluate(self, k + 1, conditionEnd, platform)
                let inside = stack.last.map { !$0.branchPossible || $0.insideNonIOS } ?? false
                stack.append(PlatformRegions.Chain(earlierCanAllBeFalse: c.canBeFalse, branchPossible: c.canBeTrue, branchStart: lineEnd, insideNonIOS: inside))
            case .elseif:
                if var chain = stack.popLast() {
                    close(chain, at: start)
                    let c = PlatformRegions.evaluate(self, k + 1, conditionEnd, platform)
                    chain.branchPossible = chain.earlierCanAllBeFalse && c.canBeTrue
                    chain.earlierCanAllBeFalse = chain.earlierCanAllBeFalse && c.canBeFalse
                    chain.branchStart = lineEnd
                    stack.append(chain)
                }
            case .else:
                if var chain = stack.popLast() {
                    close(chain, at: start)
                    chain.branchPossible = chain.earlierCanAllBeFalse
                    chain.earlierCanAllBeFalse = false
                    chain.branchStart = lineEnd
                    stack.append(chain)
                }
            case .endif:
                if let chain = stack.popLast() { close(chain, at: start) }
            case .other:
                break
            }
            k = conditionEnd
        }
        while let chain = stack.popLast() { close(chain, at: bytes.count) }
        return out
    }

    /// The first token that starts at or after byte `offset` (binary search).
    func firstToken(atOrAfter offset: Int) -> Int {
        var lo = 0
        var hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[mid].start) < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

extension Array where Element == Range<Int> {
    /// Whether one of these sorted, disjoint ranges holds `offset` (binary search).
    public func holds(_ offset: Int) -> Bool {
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid].upperBound <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < count && self[lo].contains(offset)
    }
}

/// The parts of `SyntaxTree.nonIOSRanges()`.
enum PlatformRegions {
    static let poundIf: [UInt8] = Array("#if".utf8)

    /// One open `#if … #endif` chain.
    struct Chain {
        /// Every condition so far can be false on iOS (a later branch can still be taken).
        var earlierCanAllBeFalse: Bool
        /// The current branch can be compiled for iOS.
        var branchPossible: Bool
        var branchStart: Int
        /// The chain sits in a branch iOS never compiles (its own ranges are covered).
        var insideNonIOS: Bool
    }

    /// What a condition can be on iOS.
    struct Value {
        var canBeTrue: Bool
        var canBeFalse: Bool
        static let unknown = Value(canBeTrue: true, canBeFalse: true)
        static let yes = Value(canBeTrue: true, canBeFalse: false)
        static let no = Value(canBeTrue: false, canBeFalse: true)
        var negated: Value { Value(canBeTrue: canBeFalse, canBeFalse: canBeTrue) }
    }

    enum Directive { case `if`, elseif, `else`, endif, other }

    /// Which directive token `k` is, from its bytes (`#if` `#elseif` `#else` `#endif`).
    static func directive(_ tree: SyntaxTree, _ k: Int) -> Directive {
        if tree.is(k, "#if") { return .if }
        if tree.is(k, "#else") { return .else }
        if tree.is(k, "#elseif") { return .elseif }
        if tree.is(k, "#endif") { return .endif }
        return .other
    }

    /// The value of the condition in tokens `start..<end` (unknown when it
    /// does not parse).
    static func evaluate(_ tree: SyntaxTree, _ start: Int, _ end: Int, _ platform: CompilationPlatform = .iOS) -> Value {
        var parser = ConditionParser(tree: tree, k: start, end: end, platform: platform)
        let v = parser.or(depth: 0)
        return parser.failed || parser.k != end ? .unknown : v
    }

    /// Recursive descent over a `#if` condition: `||` below `&&` below `!`.
    struct ConditionParser {
        let tree: SyntaxTree
        var k: Int
        let end: Int
        let platform: CompilationPlatform
        var failed = false

        /// Whether token `k` names `platform` in `os(…)` (`OSX` is macOS, `xrOS` visionOS).
        func isOSName(_ k: Int) -> Bool {
            switch platform {
            case .iOS: return tree.is(k, "iOS")
            case .macOS: return tree.is(k, "macOS") || tree.is(k, "OSX")
            case .tvOS: return tree.is(k, "tvOS")
            case .watchOS: return tree.is(k, "watchOS")
            case .visionOS: return tree.is(k, "visionOS") || tree.is(k, "xrOS")
            }
        }

        mutating func or(depth: Int) -> Value {
            var v = and(depth: depth)
            while k < end, tree.is(k, "||") {
                k += 1
                let r = and(depth: depth)
                v = Value(canBeTrue: v.canBeTrue || r.canBeTrue, canBeFalse: v.canBeFalse && r.canBeFalse)
            }
            return v
        }

        mutating func and(depth: Int) -> Value {
            var v = unary(depth: depth)
            while k < end, tree.is(k, "&&") {
                k += 1
                let r = unary(depth: depth)
                v = Value(canBeTrue: v.canBeTrue && r.canBeTrue, canBeFalse: v.canBeFalse || r.canBeFalse)
            }
            return v
        }

        mutating func unary(depth: Int) -> Value {
            guard depth < 64, k < end else {
                failed = true
                return .unknown
            }
            if tree.is(k, "!") {
                k += 1
                return unary(depth: depth + 1).negated
            }
            return primary(depth: depth)
        }

        mutating func primary(depth: Int) -> Value {
            let kind = tree.kind(k)
            if kind == .leftParen {
                let close = Int(tree.partner[k])
                k += 1
                let v = or(depth: depth + 1)
                guard k == close, close < end else {
                    failed = true
                    return .unknown
                }
                k += 1
                return v
            }
            guard kind == .identifier || kind == .keyword else {
                failed = true
                return .unknown
            }
            let name = k
            k += 1
            guard k < end, tree.kind(k) == .leftParen else { return .unknown }  // a flag such as DEBUG
            let close = Int(tree.partner[k])
            guard close > k, close < end else {
                failed = true
                return .unknown
            }
            defer { k = close + 1 }
            // `os(X)` and `canImport(X)` with one plain name.
            guard close == k + 2, tree.kind(k + 1) == .identifier || tree.kind(k + 1) == .keyword else { return .unknown }
            let arg = k + 1
            if tree.is(name, "os") { return isOSName(arg) ? .yes : .no }
            if tree.is(name, "canImport"), tree.is(arg, "UIKit") { return platform.hasUIKit }
            if tree.is(name, "canImport"), tree.is(arg, "AppKit"), platform != .iOS { return platform == .macOS ? .yes : .no }
            return .unknown
        }
    }
}

/// A platform a `#if` condition is evaluated for (`SyntaxTree.ranges(neverCompiledFor:)`).
public enum CompilationPlatform: Sendable, Hashable {
    /// iOS, and Mac Catalyst (an iOS build: `os(iOS)` is true there).
    case iOS
    case macOS, tvOS, watchOS, visionOS

    /// The platform of a Package.swift spelling (`macOS`, `macCatalyst` → iOS); nil for others.
    public init?(manifestName: String) {
        switch manifestName {
        case "iOS", "macCatalyst": self = .iOS
        case "macOS": self = .macOS
        case "tvOS": self = .tvOS
        case "watchOS": self = .watchOS
        case "visionOS": self = .visionOS
        default: return nil
        }
    }

    /// What `canImport(UIKit)` is.
    var hasUIKit: PlatformRegions.Value {
        switch self {
        case .iOS, .tvOS, .visionOS: return .yes
        case .macOS: return .no
        case .watchOS: return .unknown
        }
    }
}
