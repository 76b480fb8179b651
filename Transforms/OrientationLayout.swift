import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports code that reads an orientation to decide layout:
/// `UIDevice.current.orientation` (`.isLandscape`, `.isPortrait`,
/// `== .landscapeLeft`, `switch`), the deprecated `interfaceOrientation` of
/// `UIWindowScene` and `UIViewController` (`windowScene.interfaceOrientation`,
/// `view.window?.windowScene?.interfaceOrientation`, a bare
/// `interfaceOrientation` in a view controller) and
/// `UIApplication.shared.statusBarOrientation`. Each finding names what to use
/// where the code runs: `traitCollection.horizontalSizeClass` and the
/// container's size in UIKit views and controllers,
/// `@Environment(\.horizontalSizeClass)` and the container's size
/// (`GeometryReader`, `onGeometryChange`) in SwiftUI, a size class or size
/// passed in elsewhere; and `windowScene.effectiveGeometry.interfaceOrientation`
/// where the orientation itself is what the code needs.
/// `effectiveGeometry.interfaceOrientation` (and any `…geometry.interfaceOrientation`)
/// is the replacement and is never reported; a bare `interfaceOrientation` is
/// only taken for the controller's property inside a `UIViewController` of a
/// file that declares no property, local or parameter of that name.
///
/// Not reported (low noise), because there the orientation is the point:
/// - code inside `supportedInterfaceOrientations`,
///   `preferredInterfaceOrientationForPresentation`, `shouldAutorotate`,
///   `application(_:supportedInterfaceOrientationsFor:)` and
///   `supportedInterfaceOrientations(for:)` (the orientation preference itself);
/// - files whose code uses the camera or motion sensors: any `AVCapture…`
///   identifier, `import CoreMotion`, `CMMotionManager`, `CMDeviceMotion`,
///   `CMAttitude`, `CMAccelerometer…`, `CMGyro…`;
/// - members (the enclosing function or property) that turn an orientation
///   into an image or video orientation: they mention `videoOrientation`,
///   `videoRotationAngle`, `imageOrientation`, `UIImage.Orientation`,
///   `UIImageOrientation`, `CGImagePropertyOrientation` or EXIF;
/// - tests whose governed code is only analytics or logging (idiom-layout's
///   markers: `print`, `os_log`, loggers, `track…`/`log…` calls, analytics
///   names, `Pixel.fire`), also inside closures and work items created there
///   (`let work = DispatchWorkItem { Pixel.fire(.landscape) }; queue.async(execute: work)`);
/// - code that only notices turns: an `if` comparing the orientation with an
///   earlier one the same member stores (`if last != UIDevice.current.orientation`
///   … `last = UIDevice.current.orientation`, a rotation counter for a debug
///   gesture) whose branches set no frame, constraint, layout or size, and the
///   stores that feed it.
///
/// One decision, one finding: in `if #available(iOS 13.0, *) { …
/// windowScene?.interfaceOrientation … } else { … statusBarOrientation … }` the
/// older branch repeats the decision already reported at the first branch and
/// is not reported again (a fallback alone in its branch still is).
///
/// ## Why
/// In iOS 27 the window can be resized (iPhone Mirroring, iPhone apps on
/// iPad, Split View on iPhone Duo) and the system may ignore the supported
/// orientations there: in iPhone Mirroring the interface stays portrait while
/// the user widens the window, and the inner display of iPhone Duo is wide in
/// either orientation. The orientation no longer says whether two columns fit;
/// the size class and the container's size do.
/// `UIWindowScene.interfaceOrientation` is deprecated in iOS 26 ("Use
/// effectiveGeometry.interfaceOrientation instead.").
///
/// So are `UIViewController.interfaceOrientation` and
/// `UIApplication.statusBarOrientation`, which is also global to the app.
/// Where the orientation itself is needed, read
/// `view.window?.windowScene?.effectiveGeometry.interfaceOrientation` (in a
/// view, `window?.windowScene?…`; elsewhere, from the scene the code serves).
/// (iPhone Duo field notes: "Orientation no longer decides layout", and
/// "two columns only in landscape" as the pattern to retire; Apple:
/// `UIWindowScene.effectiveGeometry`.)
///
/// ## Example
/// ```diff
///  // finding only:
///  override func viewWillLayoutSubviews() {
///      super.viewWillLayoutSubviews()
///      stack.axis = UIDevice.current.orientation.isLandscape ? .horizontal : .vertical
///  }
///  // orientation-layout: choose the layout from traitCollection.horizontalSizeClass
///  // and the container's size (view.bounds) instead
/// ```
///
/// ## Fix safety
/// Finding only: replacing an orientation test with a size-class test changes
/// which layout appears when (a wide window in portrait, a narrow one in
/// landscape), which a human has to decide screen by screen.
public struct OrientationLayout: Transform {
    public var id: String { "orientation-layout" }
    public var summary: String { "Layout decided by device or interface orientation → size classes and the container's size." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["orientation", "interfaceOrientation", "statusBarOrientation"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let deviceOrientation = Pattern("UIDevice.current.orientation")
    /// Members that state the orientation preference itself.
    static let preferenceMembers: Set<String> = [
        "supportedInterfaceOrientations", "supportedInterfaceOrientationsFor",
        "preferredInterfaceOrientationForPresentation", "shouldAutorotate",
    ]
    /// Identifier prefixes that mark a file as camera or motion code.
    static let cameraOrMotionPrefixes = ["AVCapture", "CMMotion", "CMDeviceMotion", "CMAttitude", "CMAccelerometer", "CMGyro", "CoreMotion"]
    /// Identifiers that mark a member as image or video orientation handling.
    static let imageOrientationWords: Set<String> = [
        "videoOrientation", "videoRotationAngle", "imageOrientation", "UIImageOrientation",
        "CGImagePropertyOrientation", "kCGImagePropertyOrientation",
    ]

    enum API { case device, scene, controller, interface, statusBar }

    struct Use {
        var start: Int
        var api: Int
        var kind: API
    }

    public func findings(in file: FileContext) -> [Finding] {
        // Test sources are not layout code (precision study, docs/precision.md).
        if file.isTestSource { return [] }
        let tree = file.tree
        var uses: [Use] = []
        for m in tree.matches(Self.deviceOrientation) {
            uses.append(Use(start: m.tokens.lowerBound, api: m.tokens.upperBound, kind: .device))
        }
        let scan = tree.containsToken(Array("interfaceOrientation".utf8)) || tree.containsToken(Array("statusBarOrientation".utf8))
        let shadowed = scan && Self.declaresName("interfaceOrientation", tree)
        for i in 0..<(scan ? tree.count - 1 : 0) where tree.kind(i) == .identifier {
            if tree.is(i, "interfaceOrientation") {
                if let start = Self.memberChainStart(i, tree) {
                    let baseName = Self.baseName(before: i, tree)
                    // `effectiveGeometry.interfaceOrientation` is the replacement.
                    if baseName.lowercased().hasSuffix("geometry") { continue }
                    let lowered = tree.text(from: start, through: i).lowercased()
                    let kind: API
                    if lowered.contains("scene") {
                        kind = .scene
                    } else if baseName == "self" || baseName == "super" || baseName.lowercased().contains("controller") || file.index.isUIViewController(baseName) {
                        kind = .controller
                    } else {
                        kind = .interface
                    }
                    uses.append(Use(start: start, api: i, kind: kind))
                } else if Self.isBareRead(i, tree), !shadowed {
                    let ctx = file.codeContext(of: i)
                    if let t = ctx.typeName, file.index.isUIViewController(t) {
                        uses.append(Use(start: i, api: i, kind: .controller))
                    }
                }
            } else if tree.is(i, "statusBarOrientation"), let start = Self.memberChainStart(i, tree) {
                uses.append(Use(start: start, api: i, kind: .statusBar))
            }
        }
        if uses.isEmpty || Self.isCameraOrMotionFile(tree) { return [] }
        uses.sort { $0.start < $1.start }
        let turns = TurnTracking(uses.map { $0.start...$0.api }, tree)
        var out: [Finding] = []
        var seen: Set<Int> = []
        var reported: [Int] = []
        for u in uses where seen.insert(u.start).inserted {
            if Self.inPreferenceMember(u.start, tree) { continue }
            if Self.inImageOrientationMember(u.start, tree) { continue }
            // An orientation test that only decides analytics or logging (idiom-layout's
            // markers, closures and work items in the governed block included).
            if NonLayoutCode.governsOnlyNonLayout(u.start, tree) { continue }
            // Counting turns (a stored previous orientation, no layout set): not a layout decision.
            if turns.covers(u.start) { continue }
            // The older branch of `if #available … else` repeating the decision already reported.
            if Self.isAvailabilityFallback(u.start, tree, reported) { continue }
            reported.append(u.start)
            let ctx = file.codeContext(of: u.start)
            out.append(file.finding(at: u.start, message(u, ctx, file)))
        }
        return out
    }

    // MARK: One decision, one finding

    /// Whether the use at `i` sits in a later branch of an `if` whose condition checks
    /// availability (`if #available(iOS 13.0, *) { … interfaceOrientation … } else { … statusBarOrientation … }`)
    /// and an earlier branch of that `if` (or `else if` chain) already has a reported use
    /// among `reported`: the same decision for older systems, reported once at the first branch.
    static func isAvailabilityFallback(_ i: Int, _ tree: SyntaxTree, _ reported: [Int]) -> Bool {
        guard !reported.isEmpty else { return false }
        for g in tree.enclosingGroups(i) where tree.kind(g) == .leftBrace && tree.braceKinds[g] == .statementBlock {
            guard tree.is(g - 1, "else"), tree.kind(g - 2) == .rightBrace, tree.partner[g - 2] >= 0 else { continue }
            var close = g - 2
            var checksAvailability = false
            var earlierUse = false
            while tree.partner[close] >= 0 {
                let open = Int(tree.partner[close])
                guard let kw = ifKeyword(before: open, tree) else { break }
                if (kw..<open).contains(where: { tree.kind($0) == .poundAvailable }) { checksAvailability = true }
                if reported.contains(where: { open < $0 && $0 < close }) { earlierUse = true }
                // `… } else if … {`: the branches before it.
                guard tree.is(kw - 1, "else"), tree.kind(kw - 2) == .rightBrace else { break }
                close = kw - 2
            }
            if checksAvailability && earlierUse { return true }
        }
        return false
    }

    /// The `if` whose condition runs up to the block `{` at `open` (nil when the block is not an `if`'s).
    static func ifKeyword(before open: Int, _ tree: SyntaxTree) -> Int? {
        var k = tree.previousSibling(open)
        while k >= 0, tree.parentGroup[k] == tree.parentGroup[open] {
            if tree.kind(k) == .keyword {
                if tree.is(k, "if") { return k }
                if ["while", "for", "switch", "do", "repeat", "catch", "defer", "guard", "else"].contains(tree.text(k)) { return nil }
            }
            if tree.kind(k) == .semicolon || tree.kind(k) == .rightBrace || tree.kind(k) == .leftBrace { return nil }
            k = tree.previousSibling(k)
        }
        return nil
    }

    // MARK: Messages

    func message(_ u: Use, _ ctx: CodeContext, _ file: FileContext) -> String {
        let what = "`" + Text.short(Self.describe(u, file.tree), limit: 50) + "`"
        let problem: String
        switch u.kind {
        case .device: problem = "decides layout by device orientation"
        case .scene, .controller, .interface, .statusBar: problem = "(deprecated) decides layout by orientation"
        }
        let replacement: String
        switch (ctx.role, ctx.hasInstance) {
        case (.traitEnvironment, true):
            let isController = ctx.typeName.map { file.index.isUIViewController($0) } ?? false
            replacement = "use `traitCollection.horizontalSizeClass` and `\(isController ? "view.bounds" : "bounds")`"
        case (.swiftUIView, true):
            replacement = "use `@Environment(\\.horizontalSizeClass)` and the container's size"
        default:
            replacement = u.kind == .scene
                ? "pass the scene's size class or the window's size to the views"
                : "pass in the size class or the container's size"
        }
        return "\(what) \(problem) → \(replacement)"
    }

    /// `UIDevice.current.orientation.isLandscape`, `switch on X`, `X == .landscapeLeft`, …
    static func describe(_ u: Use, _ tree: SyntaxTree) -> String {
        var text = Text.oneLine(tree.text(from: u.start, through: u.api))
        var end = u.api
        if tree.kind(end + 1) == .period, tree.kind(end + 2) == .identifier,
           tree.is(end + 2, "isLandscape") || tree.is(end + 2, "isPortrait") || tree.is(end + 2, "isFlat") || tree.is(end + 2, "isValidInterfaceOrientation") {
            text += "." + tree.text(end + 2)
            end += 2
        } else if tree.kind(end + 1) == .binaryOperator, tree.is(end + 1, "==") || tree.is(end + 1, "!="),
                  let rhsEnd = tree.operandEnd(end + 2), rhsEnd - (end + 2) < 4 {
            text += " \(tree.text(end + 1)) " + Text.oneLine(tree.text(from: end + 2, through: rhsEnd))
        }
        if u.start > 0, tree.is(u.start - 1, "switch") { text = "switch over " + text }
        return text
    }

    // MARK: Recognising uses

    /// For a member `x.name` at token `i`: the first token of the chain; nil
    /// when `i` is not a member access on an operand (a bare name, an implicit
    /// member, a key path component).
    static func memberChainStart(_ i: Int, _ tree: SyntaxTree) -> Int? {
        guard tree.kind(i - 1) == .period else { return nil }
        switch tree.kind(i - 2) {
        case .identifier, .rightParen, .rightBracket, .postfixQuestion, .exclamation:
            break
        case .keyword:
            guard tree.is(i - 2, "self") || tree.is(i - 2, "super") else { return nil }
        default:
            return nil
        }
        let start = tree.operandStart(endingAt: i)
        if start > 0, tree.kind(start - 1) == .backslash { return nil }
        if tree.kind(start) == .backslash { return nil }
        return start
    }

    /// The name of the value `name` is read from in `base.name` (`self`,
    /// `windowScene`, `effectiveGeometry`), skipping `?` and `!`.
    static func baseName(before i: Int, _ tree: SyntaxTree) -> String {
        var k = i - 2
        while tree.kind(k) == .postfixQuestion || tree.kind(k) == .exclamation { k -= 1 }
        return tree.kind(k) == .identifier || tree.kind(k) == .keyword ? tree.text(k) : ""
    }

    /// A bare name that is read (not an argument label, a parameter or a declaration's name).
    static func isBareRead(_ i: Int, _ tree: SyntaxTree) -> Bool {
        if tree.kind(i - 1) == .period || tree.kind(i - 1) == .backslash { return false }
        if tree.kind(i + 1) == .colon { return false }
        if tree.kind(i - 1) == .keyword, tree.is(i - 1, "let") || tree.is(i - 1, "var") || tree.is(i - 1, "func") || tree.is(i - 1, "case") { return false }
        return true
    }

    /// Whether the file declares `name` itself (a property, local or parameter), which shadows the UIKit member.
    static func declaresName(_ name: String, _ tree: SyntaxTree) -> Bool {
        if tree.decls.contains(where: { $0.name == name }) { return true }
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier && tree.isText(i, name) && tree.kind(i + 1) == .colon {
            // `name:` as a parameter (`(name: T`, `_ name: T`, `label name: T`) rather than an argument label.
            let open = Int(tree.parentGroup[i])
            if open >= 0, tree.kind(open) == .leftParen, open > 0, tree.kind(open - 1) == .identifier || tree.kind(open - 1) == .keyword,
               tree.is(open - 1, "init") || tree.is(open - 1, "subscript") || (open > 1 && tree.is(open - 2, "func")) {
                return true
            }
            if tree.kind(i - 1) == .identifier || tree.is(i - 1, "_") { return true }
        }
        return false
    }

    /// Inside a member that states the orientation preference itself.
    static func inPreferenceMember(_ i: Int, _ tree: SyntaxTree) -> Bool {
        for d in tree.declChain(containing: i) {
            let decl = tree.decls[d]
            guard decl.kind.isFunctionLike || decl.kind.isVariable else { continue }
            if preferenceMembers.contains(decl.name) { return true }
            let headerEnd = decl.body >= 0 ? decl.body : decl.end
            var k = decl.keyword
            while k < headerEnd {
                if tree.kind(k) == .identifier, preferenceMembers.contains(tree.text(k)) { return true }
                k += 1
            }
        }
        return false
    }

    /// Whether the file's code uses the camera or motion sensors.
    static func isCameraOrMotionFile(_ tree: SyntaxTree) -> Bool {
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier {
            let t = tree.tokens[i]
            guard t.length >= 6, tree.bytes[Int(t.start)] == UInt8(ascii: "A") || tree.bytes[Int(t.start)] == UInt8(ascii: "C") else { continue }
            let s = tree.text(i)
            if cameraOrMotionPrefixes.contains(where: { s.hasPrefix($0) }) { return true }
        }
        return false
    }

    /// Inside a member (function or property) that converts an orientation for images or video.
    static func inImageOrientationMember(_ i: Int, _ tree: SyntaxTree) -> Bool {
        let chain = tree.declChain(containing: i)
        let range: ClosedRange<Int>
        if let member = chain.last(where: { !tree.decls[$0].kind.isTypeLike }) {
            range = tree.decls[member].start...tree.decls[member].end
        } else if let s = tree.statement(containing: i) {
            range = s
        } else {
            return false
        }
        for k in range where tree.kind(k) == .identifier {
            let s = tree.text(k)
            if imageOrientationWords.contains(s) || s.lowercased().contains("exif") { return true }
            if s == "Orientation", tree.kind(k - 1) == .period, tree.is(k - 2, "UIImage") { return true }
        }
        return false
    }
}
