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

    @Test func strayCloseBraceBeforeClosure() async {
        await #expect(processExitsWith: .success) {
            _ = FuzzPipeline.run(FuzzPipeline.swift(PipelineCrashers.strayCloseBrace))
        }
    }
}
