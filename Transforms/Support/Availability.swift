import SwiftTree
import UnfoldKit

/// What the availability checks and attributes of one file say about the iOS
/// version code runs on: `@available(iOS X, *)` (or `unavailable`) on an
/// enclosing declaration, an enclosing `if #available(iOS X, *)` /
/// `while #available` block, an earlier `guard #available(iOS X, *)` in an
/// enclosing block, the else block of an `#unavailable(iOS X)` check, and an
/// earlier `#available` condition of the same `if` / `guard` / `while`.
///
/// Versions are major.minor: a patch written in the source is not read. The
/// deployment target is not part of the answer (the caller compares with it).
/// Making one scans the file for `guard #available` once: keep it while asking
/// about many tokens.
struct Availability {
    let tree: SyntaxTree
    /// `guard … #available(iOS v) … else` statements: the brace they sit in (-1 at the top level), their end, v.
    let guards: [(brace: Int, end: Int, version: OSVersion)]

    init(_ tree: SyntaxTree) {
        self.tree = tree
        guards = Self.guardStatements(tree)
    }

    /// The lowest iOS version the code at token `i` runs on, as the checks and
    /// attributes around it guarantee; nil when none names an iOS version.
    func minimumVersion(at i: Int) -> OSVersion? {
        var best = attributes(at: i).version
        func take(_ v: OSVersion?) {
            if let v, best.map({ v > $0 }) ?? true { best = v }
        }
        // Blocks of if / while #available and else blocks of #unavailable checks.
        for g in tree.enclosingGroups(i) where tree.kind(g) == .leftBrace && tree.braceKinds[g] == .statementBlock {
            take(blockVersion(g))
        }
        // An earlier `guard #available` in an enclosing block (or at the top level).
        if !guards.isEmpty {
            var braces = Set(tree.enclosingGroups(i).filter { tree.kind($0) == .leftBrace })
            braces.insert(-1)
            for g in guards where braces.contains(g.brace) && g.end < i { take(g.version) }
        }
        // An earlier #available condition of the same if / guard / while.
        if let s = tree.statement(containing: i), tree.is(s.lowerBound, "if") || tree.is(s.lowerBound, "guard") || tree.is(s.lowerBound, "while"),
           tree.enclosingBrace(i) == tree.enclosingBrace(s.lowerBound) {
            take(conditionVersion(s.lowerBound..<i, available: true))
        }
        return best
    }

    /// Whether an enclosing declaration is `@available(iOS, unavailable)` /
    /// `@available(*, unavailable)`: the code never runs on iOS.
    func isUnavailable(at i: Int) -> Bool {
        attributes(at: i).unavailable
    }

    /// Whether the code at token `i` only runs where iOS `version` is available
    /// (or never runs on iOS).
    func covers(_ version: OSVersion, at i: Int) -> Bool {
        if isUnavailable(at: i) { return true }
        return minimumVersion(at: i).map { $0 >= version } ?? false
    }

    /// The version below which the code at `i` runs, when it sits in the else block of
    /// `if #available(iOS v, *)` / `guard #available(iOS v, *)` or in `if #unavailable(iOS v)`
    /// with v ≤ `version` (so an API of `version` never exists there). The innermost such block decides.
    func olderBranch(at i: Int, notAbove version: OSVersion) -> OSVersion? {
        for g in tree.enclosingGroups(i) where tree.kind(g) == .leftBrace && tree.braceKinds[g] == .statementBlock {
            let condition: Range<Int>
            let negative: Bool
            if let c = elseCondition(g) {
                (condition, negative) = (c, false)
            } else if let c = thenCondition(g) {
                (condition, negative) = (c, true)
            } else {
                continue
            }
            for k in condition where tree.kind(k) == .poundAvailable && tree.is(k, "#available") != negative {
                guard let v = listVersion(k).iOS, v <= version else { continue }
                return v
            }
        }
        return nil
    }

    // MARK: Attributes

