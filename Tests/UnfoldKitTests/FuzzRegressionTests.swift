import Foundation
// Regression tests for what the pipeline fuzz target (Fuzz/Pipeline,
// docs/fuzzing.md) found: the engine with every transform (unsafe, one job) on
// each minimised crasher, or a readable input that fails at the same place.
// A trap cannot be caught in-process, so crashes run as exit tests
// (`#expect(processExitsWith: .success)` runs the body in a child process).
// Open defects are wrapped in `withKnownIssue`: the suite stays green until the
// fix lands, and then `withKnownIssue` itself fails ("known issue was not
// recorded"), which is the signal to unwrap it.
import Testing
import Transforms
import UnfoldKit

/// Runs the whole pipeline the way the fuzz target does, then checks that a
/// second run over the result changes nothing.
enum FuzzPipeline {
    static func run(_ files: [(String, [UInt8])]) -> (first: EngineResult, second: EngineResult) {
        var o = EngineOptions()
        o.unsafe = true
        o.jobs = 1
        let engine = Engine(transforms: Registry.all, options: o)
        let inputs = files.map { SourceInput(path: $0.0, bytes: $0.1) }
        let first = engine.run(inputs)
        var after: [String: [UInt8]] = [:]
        for f in inputs where after[f.path] == nil { after[f.path] = f.bytes }
        for c in first.changes { after[c.path] = c.result }
        let second = engine.run(after.keys.sorted().map { SourceInput(path: $0, bytes: after[$0]!) })
        return (first, second)
    }

    /// An app-delegate file next to an (empty) Info.plist, as in the crashers.
    static func appDelegate(_ swift: String) -> [(String, [UInt8])] {
        [("App/AppDelegate.swift", Array(swift.utf8)), ("App/Info.plist", [])]
    }

    static func swift(_ swift: String) -> [(String, [UInt8])] {
        [("App/AppDelegate.swift", Array(swift.utf8))]
    }
}

/// Crasher inputs (an exit test's body cannot capture, so they are statics).
enum PipelineCrashers {
    static let didFinishLaunching =
        "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"

    /// ManualToolbar.swift:135 `ToolbarMigration.run`, "Range requires lowerBound <= upperBound":
    /// `classRange = body...Int(tree.partner[body])` with the class's `{` unbalanced (partner -1).
    /// Minimised fuzz input: `class R{let a=UIToolbar(`.
    static let toolbarInUnclosedClass = "class R{let a=UIToolbar("

    /// ManualToolbar.swift:135, "Index out of range": the same line with a
    /// class that has no body at all (`body == -1`, so `partner[-1]`).
    /// Fuzz input `class n(\u{6}\nlet r=UIToolbar(`; readable equivalent:
    static let toolbarInClassWithoutBody = "class A(x\n    let bar = UIToolbar()\n)\n"

    /// ManualToolbar.swift:154, "Range requires lowerBound <= upperBound": a
    /// local toolbar whose enclosing `{` is unbalanced
    /// (`(decl.end + 1)...Int(tree.partner[tree.enclosingBrace(decl.keyword)])`).
    /// Minimised fuzz input (69 bytes).
    static let localToolbarInUnclosedBrace = "fina\n class a:UIViewController{[a\noverrid\n func{[]\nlet a=UIToolbar(]}"

    /// AppDelegateWindow.swift:531 `reportLaunchOptions`: didFinishLaunching's
    /// `{` unbalanced (`md.body...Int(tree.partner[md.body])`). Fuzz input
    /// `class a:UIApplicationDelegate{func application didFinishLaunchingWithOptions a{\nwindow\n` + plist.
    static let unclosedDidFinishLaunching =
        "class AppDelegate: UIResponder, UIApplicationDelegate {\n" + didFinishLaunching + "        window = UIWindow()\n"

    /// AppDelegateWindow.swift:781 `windowStillUsed`: the class's `{` unbalanced,
    /// its methods balanced (`decl.body...Int(tree.partner[decl.body])`).
    static let unclosedAppDelegateClass =
        "class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n" + didFinishLaunching
        + "        { window = UIWindow() }\n        return true\n    }\n"

    /// AppDelegateWindow.swift:317 `collectWindowStatements`: a window helper
    /// method (`setupWindow()`) whose body is not closed
    /// (`tree.decls[m].body...Int(tree.partner[tree.decls[m].body])`).
    static let unclosedWindowHelper =
        "class AppDelegate: UIResponder, UIApplicationDelegate {\n" + didFinishLaunching
        + "        setupWindow()\n        return true\n    }\n    private func setupWindow() {\n        window = UIWindow()\n"

    /// AppDelegateWindow.swift:657 `movedLifeCycleMethod` → SyntaxTree.lineRange(of:)
    /// (Statements.swift, "Index out of range"): a life-cycle method
    /// (`applicationDidBecomeActive`) whose `{` is unbalanced gives
    /// `close = Int(tree.partner[md.body]) == -1`, then `lineRange(of: (close - 1)...)`
    /// reads `tokens[-2]`. Minimised fuzz input (129 bytes, found by the run with
    /// the sites above guarded):
    /// `fina\n class a:UIApplicationDelegate{func application didFinishLaunchingWithOptions a{\nwindow\n}func applicationDidBecomeActive{a` + plist.
    static let unclosedLifeCycleMethod =
        "class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n" + didFinishLaunching
        + "        window = UIWindow()\n        return true\n    }\n"
        + "    func applicationDidBecomeActive(_ application: UIApplication) {\n        refresh()\n"

