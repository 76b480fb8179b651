import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports tests of the user-interface idiom against `.phone` or `.pad`:
/// `UIDevice.current.userInterfaceIdiom == .pad`, `!= .phone`,
/// `traitCollection.userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`, a
/// `switch` over the idiom with a `case .phone` / `case .pad`, and a local or
/// property that holds the idiom (`let idiom = UIDevice.current.userInterfaceIdiom`)
/// and is tested later in the file (reported where it is tested). Each finding
/// names what to use where the code runs: `traitCollection.horizontalSizeClass`
/// and the container's size in UIKit views and controllers,
/// `@Environment(\.horizontalSizeClass)` and the container's size in SwiftUI, a
/// size class or size passed in elsewhere.
///
/// When the same statement also tests `horizontalSizeClass`, the message
/// says to drop the idiom condition.
///
/// Not reported (low noise):
/// - tests against `.mac`, `.carPlay`, `.tv`, `.vision` or `.unspecified` only;
/// - tests whose outcome only drives non-layout behaviour. What a test
///   governs is: the branches of the `if`/`while`/`switch` whose condition or
///   subject holds it; the rest of the block after a `guard`; for
///   `let isPhone = … == .phone` inside a function, the later statements of
///   the block that use `isPhone`; else the statement that holds it. It is
///   non-layout when every governed statement (ignoring bare
///   `return`/`break`/`continue`, optionally with a literal) mentions one of:
///   haptics (`UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`,
///   `UISelectionFeedbackGenerator`, `UIFeedbackGenerator`, `impactOccurred`,
///   `notificationOccurred`, `selectionChanged`, `sensoryFeedback`); keyboard
///   shortcuts (`UIKeyCommand`, `keyCommands`, `addKeyCommand`,
///   `keyboardShortcut`); analytics and logging (`print`, `debugPrint`,
///   `NSLog`, `os_log`, names containing `analytics`, `crashlytics` or
///   `logger`, `log`, `track`, and `log…`/`track…` names such as `logEvent`);
///   popover anchoring (`popoverPresentationController`, which UIKit needs
///   whenever a presentation becomes a popover); naming the device
///   (`iPad`, `iPhone`, `iPadOS`, `.iOS`, names containing `deviceType` or
///   `deviceName`, strings containing "iPad" or "iPhone"); CarPlay features
///   (names containing `carPlay`); or a local declared by such a statement;
/// - tests inside members that set system preferences rather than layout
///   (`keyCommands`, `supportedInterfaceOrientations`,
///   `preferredInterfaceOrientationForPresentation`, `shouldAutorotate`,
///   `prefersStatusBarHidden`, `preferredStatusBarStyle`,
///   `prefersHomeIndicatorAutoHidden`,
///   `preferredScreenEdgesDeferringSystemGestures`), in members whose
///   declaration names `UIInterfaceOrientationMask` and in extensions of it;
/// - tests inside capability checks: a function or property whose name
///   ends in `Available` / `Supported` or starts with `supports` (`isWatchAvailable`,
///   `isLiveActivitySupported`), where the idiom stands for hardware;
/// - product and feature gates outside views and controllers: the test is
///   combined with `&&` and a feature-flag name (`isInternal…`,
///   `featureFlag…`, `…Enabled`, `flags`, `variant`, `experiment`, `beta`,
///   `rollout`) in its statement (`var betaPlayer: Bool { flags.beta &&
///   user.isInternal && … == .phone }`), or sits under a `case` about Wallet
///   passes (`case .walletPass: return … == .phone`). The same test in a view
///   or controller is still reported.
///
/// ## Why
/// The idiom names the kind of device, not the space the app has: an
/// iPhone-only app keeps `.phone` on iPad and in iPhone Mirroring, where its
/// window can be much wider, and on iPhone Duo the same `.phone` app runs on a
/// narrow outer display and a wide inner one. A one-column layout chosen by
/// `.phone` stays one column on a wide window; a two-column layout chosen by
/// `.pad` is squeezed in Split View.
///
/// Choose the layout from
/// `traitCollection.horizontalSizeClass` and the container's size
/// (`view.bounds`; in SwiftUI `@Environment(\.horizontalSizeClass)` with
/// `GeometryReader` or `onGeometryChange`), or pass them in from the view that
/// lays out. Where a `horizontalSizeClass` test already sits beside the idiom
/// test, it is enough: drop the idiom condition (the regular-width inner
/// display of iPhone Duo keeps `.phone`). (iPhone Duo field notes:
/// "Orientation no longer decides layout", "What to check in the code"; the
/// cheat sheet: "What to remove from the codebase".)
///
/// ## Example
/// ```diff
///  // finding only:
///  let columns = UIDevice.current.userInterfaceIdiom == .pad ? 2 : 1
///  // idiom-layout: choose the layout from traitCollection.horizontalSizeClass
///  // and the container's size (view.bounds) instead
/// ```
///
/// ## Fix safety
/// Finding only: a size-class test is not equivalent to the idiom test (an
/// iPad in Split View can be compact, an iPhone Duo's inner display regular),
/// so which layout to show for each size is a design decision.
public struct IdiomLayout: Transform {
    public var id: String { "idiom-layout" }
    public var summary: String { "Layout decided by userInterfaceIdiom (.phone/.pad) → size classes and the container's size." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let layoutIdioms: Set<String> = ["phone", "pad"]

    /// One test of the idiom: where it is and what it compares with.
    struct Test {
        var site: Int
        var description: String
        var members: [String]
    }

    public func findings(in file: FileContext) -> [Finding] {
        // Test sources are not layout code (precision study, docs/precision.md).
        if file.isTestSource { return [] }
        let tree = file.tree
        var tests: [Test] = []
        // A name bound twice (`let idiom = …` in many methods) is followed once:
        // each follow scans the whole file.
        var followed: Set<String> = []
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier {
            if tree.is(i, "userInterfaceIdiom") {
                guard let start = Self.readStart(i, tree) else { continue }
                tests += Self.tests(start: start, end: i, tree, through: nil)
                // `let idiom = …userInterfaceIdiom`: follow the name through the file.
                if let name = Self.boundName(start, tree), followed.insert(name).inserted {
                    tests += Self.uses(of: name, tree)
                }
            } else if tree.is(i, "UI_USER_INTERFACE_IDIOM"), tree.kind(i + 1) == .leftParen, tree.partner[i + 1] >= 0, tree.kind(i - 1) != .period {
                let end = Int(tree.partner[i + 1])
                tests += Self.tests(start: i, end: end, tree, through: nil)
                if let name = Self.boundName(i, tree), followed.insert(name).inserted {
                    tests += Self.uses(of: name, tree)
                }
            }
        }
        var out: [Finding] = []
        var seen: Set<Int> = []
        for t in tests.sorted(by: { $0.site < $1.site }) where seen.insert(t.site).inserted {
            guard t.members.contains(where: Self.layoutIdioms.contains) else { continue }
            if NonLayoutCode.governsOnlyNonLayout(t.site, tree) { continue }
            let ctx = file.codeContext(of: t.site)
            if ctx.role == .other, Self.isFeatureGate(t.site, tree) { continue }
            out.append(file.finding(at: t.site, message(t, ctx, file)))
        }
        return out
    }

    // MARK: Messages

    func message(_ t: Test, _ ctx: CodeContext, _ file: FileContext) -> String {
        let what = "\(Text.short(t.description, limit: 60)) decides layout by device"
        if let stmt = file.tree.statement(containing: t.site), stmt.contains(where: { file.tree.is($0, "horizontalSizeClass") }) {
            return "\(what) → drop it, the `horizontalSizeClass` test beside it is enough"
        }
        let advice: String
        switch (ctx.role, ctx.hasInstance) {
        case (.traitEnvironment, true):
            let isController = ctx.typeName.map { file.index.isUIViewController($0) } ?? false
            advice = "use `traitCollection.horizontalSizeClass` and `\(isController ? "view.bounds" : "bounds")`"
        case (.swiftUIView, true):
            advice = "use `@Environment(\\.horizontalSizeClass)` and the container's size"
        default:
            advice = "pass in the size class or the container's width"
        }
        return "\(what) → \(advice)"
    }

    // MARK: Finding the tests

    /// First token of the read `x.userInterfaceIdiom` (or the bare name); nil
    /// for argument labels, declarations and key paths.
    static func readStart(_ i: Int, _ tree: SyntaxTree) -> Int? {
        if tree.kind(i + 1) == .colon, tree.kind(i - 1) == .leftParen || tree.kind(i - 1) == .comma { return nil }
        if tree.decls.contains(where: { $0.nameToken == i }) { return nil }
        if tree.kind(i - 1) == .period {
            switch tree.kind(i - 2) {
            case .identifier, .rightParen, .rightBracket, .postfixQuestion, .exclamation: break
            case .keyword: guard tree.is(i - 2, "self") else { return nil }
            default: return nil
            }
            let start = tree.operandStart(endingAt: i)
            if tree.kind(start) == .backslash || tree.kind(start - 1) == .backslash { return nil }
            return start
        }
        if tree.kind(i - 1) == .backslash { return nil }
        return i
    }

    /// The tests made directly on the value `start…end`: `== .pad`, `.pad !=`, `switch … { case .pad: }`.
    static func tests(start: Int, end: Int, _ tree: SyntaxTree, through name: String?) -> [Test] {
        let subject = name.map { "userInterfaceIdiom (through `\($0)`)" } ?? Text.oneLine(tree.text(from: start, through: end))
        var out: [Test] = []
        let after = end + 1
        if tree.kind(after) == .binaryOperator, tree.is(after, "==") || tree.is(after, "!=") || tree.is(after, "~="),
           let rhsEnd = tree.operandEnd(after + 1) {
            let rhs = Text.oneLine(tree.text(from: after + 1, through: rhsEnd))
            out.append(Test(site: start, description: "\(subject) \(tree.text(after)) \(rhs)", members: [lastName(after + 1, rhsEnd, tree)]))
        }
        let before = start - 1
        if before > 0, tree.kind(before) == .binaryOperator, tree.is(before, "==") || tree.is(before, "!=") {
            let lhsStart = tree.operandStart(endingAt: before - 1)
            let lhs = Text.oneLine(tree.text(from: lhsStart, through: before - 1))
            out.append(Test(site: lhsStart, description: "\(lhs) \(tree.text(before)) \(subject)", members: [lastName(lhsStart, before - 1, tree)]))
        }
        if before >= 0, tree.is(before, "switch"), tree.kind(after) == .leftBrace {
            out.append(Test(site: before, description: "switch over \(subject)", members: caseMembers(after, tree)))
        }
        return out
    }

    /// `let name = <read>` / `var name: T = <read>`: the bound name.
    static func boundName(_ start: Int, _ tree: SyntaxTree) -> String? {
        guard start >= 2, tree.kind(start - 1) == .equal else { return nil }
        guard let d = tree.decls.firstIndex(where: { $0.kind.isVariable && $0.initializer?.lowerBound == start }) else { return nil }
        let name = tree.decls[d].name
        return name.isEmpty ? nil : name
    }

    /// Tests of a name that holds the idiom.
    static func uses(of name: String, _ tree: SyntaxTree) -> [Test] {
        var out: [Test] = []
        var declNames: Set<Int>?  // name tokens of declarations, built at the first use found
        for k in 0..<(tree.count - 1) where tree.kind(k) == .identifier && tree.isText(k, name) {
            if declNames == nil { declNames = Set(tree.decls.map(\.nameToken)) }
            if declNames!.contains(k) { continue }
            let start: Int
            if tree.kind(k - 1) == .period {
                guard tree.is(k - 2, "self") else { continue }
                start = k - 2
            } else {
                start = k
            }
            out += tests(start: start, end: k, tree, through: name)
        }
        return out
    }

    /// The `.member` names of the `case` labels of the switch body at `brace`.
    static func caseMembers(_ brace: Int, _ tree: SyntaxTree) -> [String] {
        guard tree.partner[brace] >= 0 else { return [] }
        var out: [String] = []
        var k = brace + 1
        let close = Int(tree.partner[brace])
        var inLabel = false
        while k < close {
            if Int(tree.parentGroup[k]) == brace {
                if tree.is(k, "case") { inLabel = true } else if tree.kind(k) == .colon { inLabel = false }
            }
            if inLabel, tree.kind(k) == .period, tree.kind(k + 1) == .identifier { out.append(tree.text(k + 1)) }
            k += 1
        }
        return out
    }

    static func lastName(_ from: Int, _ to: Int, _ tree: SyntaxTree) -> String {
        var k = to
        while k >= from {
            if tree.kind(k) == .identifier { return tree.text(k) }
            k -= 1
        }
        return ""
    }

    /// Outside views and controllers: the idiom test is a product or feature
    /// gate, not layout, when its statement combines it with `&&` and a
    /// feature-flag name (`isInternal…`, `featureFlag…`, `…Enabled`, `variant`,
    /// `experiment`, `beta`, `rollout`), or sits under a `case` about Wallet
    /// passes (`case .walletPass: return … == .phone`).
    static func isFeatureGate(_ site: Int, _ tree: SyntaxTree) -> Bool {
        guard let stmt = tree.statement(containing: site) else { return false }
        var hasAnd = false
        var hasFlag = false
        for k in stmt {
            if tree.kind(k) == .binaryOperator, tree.is(k, "&&") { hasAnd = true }
            guard tree.kind(k) == .identifier else { continue }
            let lower = tree.text(k).lowercased()
            if lower.hasPrefix("isinternal") || lower.contains("featureflag") || lower.hasSuffix("enabled")
                || lower == "flags" || lower.contains("variant") || lower.contains("experiment")
                || lower == "beta" || lower.hasPrefix("isbeta") || lower.contains("rollout") {
                hasFlag = true
            }
            if tree.is(stmt.lowerBound, "case"), lower.contains("pass") || lower.contains("wallet") { return true }
        }
        return hasAnd && hasFlag
    }
}