    /// `@available` on the declarations around `i`: the highest iOS version, and whether one says unavailable.
    func attributes(at i: Int) -> (version: OSVersion?, unavailable: Bool) {
        var best: OSVersion?
        for d in tree.declChain(containing: i) {
            let decl = tree.decls[d]
            var k = decl.start
            while k < decl.keyword {
                if tree.kind(k) == .atSign, tree.is(k + 1, "available"), tree.kind(k + 2) == .leftParen, tree.partner[k + 2] > k + 2 {
                    let spec = Self.availability(k + 2, tree)
                    if spec.unavailable { return (best, true) }
                    if let v = spec.iOS, best.map({ v > $0 }) ?? true { best = v }
                    k = Int(tree.partner[k + 2])
                }
                k += 1
            }
        }
        return (best, false)
    }

    // MARK: Checks

    /// Every `guard` statement with a `#available(iOS v, *)` condition.
    static func guardStatements(_ tree: SyntaxTree) -> [(brace: Int, end: Int, version: OSVersion)] {
        var out: [(brace: Int, end: Int, version: OSVersion)] = []
        for k in 0..<tree.count where tree.kind(k) == .poundAvailable && tree.is(k, "#available") {
            guard let s = tree.statement(containing: k), tree.is(s.lowerBound, "guard"), tree.parentGroup[k] == tree.parentGroup[s.lowerBound],
                  tree.kind(k + 1) == .leftParen, tree.partner[k + 1] > k + 1, let v = availability(k + 1, tree).iOS else { continue }
            // Only conditions before the guard's `else`.
            guard !(s.lowerBound..<k).contains(where: { tree.is($0, "else") && tree.parentGroup[$0] == tree.parentGroup[s.lowerBound] }) else { continue }
            out.append((tree.enclosingBrace(s.lowerBound), s.upperBound, v))
        }
        return out
    }

    /// The version the block `{` at `g` is guarded for: the `if` / `while #available` it belongs
    /// to, or the `#unavailable` check whose else block it is.
    func blockVersion(_ g: Int) -> OSVersion? {
        if let condition = elseCondition(g) { return conditionVersion(condition, available: false) }
        if tree.is(g - 1, "else") { return nil }
        guard let kw = clauseKeyword(before: g), tree.is(kw, "if") || tree.is(kw, "while") else { return nil }
        return conditionVersion(kw..<g, available: true)
    }

    /// For an else block `{` at `g`: the condition of its `if … { } else` or `guard … else`
    /// (nil for other blocks, and for the else of anything but an `if`).
    func elseCondition(_ g: Int) -> Range<Int>? {
        let p = g - 1
        guard tree.is(p, "else") else { return nil }
        if tree.kind(p - 1) == .rightBrace, tree.partner[p - 1] >= 0 {
            // `if #unavailable(iOS X) { … } else { here }`
            let thenOpen = Int(tree.partner[p - 1])
            guard let kw = clauseKeyword(before: thenOpen), tree.is(kw, "if") else { return nil }
            return kw..<thenOpen
        }
        // `guard #unavailable(iOS X) else { here }`
        var k = tree.previousSibling(p)
        while k >= 0, tree.parentGroup[k] == tree.parentGroup[g], !tree.is(k, "guard") { k = tree.previousSibling(k) }
        guard k >= 0, tree.is(k, "guard") else { return nil }
        return k..<p
    }

    /// For the block `{` at `g` of an `if`: the condition.
    func thenCondition(_ g: Int) -> Range<Int>? {
        guard !tree.is(g - 1, "else"), let kw = clauseKeyword(before: g), tree.is(kw, "if") else { return nil }
        return kw..<g
    }

    /// The `if` / `while` / … keyword that opens the clause whose block starts at `g`.
    func clauseKeyword(before g: Int) -> Int? {
        var k = tree.previousSibling(g)
        while k >= 0, tree.parentGroup[k] == tree.parentGroup[g] {
            if tree.kind(k) == .keyword, ["if", "while", "for", "switch", "do", "repeat", "catch", "defer", "guard", "else"].contains(tree.text(k)) {
                return k
            }
            if tree.kind(k) == .semicolon || tree.kind(k) == .rightBrace || tree.kind(k) == .leftBrace { return nil }
            k = tree.previousSibling(k)
        }
        return nil
    }

    /// The highest version of a `#available(iOS …)` (or, with `available: false`, `#unavailable(iOS …)`)
    /// among the condition tokens `r`.
    func conditionVersion(_ r: Range<Int>, available: Bool) -> OSVersion? {
        var best: OSVersion?
        for k in r where tree.kind(k) == .poundAvailable && tree.is(k, "#available") == available {
            if let v = listVersion(k).iOS, best.map({ v > $0 }) ?? true { best = v }
        }
        return best
    }