    /// ManualToolbar.swift:242 `ToolbarMigration.classify`, "Range requires
    /// lowerBound <= upperBound" in `text(from:through:)`: an assignment with no
    /// value yet (`toolbar.items =` and the statement ends there) makes it read
    /// `text(from: rest + 1, through: s.upperBound)` with `rest + 1 > s.upperBound`.
    /// Found on the tree with the unbalanced-brace sites guarded; minimised:
    /// `class a:UIViewController{let toolbar=UIToolbar()\ntoolbar.items= `.
    /// Readable, balanced equivalent:
    static let toolbarItemsAssignedNothing =
        "class A: UIViewController {\n    let toolbar = UIToolbar()\n    override func viewDidLoad() {\n        toolbar.items =\n    }\n}\n"

    /// ManualToolbar.swift:254, same shape for an appearance member (`toolbar.tintColor =`).
    static let toolbarAppearanceAssignedNothing =
        "class A: UIViewController {\n    let toolbar = UIToolbar()\n    override func viewDidLoad() {\n        toolbar.tintColor =\n    }\n}\n"

    /// ManualToolbar.swift:383, same shape inside a lazy toolbar's closure (`t.items =`).
    static let lazyToolbarItemsAssignedNothing =
        "class A: UIViewController {\n    lazy var toolbar: UIToolbar = {\n        let t = UIToolbar()\n        t.items =\n    }()\n}\n"

    /// AppDelegateWindow.swift:432 `ownsItsLines` → SyntaxTree.startsLine
    /// (TokenSource.swift:61, "Index out of range"), at 7bfd696: an unclosed `(`
    /// in didFinishLaunching. Its partner is now `.eof`, so `statements(in:)`
    /// returns a statement ending at `.eof` and `startsLine(s.upperBound + 1)`
    /// reads `tokens[count]`. A first-run crasher (then at line 531) that the
    /// partner = eof change turned into this one; minimised:
    /// `class a:UIApplicationDelegate{func application didFinishLaunchingWithOptions a{\n(window` + plist.
    static let unclosedParenInDidFinishLaunching =
        "class AppDelegate: UIResponder, UIApplicationDelegate {\n" + didFinishLaunching + "        configure(window\n"

    /// NavigationBarItems.swift:152 `commentsInsideArguments` → SyntaxTree.hasComment
    /// (SyntaxTree.swift:121, "Index out of range"), at 7bfd696: an unclosed
    /// argument list ends at `.eof`, so `hasComment(inLeadingTriviaOf: a.range.upperBound + 1)`
    /// reads `tokens[count]`. Minimised: `struct a:View{.navigationBarItems(leading:{//`.
    static let unclosedNavigationBarItems =
        "struct A: View {\n    var body: some View {\n        Text(\"x\").navigationBarItems(leading: Button(\"a\") {\n            // tap\n"

    /// AppDelegateWindow.swift:470 `replaceWindowCreation`, "Array replace:
    /// subrange extends past the end", at 7bfd696: two unclosed `UIWindow(` both
    /// end at `.eof` (partner = eof passes the old `partner >= 0` "is closed"
    /// guard), so the two edits overlap and the second replaces past the end.
    /// Minimised fuzz input (+ empty Info.plist).
    static let nestedUnclosedWindowCreation =
        "class a:UIApplicationDelegate{func application didFinishLaunchingWithOptions a{setupWindow()}privat\n func setupWindow(){window UIWindow(UIWindow(aaaaaaaaaaaaaaaaaaaaaaaaa"

    /// Idempotency failure (minimised from 2613 bytes), at 7bfd696: nested
    /// `.navigationBarItems` plus `@UIApplicationMain` in a file with an
    /// unterminated string. Run 1: round 1 rewrites the outer call; round 2's
    /// fixes (taken in registry order, not path/offset order as in round 1)
    /// lex worse together, are reverted and the file is marked broken for the
    /// rest of the run. Run 2 (round 1, offset order) applies them cleanly, so
    /// the second run changes the file. The fuzz input names the file Package.swift.
    static let nestedNavigationBarItemsNotIdempotent =
        "struct a:View{.navigationBarItems(leading:.navigationBarItems(leading:()@UIApplicationMain.navigationBarItems(trailing:{\"\n){\""

    /// ManualToolbar.swift:352 `lineRemoval` → SyntaxTree.startsLine
    /// (TokenSource.swift:61, "Index out of range"), at 7bfd696: a toolbar
    /// statement that runs into an unclosed `(` ends at `.eof`, and
    /// `startsLine(s.upperBound + 1)` reads `tokens[count]`. Minimised:
    /// `fina\n class UICollectionViewController{let toolbar=UIToolbar()\ntoolbar.leadingAnchor(isActive`.
    static let toolbarStatementIntoUnclosedParen =
        "class VC: UIViewController {\n    let toolbar = UIToolbar()\n    override func viewDidLoad() {\n        view.addSubview(toolbar\n"

