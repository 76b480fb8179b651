import Foundation
import Testing
@testable import Transforms
import UnfoldKit

/// A finding's message is one short English sentence naming the problem and
/// the replacement (issue 17 item 5); the why, the citations and the long
/// advice live in the transform's doc comment (`unfold explain ID`, the docs,
/// SARIF's rule help and JSON's `help`). Checked on every finding of every
/// snapshot case.
@Suite struct MessageTests {
    static let limit = 160

    /// TODO(issue 17 item 5): transforms whose messages are being rewritten
    /// elsewhere (KeyWindow.swift, ManualTabBar.swift, ManualToolbar.swift,
    /// NavigationViewToStack.swift, NavigationBarItems.swift,
    /// Support/HandBuiltBars.swift). Remove each id once its messages comply.
    static let notYetShortened: Set<String> = []

    /// What is wrong with one message, or nil.
    static func problem(_ message: String) -> String? {
        if message.count > limit { return "\(message.count) characters (at most \(limit))" }
        // Code in backticks may hold anything (a type named in Russian, `a. b`); the prose may not.
        var prose = ""
        var inCode = false
        for ch in message {
            if ch == "`" { inCode.toggle(); continue }
            if !inCode { prose.append(ch) }
        }
        if prose.unicodeScalars.contains(where: { (0x0400...0x04FF).contains($0.value) }) { return "Cyrillic text (quote the field notes in English)" }
        if prose.contains(". ") { return "more than one sentence" }
        return nil
    }

    /// Code quoted from several lines keeps a member chain whole (ivpn's
    /// `UIApplication.shared.windows` / `.first?` / `.windowScene`).
    @Test func quotedChainsJoinWithoutSpaces() {
        let chain = "UIApplication.shared.windows\n        .first?\n        .windowScene"
        #expect(Text.short(chain) == "UIApplication.shared.windows.first?.windowScene")
        #expect(Text.short(chain, trimmingLineEnds: true) == "UIApplication.shared.windows.first?.windowScene")
        #expect(Text.oneLine(chain) == "UIApplication.shared.windows.first?.windowScene")
        #expect(Text.oneLine("foo(\n    a,\n    b\n)") == "foo(a, b)")
        #expect(Text.short("let a = 1\nlet b = 2") == "let a = 1 let b = 2")
    }

    @Test func theCheckItself() {
        #expect(Self.problem("`UIScreen.main.bounds` sizes the layout. Use the view's bounds") != nil)
        #expect(Self.problem("`UIScreen.main.scale` → `@Environment(\\.displayScale)` in `ЭкранНастроек`") == nil)
        #expect(Self.problem("`UIScreen.main.bounds` sizes the layout → use the view's bounds.") == nil)
        #expect(Self.problem("`a. b` is code, so this is one sentence") == nil)
        #expect(Self.problem("Two sentences. Here") != nil)
        #expect(Self.problem("Ориентация") != nil)
        #expect(Self.problem(String(repeating: "x", count: 161)) != nil)
    }

    @Test(arguments: SnapshotCase.all.filter { !MessageTests.notYetShortened.contains($0.transform) })
    func findingMessagesAreOneShortEnglishSentence(_ c: SnapshotCase) {
        let before = SnapshotCase.readTree(c.dir + "/before")
        var options = EngineOptions()
        options.select = [c.transform]
        options.unsafe = true
        options.jobs = 1
        let result = Engine(transforms: Registry.all, options: options)
            .run(before.keys.sorted().map { SourceInput(path: $0, bytes: before[$0]!) })
        for f in result.findings where !Self.notYetShortened.contains(f.ruleID) {
            if let p = Self.problem(f.message) {
                Issue.record("\(c.testDescription): \(f.path):\(f.line): \(p): \(f.message)")
            }
        }
    }
}