    /// The availability list after `#available` / `#unavailable` at `k`.
    func listVersion(_ k: Int) -> (iOS: OSVersion?, unavailable: Bool) {
        guard tree.kind(k + 1) == .leftParen, tree.partner[k + 1] > k + 1 else { return (nil, false) }
        return Self.availability(k + 1, tree)
    }

    // MARK: Availability lists

    /// The iOS version (and `unavailable`) of an availability list `( … )` opened at `open`.
    static func availability(_ open: Int, _ tree: SyntaxTree) -> (iOS: OSVersion?, unavailable: Bool) {
        let close = Int(tree.partner[open])
        var parts: [[Int]] = [[]]
        var k = open + 1
        while k < close {
            if tree.kind(k) == .comma { parts.append([]) } else { parts[parts.count - 1].append(k) }
            k = tree.nextSibling(k)
        }
        guard let head = parts.first, let first = head.first else { return (nil, false) }
        if head.count == 1, tree.is(first, "iOS") || tree.is(first, "*") {
            // Long form: `@available(iOS, introduced: 27.1)`, `@available(*, unavailable)`.
            var ios: OSVersion?
            var unavailable = false
            for p in parts.dropFirst() {
                guard let f = p.first else { continue }
                if tree.is(f, "unavailable") { unavailable = true }
                if tree.is(f, "introduced"), p.count >= 3, tree.is(first, "iOS") { ios = version(Array(p.dropFirst(2)), tree) }
            }
            return (ios, unavailable)
        }
        for p in parts where p.count >= 2 && tree.is(p[0], "iOS") {
            return (version(Array(p.dropFirst()), tree), false)
        }
        return (nil, false)
    }

    /// `27`, `27 . 1`, `27.1` (a float when lexed outside a version list) → 27.1.
    static func version(_ tokens: [Int], _ tree: SyntaxTree) -> OSVersion? {
        let text = tokens.map { tree.text($0) }.joined()
        let parts = text.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil else { return nil }
        let minor = parts.count > 1 ? (parts[1] ?? 0) : 0
        return OSVersion(major: major, minor: minor)
    }
}

/// The iOS version the code at a token can rely on (issue 14, item 5): the
/// file's deployment target raised by the `@available` declarations and
/// `#available` checks around it. In the else branch of
/// `if #available(iOS N, *)` (or the body of `if #unavailable(iOS N)`) the
/// code runs below N, whatever the checks further out say. Every
/// availability-aware transform asks this one query.
struct EffectiveTarget {
    let target: OSVersion?
    let availability: Availability
    /// "the deployment target is unknown (set … in <file>)" when it is: the
    /// one clause every availability-aware transform uses (issue 14, item 7).
    let unknownTarget: String

    init(_ file: FileContext) {
        target = file.deploymentTarget.map { OSVersion(major: $0.0, minor: $0.1) }
        availability = Availability(file.tree)
        unknownTarget = target == nil ? "the deployment target is unknown (\(file.deploymentTargetSettler))" : ""
    }

    /// The lowest iOS version the code at `i` runs on; nil when nothing says.
    func minimum(at i: Int) -> OSVersion? {
        switch (target, availability.minimumVersion(at: i)) {
        case let (t?, s?): return max(t, s)
        case let (t, s): return t ?? s
        }
    }

    /// Whether an API of iOS `version` exists wherever the code at `i` runs.
    func allows(_ version: OSVersion, at i: Int) -> Bool {
        if availability.olderBranch(at: i, notAbove: version) != nil { return false }
        return minimum(at: i).map { $0 >= version } ?? false
    }

    /// Why an API of iOS `version` cannot be used at `i` (nil when it can),
    /// one clause for a message.
    func obstacle(_ version: OSVersion, at i: Int) -> String? {
        if let below = availability.olderBranch(at: i, notAbove: version) {
            return "this code runs below iOS \(below) (the other branch of an availability check)"
        }
        guard let m = minimum(at: i) else {
            return unknownTarget
        }
        return m >= version ? nil : "this code runs on iOS \(m), below iOS \(version)"
    }
}