    /// UnguardedIOS27API.swift:621 `wrapEdit` → SyntaxTree.startsLine
    /// (TokenSource.swift:61), at 7bfd696: an iOS 27 API in a statement that runs
    /// into an unclosed `(`, with a deployment target below 27. Minimised:
    /// `overrid\n func{\n(.visibilityPriority` + 0xFF `a` (project.pbxproj) `IPHONEOS_DEPLOYMENT_TARGET=2`.
    static let ios27APIInUnclosedParen =
        "class VC: UIViewController {\n    override func viewDidLoad() {\n        item.configure(.visibilityPriority\n"
    static let deploymentTarget15 = "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n"

    /// Idempotency failure in `scene-manifest-missing` (minimised from 1535 bytes),
    /// at 7bfd696: a malformed Info.plist (`</dict` without `>`) hides the
    /// inserted manifest from the XML reader, so every run inserts another one.
    static let sceneDelegateOnly = "fina\n class a:UIWindowSceneDelegate"
    static let malformedPlist = "<plist><dict><key></key><string></string></dict\n</dict></plist>"

    /// FixedScreenWidth.swift:240 `caseLabels` → SyntaxTree.nextSibling, "Index
    /// out of range" (tree after c32aa79): a `case` followed by an unclosed `{`
    /// in an unclosed switch. `nextSibling` of the unclosed `{` is partner + 1 =
    /// eof + 1 = `count`, the label loop stops there, then `k = nextSibling(k)`
    /// reads `tokens[count]`. Minimised: `switch width{case{1024`.
    static let unclosedCaseInSwitch = "switch width {\ncase {\n    1024\n"

    /// FixedScreenWidth.leftSide → SyntaxTree.operandStart(endingAt:)
    /// (Expressions.swift, "Index out of range"): a stray `}` before a closure
    /// `{` makes it read `braceKinds[-1]`. Minimised fuzz input: `}{>` (3 bytes);
    /// FixedScreenWidth now only looks at files that write a device size, hence the 375.
    static let strayCloseBrace = "}{> 375"
}

