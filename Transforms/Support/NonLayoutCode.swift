import SwiftTree

/// Code that tests the device (idiom, orientation) for something other than
/// layout: haptics, keyboard shortcuts, analytics, logging, system
/// preferences. Layout transforms (idiom-layout, orientation-layout) skip it.
enum NonLayoutCode {
    static let exactMarkers: Set<String> = [
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        "UIFeedbackGenerator", "impactOccurred", "notificationOccurred", "selectionChanged", "sensoryFeedback",
        "UIKeyCommand", "keyCommands", "addKeyCommand", "keyboardShortcut",
        "print", "debugPrint", "NSLog", "os_log", "log", "track", "popoverPresentationController",
        // Analytics SDKs by name: DuckDuckGo's `Pixel.fire`, MetricKit.
        "Pixel", "PixelKit", "DailyPixel", "UniquePixel", "MXMetricManager",
    ]
    /// Members whose idiom tests set system preferences, not layout.
    static let nonLayoutMembers: Set<String> = [
        "keyCommands", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation", "shouldAutorotate",
        "prefersStatusBarHidden", "preferredStatusBarStyle", "prefersHomeIndicatorAutoHidden",
        "preferredScreenEdgesDeferringSystemGestures",
    ]

    /// Whether everything the test at `site` decides is haptics, keyboard shortcuts, analytics or logging.
    static func governsOnlyNonLayout(_ site: Int, _ tree: SyntaxTree) -> Bool {
        for d in tree.declChain(containing: site) {
            let decl = tree.decls[d]
            if decl.kind.isTypeLike {
                // `extension UIInterfaceOrientationMask { static var portraitOnPhone: Self { … } }`
                if decl.name == "UIInterfaceOrientationMask" { return true }
                continue
            }
            if nonLayoutMembers.contains(decl.name) { return true }
            let lower = decl.name.lowercased()
            // Capability names (`isWatchAvailable`, `supportsHover`, `isPencilSupported`), not `availableSections`.
            if decl.kind.isFunctionLike || decl.kind.isVariable,
               lower.hasSuffix("available") || lower.hasSuffix("supported") || lower.hasPrefix("supports") || lower.hasPrefix("supported") { return true }
            // A member returning an orientation mask (`static var portraitOnPhone: UIInterfaceOrientationMask`).
            let headerEnd = decl.body >= 0 ? decl.body : (decl.initializer?.lowerBound ?? decl.end)
            var k = decl.keyword
            while k < headerEnd {
                if tree.is(k, "UIInterfaceOrientationMask") { return true }
                k += 1
            }
        }
        guard let stmt = tree.statement(containing: site) else { return false }
        let first = stmt.lowerBound
        var actions: [ClosedRange<Int>] = []
        if tree.is(first, "if") || tree.is(first, "while") || tree.is(first, "switch") {
            var k = first
            while k <= stmt.upperBound {
                if tree.kind(k) == .leftBrace, tree.braceKinds[k] == .statementBlock { actions += tree.statements(in: k) }
                k = tree.nextSibling(k)
            }
        } else if tree.is(first, "guard") {
            let brace = tree.enclosingBrace(first)
            actions = tree.statements(in: brace).filter { $0.lowerBound > stmt.upperBound }
        } else if tree.is(first, "let") || tree.is(first, "var"), tree.kind(first + 1) == .identifier,
                  case let brace = tree.enclosingBrace(first), brace >= 0, tree.braceKinds[brace] != .typeBody {
            // `let isPhone = … == .phone`: what the local decides is where the block uses it.
            let name = tree.text(first + 1)
            actions = tree.statements(in: brace).filter { r in
                r.lowerBound > stmt.upperBound && r.contains(where: { tree.kind($0) == .identifier && tree.isText($0, name) })
            }
            if actions.isEmpty { actions = [stmt] }
        } else {
            actions = [stmt]
        }
        var tainted: Set<String> = []
        var sawNonLayout = false
        for a in actions {
            guard let body = stripCaseLabel(a, tree) else { continue }
            var nonLayout = false
            for k in body {
                if tree.kind(k) == .stringSegment {
                    // Naming the device: "iPad", "iPhone".
                    let text = tree.text(k)
                    if text.contains("iPad") || text.contains("iPhone") {
                        nonLayout = true
                        break
                    }
                    continue
                }
                guard tree.kind(k) == .identifier else { continue }
                let s = tree.text(k)
                if isMarker(s) || tainted.contains(s) || s == "iOS" && tree.kind(k - 1) == .period {
                    nonLayout = true
                    break
                }
            }
            if !nonLayout, isNeutral(body, tree) { continue }
            guard nonLayout else { return false }
            sawNonLayout = true
            if tree.is(body.lowerBound, "let") || tree.is(body.lowerBound, "var"), tree.kind(body.lowerBound + 1) == .identifier {
                tainted.insert(tree.text(body.lowerBound + 1))
            }
        }
        return sawNonLayout
    }

    /// The statement without a leading `case …:` / `default:` label; nil when nothing follows the label.
    static func stripCaseLabel(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> ClosedRange<Int>? {
        guard tree.is(r.lowerBound, "case") || tree.is(r.lowerBound, "default") else { return r }
        var k = r.lowerBound
        while k <= r.upperBound {
            if tree.kind(k) == .colon { return k + 1 <= r.upperBound ? (k + 1)...r.upperBound : nil }
            k = tree.nextSibling(k)
        }
        return nil
    }

    /// `return`, `break`, `continue`, `fallthrough`, optionally with one literal.
    static func isNeutral(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> Bool {
        let f = r.lowerBound
        guard tree.is(f, "return") || tree.is(f, "break") || tree.is(f, "continue") || tree.is(f, "fallthrough") else { return false }
        if r.count == 1 { return true }
        if r.count == 2 {
            let k = tree.kind(r.upperBound)
            return k == .integerLiteral || k == .floatLiteral || k == .stringSegment || tree.is(r.upperBound, "nil") || tree.is(r.upperBound, "true") || tree.is(r.upperBound, "false")
        }
        return r.count == 3 && tree.kind(f + 1) == .leftBracket && tree.kind(f + 2) == .rightBracket
    }

    static func isMarker(_ s: String) -> Bool {
        if exactMarkers.contains(s) { return true }
        let lower = s.lowercased()
        // Naming the device (`.iPad`, `UserText.deviceTypeiPad`, `PixelKit.Source.iPadOS`).
        if lower == "ipad" || lower == "iphone" || lower == "ipados" || lower.contains("devicetype") || lower.contains("devicename") { return true }
        if lower.contains("analytics") || lower.contains("crashlytics") || lower.contains("logger") { return true }
        // Hardware-only features (`isCarPlaySupported`, `CarPlayQuickAccessAction`).
        if lower.contains("carplay") { return true }
        // `logEvent`, `trackScreen` (not `login`, `logo`, `tracker`).
        for prefix in ["log", "track"] where s.hasPrefix(prefix) && s.count > prefix.count {
            let next = s[s.index(s.startIndex, offsetBy: prefix.count)]
            if next.isUppercase { return true }
        }
        return false
    }
}