extension EffectiveTarget {
    /// `head`, then what would settle the unknown deployment target: the file
    /// to edit when the sentence stays short (160 characters), else a pointer
    /// to `unfold project`. For a rule that skips its fix until the target is known.
    func unknownTargetMessage(_ head: String) -> String {
        let named = "\(head): \(unknownTarget)."
        return named.count <= 160 ? named : "\(head): the deployment target is unknown (see `unfold project`)."
    }

    /// Whether the code at `i` is known to run below iOS `version` (an older
    /// target, or the other branch of an availability check); unknown is not.
    func knownBelow(_ version: OSVersion, at i: Int) -> Bool {
        if availability.olderBranch(at: i, notAbove: version) != nil { return true }
        return minimum(at: i).map { $0 < version } ?? false
    }
}

/// The versions an API needs on the platforms besides iOS (Apple's
/// availability of the symbol), for the packages that also build for them
/// (`FileContext.otherPlatforms`: Package.swift's `platforms:`, or the
/// Xcode targets that build the file).
struct OtherPlatformNeeds {
    /// By the manifest's spelling (`macOS`, `tvOS`, `watchOS`, `macCatalyst`, `visionOS`).
    let versions: [String: OSVersion]

    /// `View.foregroundStyle(_:)`: macOS 12, tvOS 15, watchOS 8, Mac Catalyst 15, visionOS 1.
    static let foregroundStyle = OtherPlatformNeeds(versions: [
        "macOS": OSVersion(major: 12), "tvOS": OSVersion(major: 15), "watchOS": OSVersion(major: 8),
        "macCatalyst": OSVersion(major: 15), "visionOS": OSVersion(major: 1),
    ])
    /// `Text.foregroundStyle(_:)`, the overload that returns a `Text` (iOS 17):
    /// macOS 14, tvOS 17, watchOS 10, Mac Catalyst 17, visionOS 1.
    static let textForegroundStyle = OtherPlatformNeeds(versions: [
        "macOS": OSVersion(major: 14), "tvOS": OSVersion(major: 17), "watchOS": OSVersion(major: 10),
        "macCatalyst": OSVersion(major: 17), "visionOS": OSVersion(major: 1),
    ])
    /// `NavigationStack` / `NavigationSplitView`: macOS 13, tvOS 16, watchOS 9, Mac Catalyst 16, visionOS 1.
    static let navigationStack = OtherPlatformNeeds(versions: [
        "macOS": OSVersion(major: 13), "tvOS": OSVersion(major: 16), "watchOS": OSVersion(major: 9),
        "macCatalyst": OSVersion(major: 16), "visionOS": OSVersion(major: 1),
    ])

    /// The first platform the file's package also builds for, at a version
    /// below what the API needs there, whose build compiles token `i` (it is
    /// not in a `#if` branch that platform never compiles); nil when none.
    /// An `@available(macOS 12, *)` around the code is not read: such code
    /// is held back too (a finding, never a fix that breaks a build).
    func obstacle(at i: Int, _ file: FileContext) -> (platform: OtherPlatform, needs: OSVersion)? {
        let others = file.otherPlatforms
        guard !others.isEmpty else { return nil }
        let offset = Int(file.tree.tokens[i].start)
        for p in others {
            guard let needs = versions[p.name], p.version < needs else { continue }
            if let compiled = CompilationPlatform(manifestName: p.name),
               file.tree.ranges(neverCompiledFor: compiled).holds(offset) { continue }
            return (p, needs)
        }
        return nil
    }

    /// "`foregroundStyle(_:)` needs macOS 12 and this package also builds for macOS 11.0 (Package.swift)";
    /// "… and target `Foo (macOS)` also builds for macOS 11.0" (the target's name is enough to find it).
    static func clause(_ api: String, _ o: (platform: OtherPlatform, needs: OSVersion)) -> String {
        let v = o.needs
        let needs = "\(o.platform.displayName) \(v.major)" + (v.minor == 0 ? "" : ".\(v.minor)")
        let source = o.platform.target == nil ? " (\(o.platform.manifest))" : ""
        return "\(api) needs \(needs) and \(o.platform.builder) also builds for \(o.platform.label)\(source)"
    }
}