@Suite struct FuzzRegressionTests {
    @Test func toolbarInUnclosedClass() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.toolbarInUnclosedClass))
        }
    }

    @Test func toolbarInClassWithoutBody() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.toolbarInClassWithoutBody))
        }
    }

    @Test func localToolbarInUnclosedBrace() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.localToolbarInUnclosedBrace))
        }
    }

    @Test func unclosedDidFinishLaunching() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.appDelegate(PipelineCrashers.unclosedDidFinishLaunching))
        }
    }

    @Test func unclosedAppDelegateClass() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.appDelegate(PipelineCrashers.unclosedAppDelegateClass))
        }
    }

    @Test func unclosedWindowHelper() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.appDelegate(PipelineCrashers.unclosedWindowHelper))
        }
    }

    @Test func unclosedLifeCycleMethod() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.appDelegate(PipelineCrashers.unclosedLifeCycleMethod))
        }
    }

    @Test func toolbarItemsAssignedNothing() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.toolbarItemsAssignedNothing))
        }
    }

    @Test func toolbarAppearanceAssignedNothing() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.toolbarAppearanceAssignedNothing))
        }
    }

    @Test func lazyToolbarItemsAssignedNothing() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.lazyToolbarItemsAssignedNothing))
        }
    }

    @Test func unclosedParenInDidFinishLaunching() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.appDelegate(PipelineCrashers.unclosedParenInDidFinishLaunching))
        }
    }

    @Test func unclosedNavigationBarItems() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.unclosedNavigationBarItems))
        }
    }

    @Test func nestedUnclosedWindowCreation() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.appDelegate(PipelineCrashers.nestedUnclosedWindowCreation))
        }
    }

    @Test func nestedNavigationBarItemsIdempotent() {
        // The fuzz input: its outer argument lists never close, so nothing is rewritten.
        // A known deployment target (iOS 14+): with none, navigation-bar-items only reports.
        let podfile = ("Podfile", Array("platform :ios, '15.0'\n".utf8))
        let files: [(String, [UInt8])] = [("App/AppDelegate.swift", []), ("Package.swift", Array(PipelineCrashers.nestedNavigationBarItemsNotIdempotent.utf8)), podfile]
        let (first, second) = FuzzPipeline.run(files)
        // navigation-bar-items leaves the broken lists alone (`@UIApplicationMain` → `@main` may apply).
        #expect(!first.changes.contains { String(decoding: $0.result, as: UTF8.self).contains("toolbar") }, "\(first.problems)")
        #expect(first.findings.contains { $0.ruleID == "navigation-bar-items" && $0.fix == nil })
        #expect(second.changes.map(\.path) == [])
        // Closed nesting: rewritten, one call per round, then nothing more.
        let nested = """
            import SwiftUI

            struct A: View {
                var body: some View {
                    Text("a").navigationBarItems(leading: Text("b").navigationBarItems(trailing: Text("c").navigationBarItems(trailing: EditButton())))
                }
            }

            """
        let (n1, n2) = FuzzPipeline.run([("App/A.swift", Array(nested.utf8)), podfile])
        #expect(!n1.changes.isEmpty && n1.problems.isEmpty, "\(n1.problems)")
        #expect(n2.changes.map(\.path) == [])
    }

    /// Pipeline fuzz finding (session 2): CenteredOverlay.swift:115
    /// `centerAssignment`, "Range requires lowerBound <= upperBound", on
    /// `hud.center = .center`: an implicit member has no container before its
    /// period, and the range `rhs...(end - 2)` ran backwards.
    @Test func centerAssignedAnImplicitMember() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift("import UIKit\nfinal class C: UIViewController {\n    func f() { hud.center = .center }\n}\n"))
        }
    }

    /// Pipeline fuzz finding (session 2): a dozen `.navigationBarItems(` whose
    /// argument lists never close each contain the next, so each round
    /// rewrote the outermost and the fixer gave up after 10 rounds ("did not
    /// reach a fixed point"). Unclosed argument lists are broken code: no rewrite.
    @Test func unclosedNavigationBarItemsNestedDeeply() {
        let call = "        .navigationBarItems(leading: EditButton()switch}\n"
        let source = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        List(items) { i in Text(i) }\n"
            + String(repeating: call, count: 14) + "}\n"
        let (first, second) = FuzzPipeline.run([("App/V.swift", Array(source.utf8))])
        #expect(first.problems.isEmpty, "\(first.problems)")
        #expect(first.changes.map(\.path) == [])
        #expect(second.changes.map(\.path) == [])
    }

    @Test func toolbarStatementIntoUnclosedParen() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.toolbarStatementIntoUnclosedParen))
        }
    }

    @Test func ios27APIInUnclosedParen() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run([("App/AppDelegate.swift", Array(PipelineCrashers.ios27APIInUnclosedParen.utf8)),
                                  ("App.xcodeproj/project.pbxproj", Array(PipelineCrashers.deploymentTarget15.utf8))])
        }
    }

    @Test func sceneManifestInMalformedPlistIdempotent() {
        let files: [(String, [UInt8])] = [("App/AppDelegate.swift", Array(PipelineCrashers.sceneDelegateOnly.utf8)),
                                          ("App/Info.plist", Array(PipelineCrashers.malformedPlist.utf8))]
        let (_, second) = FuzzPipeline.run(files)
        #expect(second.changes.map(\.path) == [])
    }

    @Test func unclosedCaseInSwitch() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.unclosedCaseInSwitch))
        }
    }

    @Test func strayCloseBraceBeforeClosure() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.strayCloseBrace))
        }
    }
}

/// Late fuzz findings (triaged by the lead): each input is the crasher split the
/// way the pipeline target splits it; the run must not trap and must be idempotent.
@Suite struct LateFuzzRegressionTests {
    /// `startsLine` / `hasComment` past `.eof` (an unclosed group ends at eof; callers look one token further).
    @Test func startsLineBeyondTheLastToken() {
        let files: [(String, [UInt8])] = [
            ("App/AppDelegate.swift", [UInt8](Data(base64Encoded: "aW1wb3J0IFVJS2l0CgpmaW5hbCBjbGFzcyBTY2VuZURlbGVnYXRlOiBVSVJlc3BvbmRlciwgVUlXaW5kb3dTY2VuZURlbGVnYXRlIHsKICAgIHZhciB3aW5kb3c6IFVJV2luZG93PwoKICAgIGZ1bmMgc2NEZXRhaWxWaWV3OiBWaWV3IHsKICAgIGxldCBtYWlsYm94OiBNYWlsYm94CiAgICBAU3RhdGUgcHJpdmF0ZSB2YXIgc2hvd2luZ0luZm8gPSBmYWxzZQoKICAgIHZhciBib2R5OiBzb21lIFZpZXcgewogICAgICAgIE1EZWZlc3NhZ2VWaXN0KG1haWxib3g6IG1haWxib3gpCiAgICAgICAgICAgIC5uYXZpZ2F0aW9uQmFySXRlbXMobGVhZGluZzoKICAgICAgICAgICAgICAgIEJ1dHRvbiB7CiAgICAgICAgICAgICAgICAgICAgc2hvd2luZ0lbCiAgICAgICAgICAgICAgACAgICAgSURlZmUoc3lzdGVuTmFtZTogImluZm8uY2lyY2xlIilpbGJveGVzVmlldzogVmlldyB7CiAgICBsZXQgbWFpbGJveGVzOiBbTWFpbGJveF0KCiAgICB2YXIgYm9keSAgICAgICAubmF2aWdhdGlvbkJh")!)),
            ("Package.swift", [UInt8](Data(base64Encoded: "//////////8gIH0KCn0Kc3RydWN0IE1haWxib3hEZXRhaWxWaWV3OiBWaf///319IAogCgpzdHJ1Y3QgTWFpbGJveERldGFpbFZpZXc6IFZpZXcgewogICAgbGV0IG1haWxib3g6IE1haWxib3gKICAgIEBTdGF0ZSBwcml2YXRlIHZhciBzaG93aW5nSW5mbyBlY3QgTWFpbGJveERldGFpbFZpZXc6IFZp////ICB9Cn0KCnN0cnVjdCBNYWlsYm94RGV0YWlsVmlldzogVmlldyB7CiAgICBsZXQgbWFpbGJveDogTWFpbGJveAogICAgQFN0YXxlIHByaXZhdGUgdmFyIHNob3dpbmdJbmZvaW1wb3J0IFN3aWZ0VUkKCnN0cnVjdCBCeWxpbmU6IFZpZXcgewogICAgbGV0IGF1dGhvcjogU3RyaW5nCiAgICBsZXQgbWludXRlczogSW50CgogICAgdmEgPSBmYWxzZQoKICAgIHZhciBib2R5OiBzb21lIFZpZXcgewogICAgICAgIE1EZWZlc3NhZ2VWaXN0KG1haWxib3g6IG1haWxib3gpCiAgICAgICAgICAgIC5uYXZpZ2F0aW9uQmFySXRlbXMobGVhZGluZzoKICAgICAgICAgICAgICAgIEJ1dHRvbiB7CiAgICAgICAgICAgICAgICAgICAgc2hvd2luZ0lbCiAgICAgICAgICAgICAgACAgICAgSURlZmVvdmVycmlkZVVzZXJJbnRlcmZhY2VTdHlsZSA9IHRoZW1lLmludGVyZmFjZVN0eWxlCiAgICB9CgogICAgZnVuYyByZXN0ZW5lKF8gc2NlbmU6IFVJU2NlbmUsIHdpbGxDb25uZWN0VG8gc2Vzc2lvbjogVUlTY2VuZVNlc3Npb24sIG9wdGlvbnMgY29ubmVjdGlvbk9wdGlvbnM6IFVJU2NlbmUuQ29ubmVjdGlvbk9wdGlvbnMpIHsKICAgICAgICBndWFyZCBsZXQgd2luZG93U2NlbmUgPSBzY2VuZSBhcz8gVUlXaW5kb3dTY2VuZSBlbHNlIHsgcmV0dXJuIH0KICAgICAgICBsZXQgd2luZG93ID0gVUlXaW5kb3cod2luZG93U2NlbmU6IHdpbmRvd1NjZW5lKQogICAgICAgIHdpbmRvdy5yb290Vmlld0NvbnRyb2xsZXIgPSBVSU5hdmlnYXRpb25Db250cm9sbGVyKHJvb3RWaWV3Q29udHJvbGxlcjogRmVlZFZpZXdDb250cm9sbGVyKCkpCiAgICAgICAgd2luZG93Lm1ha2VLZXlBbmRWaXNpYmxlKCkKICAgICAgICBzZWxmLndpbmRvdyA9IHdpbmRvdwogICAgfQp9Cv8BLy8gISQqVVRGOCokIQp7CglhcmNoaXZlVmVyc2lvbiA9IDE7CgljbGFzc2VzID0gewoJfTsKCW9iamVjdFZlcnNpb24gPSA1NjsKCW9iamVjdHMgPSB7CgovKiBCZWdpbiBYQ0J1aWxkQ29uZmlndXJhdGlvbiBzZWN0aW9uICovCgkJN0ExQjJDM0Q0RTVGNjA3MTgyOTNpZkIxIC8qIERlYnVnICovID0gewoJCQlpc2EgPSBYQ0J1aWxkQ29uZmlndXJhdGlvbjsKCQkJYnVpbGRTZXR0aW5ncyA9IHsKCQkJCUFTU0VUQ0FUQUxPR19DT01QSUxFUl9BUFBJQ09OX05BTUUgPSBBcHBJY29uOwp9OwoJCQluYW1lID0gRGVidWc7CgkJfTsKCQk3QTFCMkMzRDRFNUY2MDcxODI5M0E0QjIgLyogUmVsZWFzZSAqLyA9IHsKCQkJaXNhID0gWENCdWlsZENvbmZpZ3VyYXRpb247CgkJCWJ1aWxkU2V0dGluZ3MgPSB7CgkJCQlBU1NFVENBVEFMT0dfQ09NUElMRVJfQVBQSUNPTl9OQU1FID0gQXBwSWNvbjsKCQkJCUdFTkVSQVRFX0lORk9QTElTVF9GSUxFID0gWUVTOwoJCQkJSU5GT1BMSVNUX0tFWV9VSUFwcGxpY2F0aW9uU2NlbmVNYW5pZmVzdF9HZW5lcmF0aW9uID0gWUVTOwoJCQkJSU5GT1BMSVNUX0tFWV9VSUxhdW5jaFNjcmVlbl9HZW5lcmF0aW9uID0gWUVTOwoJCQkJSVBIT05FT1NfREVQTE9ZTUVOVF9UQVJHRVQgPSAxNi4wOwoJCQkJUFJPRFVDVF9CTmF2aWdhdGlvblZpZXdFUiA9IGNvbQkJCQlHRU5FUkFURV9JTkZPUExJU1RfRklMRSA9IFlFUzsKCQkJCUlORk9QTElTVF9LRVlfVUlBcHBsaWNhdGlvblNjZW5lTWFuaWZlc3RfR2VuZXJhdGlvbiA9IFlFUzsKCQkJCUlOcnNpb24gPSAxOwoJY2xhc3NlcyA9IHsKCX07CglvYmplY3RWZXJzaW9uID0gNTY7CglvYmplY3RzID0gewoKLyogQmVnaW4gWENCdWlsZENvbmZpZ3VyYXRpb24gc2VjdGlvbiAqLwoJCTdBMUIyQzNENEU1RjYwNzE4MjkzQTRCMSAvKiBEZWJ1ZyAqLyA9IHsKCQkJaXNhID0iWENCdWlsZENvbmZpZ3VyYXRpb247CgkJCWJ1aWxkU2V0dGluZ3MgPSB7CgkJCQlBU1NFVENBVEFMT0dfQ09NUElMRVJfQVBQSUNPTl9OQU1FID0gQXBwSWNvbjsKCQkJCUdFTkVSQVRFX0lORk9QTElTVF9GSUxFID0gWUVTOwoJCQkJSU5GT1BMSVNUX0tFWV9VSUFwcGxpY2F0aW9uU2NlbmVNYW5pZmVzdF9HZW5lcmF0aW9uID0gWUVTOwoJCQkJSU5GT1BMSVNUX0tFWV9VSUxhdW5jaFNjcmVlbl9HZW5lcmF0aW9uID0gWUVTOwogPSB7CgkJCWlzYSA9IFhDQnVpbGRDb25maWd1cmF0aW9uOwoJCQlidWlsZFNldHRpbmdzID0gewoJCQkJQVNTRVRDQVRBTE9HX0NPTVBJTEVSX0FQUElDT05fTkFNRSA9IEFwcEljb247CgkJCQlHRU5FUkFURV9JTkZPUExJU1RfRklMRSA9IFlFUzsKCQkJCUlORk9QTElTVF9LRVlfVUlBcHBsaWNhdGlvblNjZW5lTWFuaWZlc3RfR2VuZXJhdGlvbiA9IFlFUzsKCQkJCUlORk9QTElTVF9LRVlfVUlMYXVuY2hTY3JlZW5fR2VuZXJhdGlvbiA9IFlFUzsKCQkJCUlQSE9ORU9TX0RFUExPWU0JCQkJSVBIT05FT1NfREVQTE9ZTUVOVF9UQVJHRVQgPSAxNi4wOwoJCQkJUFJPRFVDVF9CVU5ETEVfSURFTkZPUExJU1RfS0VZX1VJTGF1bmNoU2NyZWVuX0dlbmVyYXRpb24gPSBZRVM7CgkJCQlJUEhPTkVPU19ERVBMT1lNRU5UX1RBUkdFVCA9IDE2LjA7CgkJCQlQUk9EVUNUX0JVTkRMRV9JREVOVElGSUVSID0gY29tLmV4YW1wbGUuYXBwOwoJCQkJUFJPRFVDVF9OQU1FID0gIiQoVEFSR0VUX05BTUUpIjsKCQkJCVNXSUZUX1ZFUlNJT04gPSA1LjA7CgkJCQlUQVJHRVRFRF9ERVZJQ0VfRkFNSUxZID0gIjEsMiI7CgkJCX07CgkJCW5hbWUgPSBEZWJ1ZzsKCQl9OwoJCTdBMUIyQzNENEU1RjYwNzE4MjkzQTRCMiAvKiBSZWxlYXNlICovID0gewoJCQlpc2EgPSBYQ0J1aWxkQ29uZmlndXJhdGlvbjsKCQkJYnVpbGRTZXR0aW5ncyA9IHsKCQkJCUFTU0VUQ0FUQUxPR19DT01QSUxFUl9BUFBJQ09OX05BTUUgPSBBcHBJY29uOwoJCQkJR0VORVJBVEVfSU5GT1BMSVNUX0ZJTEUgPSBZRVM7CgkJCQlJTkZPUExJU1RfS0VZX1VJQXBwbGljYXRpb25TY2VuZU1hbmlmZXN0X0dlbmVyYXRpb24gPSBZRVM7CgkJCQlJTkZPUExJU1RfS0VZX1VJTGF1bmNoU2NyZWVuX0dlbmVyYXRpb24gPSBZRVM7CgkJCQlJUEhPTkVPU19ERVBMT1lNRU5UX1RBUkdFVCA9IDE2LjA7CgkJCQlQUk9EVUNUX0JVTkRMRV9JREVOVElGSUVSID0gY29tLmV4YW1wbGUuYXBwOwoJCQkJUFJPRFVDVF9OQU1FID0gIiQoVEFSR0VUX05BTUUpIjsKCQkJCVNXSUZUX1ZFUlNJT04gPSA1LjA7CgkJCQlUQVJHRVRFRF9ERVZJQ0VfRkFNSUxZID0gIjEsMiI7CgkJCX07CgkJCW5hbWUgPSBSZWxlYXNlOwoJCX07Ci8qIEVuZCBYQ69CdWlsZENvbmZpZ3VyYXRpb24gc2VjdGlvbiAqLwoJfTsKCXJvb3RPYmplY3QgPSA3QTFCMkMzRDRFNUY2MDcxODI5M0E0QjAgLyogUHJvamVjdCBvYmplY3QgKi87Cn0K")!)),
        ]
        let (first, second) = FuzzPipeline.run(files)
        #expect(second.changes.isEmpty, "not idempotent: \(second.changes.map(\.path)) (first run changed \(first.changes.map(\.path)))")
    }

    /// app-delegate-window: an edit nested in another (`UIWindow(frame: application…)`) replaced twice.
    @Test func nestedEditsInMovedWindowCode() {
        let files: [(String, [UInt8])] = [
            ("App/AppDelegate.swift", [UInt8](Data(base64Encoded: "aW1wb3J0IFVJS2l0CgpAVUlBcHBsaWNhdGlvbk1haW4KY2xhc3MgQXBwRGVsZWdhdGU6IFVJUmVzcG9uAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABkZXIsIFVJQXBwbGljYXRpb25EZWxlZ2F0ZSB7CiAgICB2YXIgd2luZG93OiBVSVdpbmRvdz8KCiAgICBmdW5jIGFwcGxpY2F0aW9uKF8gYXBwbGljYXRpb246IFVJQXBwbGljYXRpb24sIGRpZEZpbmlzaExhdW5jaGluZ1dpdGhPcHRpb25zIGxhdW5jaE9wdGlvbnM6IFtVSUFwcGxpY2F0aW9uLkxhdW5jaE9wdGlvbnNLZXk6IEFueV0/KSAtb29CID5sIHsKICAgICAgICB3aXNldHcgPSBVSVdpbmRvdyhmcmFtZToghYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYVVSVNjcmVlbi5tYWluLmJvdXRlOiBVSVJlc3BvbgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAZGVyLCBVSUFwcGxpY2F0aW9uRGVsZWdhdGUgewogICAgdmFyIHdpbmRvdzogVUlXaW5kb3c/CgogICAgZnVuYyBhcHBsaWNhdGlvbihfIGFwcGxpY2F0aW9uOiBVSUFwcGxpY2F0aW9uLCBkaWRGaW5pc2hMYXVuY2hpbmdXaXRoT3B0aW9ucyBsYXVuY2hPcHRpb25zOiBbVUlBcHBsaWNhdGlvbi5MYXVuY2hPcHRpb25zS2V5OiBBbnldPykgLW9vQiA+bCB7CiAgICAgICAgd2lzZXR3ID0gVUlXaW5kb3coZnJhbWU6IIWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFVUlTY3JlZW4ubWFpbi5ib3VuZHMpCiAgICAgICAgd2luZG93Py5yb290Vmlld0NvbnRyb2xsICAgd2luZG91Py5tYWtlS2V5QW5kVmlzaWIBAAAAAAACBiAgICAgcmV0dXJuIHRydWUKICAgIH0KfQo=")!)),
            ("App/Info.plist", [UInt8](Data(base64Encoded: "PD94bWwgbmRzKQogICAgICAgIHdpbmRvdz8ucm9vdFZpZXdDb250cm9sbCAgIHdpbmRvdT8ubWFrZUtleUFuZFZpc2liAQAAAAAAAgYgICAgIHJldHVybiB0cnVlCiAgICB9Cn0K")!)),
            ("App/Info.plist", [UInt8](Data(base64Encoded: "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGZhY2VPcgEAAAAAAAAAaWVudGF0aW9uczwva2V5PgoJPGFycmF5PgoJCTxzdHJpbmc+VUlJbnRlcmZhY2VPcmllbnRhdGlvblBvcnRyYWl0PC9zdHJpbmc+CgkJPHN0cmluZz5VSUludGVyZmFjZU9yaWVudGF0aW9uTGFuZHNjYXBlTGVmdDwvc3RyaW5nPgoJCTxzdHJpbmc+VUlJbnRlcmZh")!)),
            ("Package.swift", [UInt8](Data(base64Encoded: "////////////////////////////////////////////////////Y2VPcmllbnRhdGlvbkxhbmRzY2FwZVJpZ2h0PC9zdHJpbmc+Cgk8L2FycsnJycnJycnJycnJycnJycnJYXk+CjwvZGljdD4KPC9wbGlzdD4K")!)),
        ]
        let (first, second) = FuzzPipeline.run(files)
        #expect(second.changes.isEmpty, "not idempotent: \(second.changes.map(\.path)) (first run changed \(first.changes.map(\.path)))")
    }

    /// scene-manifest-missing inserted a second manifest into a malformed plist (not idempotent).
    @Test func manifestInMalformedPlistIsNotInsertedTwice() {
        let files: [(String, [UInt8])] = [
            ("App/AppDelegate.swift", [UInt8](Data(base64Encoded: "aW1wb3J0IFVJS2l0CgpmaW5hbCBjbGFzcyBTY2VuZURlbGVnYXRlOiBVSVJlc3BvbmSfciwgVUlXaW5kb3dTY2VuZURlbGVnYXRlIHsKICAgIHZhciB3aW5kb3c6IFVJV2luZG93PwoKICAgIGZ1bmMgc2NlbmUoXyBzY2VuZTogVUlTY2VuZSwgd2lsbENvbm5lY3RUbyBzZXNsbGxsbGxsbGxsbHNpb246IFVJICAgQE9ic2VydmVkT2JqZWN0IHZhciBkb2N1bWVudDogRG9jdW1lbnRNb2RlbAogICAgQEVudmlyb25tZW50KFwuZGlzbWlzcykgcHJpdmF0ZSB2YXIgZGlzbWlzcwoKICAgIHZhciBib2R5OiBzb21lIFZpZXcgewogICAgICAgIFRleHRFZGl0b3IodGV4dDogJGRvY3VtZW50LnRleHQpCiAgICAgICAgICAgIC50b29sYmFyIHsKICAgICAgICAgICAgICAgIFRvb2xiYXJJdGVtKHBsYWNlbWVudDogLm5hdmlnYXRpb25CYXJMZWFkaW5nKSB7CiAgICAgICAgICAgICAgICAgICAgQnV0dG9uKCJDbG9zZSIpIHsgZGlzbWlzcygpIH0KICAgICAgICAgICAgICAgIH0KICAgICAgICAgICAgICAgIFRvb2xiYXJJdGVtR3JvdXAocGxhY2VtZW50OiAubmF2aWdhdGlvbkJhclRyYWlsaW5nKSB7CiAgICAgICAgICAgICAgICAgICAgQnV0dG9uKA==")!)),
            ("Package.swift", [UInt8](Data(base64Encoded: "dGlvbjogZG9jdW1lbnQudW5kbykgeyBJbWFnZShzeXN0ZW1OYW1lOiAiYXJyb3cudXR1cm4uYmFja3dhcmQiKSB9CiAgICAgICAgICAgICAgICAgICAgQnV0dG9uKGFjdGlvbjogZG9jdW1lbnQucmVkbykgeyBJbWFnZShzeXN0ZW1OYW1lOiAiYXJyb3cudXR1cm4uZm9yd2FyZCIpIH0KICAgICAgICAgICAgICAgIH0KICAgICAgICAgICAgICAgIFRvb2xiYXJJdGVtKHBsYWNlbWVudDogVG9vbGJhckl0ZW1QbGFjZW1lbnQubmF2aWdhdGlvbkJhclRyYWlsaW5nKSB7CiAgICAgICAgICAgICAgICAgICAgU2hhcmVMaW5rKGl0ZW06IGRvY3VtZW50LnRlU2NlbmVTZXNzaW9uLCBvcHRpb25zIGNvbm5lY3Rpb25PcHRpb25zOiBVSVNjZW5lLkNvbm5lY3Rpb25PcHRpb25zKSB7CiAgICAgICAgZ3VhcmQgbGV0IHdpbmRvd1NjZW5lID0gc2NlbmUgYXM/IFVJV2luZG93U2NlbmUgZWxzZSB7IHJldHVybiB9CiAgICAgICAgd2luZG93ID0gVUlXaW5kb3cod2luZG93U2NlbmU6IHdpbmRvd1NjZW5lKQogICAgICAgIHdpbmRvdz8ucm9vdFZpZXdDb250cm9sbGVyID0gUmVjaXBlTGlzdFZpZXdDb250cm9sbGVyKCkKICAgICAgICB3aW5kb3c/Lm1ha2VLZXlBbmRWaXNpYmxlKCkKICAgIH0KfdgK")!)),
            ("App/Info.plist", [UInt8](Data(base64Encoded: "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiPz4KPCFET0NUWVBFIHBsaXN0IFBVQkxJQyAiLS8vQXBwbGUvL0RURCBQTElTVCAxLjAvL0VOIiAiaHR0cDovL3d3dy5hcHBsZS5jb20vRFREcy9Qcm9wZXJ0eUxpc3QtMS4wLmR0ZCI+CjxwbGlzdCB2ZXJzaW9uPSIxLjAiPgo8ZGljdD4KCTxrZXk+VUlTY2VuZURlbGVnYXRlQ2xhc3NOYW1lPC9rZXk+CgkJCQkJPHN0cmluZz4kKFBST0RVQ1RfTU9EVUxFX05BTUUpLlNjZW5lRGVsZWdhdGU8L3N0cmluZz4KCQkJCTwvZGljdD4KCQkJPC9hcnJheT4KCQk8L2RpY3Q+Cgk8L2RpY3Q+CjwvZGljdD4KPC9wbGlzdD4K")!)),
        ]
        let (first, second) = FuzzPipeline.run(files)
        #expect(second.changes.isEmpty, "not idempotent: \(second.changes.map(\.path)) (first run changed \(first.changes.map(\.path)))")
    }
}
