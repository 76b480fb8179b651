// The review page of `unfold diff --html FILE` (issue 7 item 7): escaping,
// grouping by transform with per-transform views, new files, collapsed
// context, later-round edits, the findings section, no external references,
// the CLI wiring, and a render in headless Chromium (skipped when no
// `chromium` / `chromium-browser` is on PATH; `.ci/run` installs Debian's).
import Foundation
import Testing
import Transforms
@testable import UnfoldKit

// MARK: - Fixtures

private struct DocTransform: Transform {
    let id: String
    var fixSafety: FixSafety = .safe
    var summary: String { "summary of \(id)" }
    func findings(in file: FileContext) -> [Finding] { [] }
}

private func catalog(_ ids: [String], safety: [String: FixSafety] = [:]) -> TransformCatalog {
    var docs: [String: String] = [:]
    for id in ids {
        docs[id] = """
            ## What it does
            Rewrites `\(id)` things, with a list:
            - first *item* and
              its continuation
            - second **item** [a link](https://example.com/doc)

            ## Why
            Because <reasons> & more.

            ## Example
            ```swift
            EXAMPLE-SHOULD-NOT-APPEAR
            ```

            ## Fix safety
            Safe.
            """
    }
    return TransformCatalog(transforms: ids.map { DocTransform(id: $0, fixSafety: safety[$0] ?? .safe) }, documentation: docs)
}

private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

/// An edit replacing the first occurrence of `old` in `text` with `new`.
private func edit(_ path: String, _ text: String, _ old: String, _ new: String) -> Edit {
    let r = text.range(of: old)!
    let start = text.utf8.distance(from: text.utf8.startIndex, to: r.lowerBound)
    return Edit(path: path, range: start..<(start + old.utf8.count), replacement: new)
}

private func finding(_ id: String, _ path: String, line: Int = 1, _ message: String = "message", fix: Fix? = nil) -> Finding {
    Finding(ruleID: id, path: path, offset: 0, line: line, column: 1, message: message, fix: fix)
}

private func page(_ result: EngineResult, _ cat: TransformCatalog, title: String = "review") -> String {
    let out = HTMLReport.render(result: result, catalog: cat, title: title)
    let s = String(validating: out, as: UTF8.self)
    #expect(s != nil, "the page is valid UTF-8")
    return s ?? ""
}

/// The HTML of the section with the given id.
private func section(_ html: String, _ id: String) -> String {
    guard let start = html.range(of: "<section class=\"transform\" id=\"\(id)\""),
          let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return "" }
    return String(html[start.lowerBound..<end.upperBound])
}

private func count(_ needle: String, in s: String) -> Int { s.components(separatedBy: needle).count - 1 }

/// Visible text of an HTML fragment: tags removed, the five entities decoded.
private func text(_ html: String) -> String {
    var out = ""
    var inTag = false
    for c in html {
        if c == "<" { inTag = true } else if c == ">" { inTag = false } else if !inTag { out.append(c) }
    }
    return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
}

/// Checks that nothing in the page loads or links outside it.
private func expectSelfContained(_ html: String) {
    let lower = html.lowercased()
    for bad in ["<script", "<link", "<img", "<iframe", "<object", "<embed", "src=", "url(", "@import", "srcset"] {
        #expect(!lower.contains(bad), "page contains \(bad)")
    }
    var rest = lower[...]
    while let r = rest.range(of: "href=\"") {
        #expect(rest[r.upperBound...].hasPrefix("#"), "only in-page links")
        rest = rest[r.upperBound...]
    }
    #expect(lower.contains("content-security-policy"))
}

// MARK: - Renderer

@Suite struct HTMLReportTests {
    @Test func escapesContentPathsMessagesAndTitle() {
        let path = "Sources/<b>&amp.swift"
        var old = bytes("let a = 1\n")
        var new = bytes("let a = \"<script>alert('x')</script>\" & b\n")
        new += [0xFF, 0xC3, 0x20, 0x00, 0x1B, 0x0A]  // invalid UTF-8, NUL, ESC
        old += bytes("tail\n")
        new += bytes("tail\n")
        let fix = Fix(safety: .safe, title: "t", edits: [Edit(path: path, range: 0..<10, replacement: Array(new.dropLast(5)))])
        let result = EngineResult(findings: [finding("alpha", path, "a <message> & \"quotes\"", fix: fix),
                                            finding("alpha", path, line: 2, "second <i>", fix: nil)],
                                  applied: [0], changes: [FileChange(path: path, original: old, result: new)], problems: [.revertedFile(path: "p <problem>")])
        let html = page(result, catalog(["alpha"]), title: "T <title> & co")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<i>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("Sources/&lt;b&gt;&amp;amp.swift"))
        #expect(html.contains("<title>T &lt;title&gt; &amp; co</title>"))
        #expect(html.contains("second &lt;i&gt;"))
        #expect(html.contains("p &lt;problem&gt;: fixes reverted"))
        #expect(html.contains("\u{FFFD}"), "invalid UTF-8 shows as U+FFFD")
        #expect(html.contains("\u{2400}") && html.contains("\u{241B}"), "NUL and ESC show as control pictures")
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        expectSelfContained(html)
    }

    @Test func escapeFunction() {
        #expect(HTMLReport.escape("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(HTMLReport.escape("a\tb\r\u{7F}\u{85}\u{FEFF}") == "a\tb\u{240D}\u{2421}\u{FFFD}\u{FFFD}")
    }

    @Test func groupsByTransformWithEachTransformsOwnEdits() {
        let path = "App/View.swift"
        let original = "let one = UIScreen.main.scale\nlet two = keyWindow\nlet three = 3\n"
        let fa = Fix(safety: .safe, title: "a", edits: [edit(path, original, "UIScreen.main.scale", "traitCollection.displayScale")])
        let fb = Fix(safety: .review, title: "b", edits: [edit(path, original, "keyWindow", "view.window")])
        let final = "let one = traitCollection.displayScale\nlet two = view.window\nlet three = 3\n"
        // Catalog order decides the group order, not the findings' order.
        let result = EngineResult(findings: [finding("beta", path, fix: fb), finding("alpha", path, fix: fa), finding("gamma", path, fix: nil)],
                                  applied: [0, 1], changes: [FileChange(path: path, original: bytes(original), result: bytes(final))], problems: [])
        let html = page(result, catalog(["alpha", "beta", "gamma"], safety: ["beta": .review]))
        let a = section(html, "t-alpha"), b = section(html, "t-beta")
        #expect(!a.isEmpty && !b.isEmpty)
        #expect(section(html, "t-gamma").isEmpty, "no group without changes")
        #expect(html.range(of: "id=\"t-alpha\"")!.lowerBound < html.range(of: "id=\"t-beta\"")!.lowerBound)
        // Each group shows only its transform's edit.
        #expect(text(a).contains("traitCollection.displayScale") && !text(a).contains("view.window"))
        #expect(text(b).contains("view.window") && !text(b).contains("traitCollection.displayScale"))
        #expect(count("<tr class=\"chg\">", in: a) == 1 && count("<tr class=\"chg\">", in: b) == 1)
        // The heading: id, summary, fix safety, explanation (What it does / Why / Fix safety, not Example).
        #expect(a.contains("<h2><code>alpha</code> <span class=\"safety safe\">fix safety: safe</span></h2>"))
        #expect(b.contains("<span class=\"safety review\">fix safety: review</span>"))
        #expect(a.contains("summary of alpha"))
        #expect(a.contains("<h3>What it does</h3>") && a.contains("<h3>Why</h3>"))
        #expect(a.contains("<li>first <em>item</em> and its continuation</li>"))
        #expect(a.contains("<li>second <strong>item</strong> a link</li>"), "links render as their text")
        #expect(a.contains("Rewrites <code>alpha</code> things"))
        #expect(a.contains("Because &lt;reasons&gt; &amp; more."))
        #expect(!html.contains("EXAMPLE-SHOULD-NOT-APPEAR"))
        #expect(!html.contains("later rounds"), "everything is attributed")
        // Both sides, line numbers, the changed part marked.
        #expect(a.contains("<td class=\"num del\">1</td><td class=\"code del\">let one = <span class=\"x\">UIScreen.main.scale</span></td>"))
        #expect(a.contains("<td class=\"num add\">1</td><td class=\"code add\">let one = <span class=\"x\">traitCollection.displayScale</span></td>"))
        expectSelfContained(html)
        #expect(!html.contains("://"), "no URL anywhere (the doc's link target is dropped)")
    }

    @Test func fileChangedByTwoTransformsAtTheSameLineShowsEachAgainstTheOriginal() {
        let path = "A.swift"
        let original = "x = a + b\n"
        let fa = Fix(safety: .safe, title: "a", edits: [edit(path, original, "a", "A")])
        let fb = Fix(safety: .safe, title: "b", edits: [edit(path, original, "b", "B")])
        let result = EngineResult(findings: [finding("alpha", path, fix: fa), finding("beta", path, fix: fb)], applied: [0, 1],
                                  changes: [FileChange(path: path, original: bytes(original), result: bytes("x = A + B\n"))], problems: [])
        let html = page(result, catalog(["alpha", "beta"]))
        #expect(text(section(html, "t-alpha")).contains("x = A + b"))
        #expect(text(section(html, "t-beta")).contains("x = a + B"))
        #expect(!html.contains("later rounds"))
    }

    @Test func newFilesAreAllAdded() {
        let created = "import UIKit\n\nclass SceneDelegate: UIResponder {\n}\n"
        let edited = "App.swift"
        let original = "@UIApplicationMain\nclass App {}\n"
        let fix = Fix(safety: .safe, title: "scene", edits: [edit(edited, original, "@UIApplicationMain\n", "")],
                      creations: [FileCreation(path: "SceneDelegate.swift", contents: bytes(created))])
        let result = EngineResult(findings: [finding("alpha", edited, fix: fix)], applied: [0],
                                  changes: [FileChange(path: edited, original: bytes(original), result: bytes("class App {}\n")),
                                            FileChange(path: "SceneDelegate.swift", original: nil, result: bytes(created))], problems: [])
        let html = page(result, catalog(["alpha"]))
        let a = section(html, "t-alpha")
        #expect(a.contains("<span class=\"path\">SceneDelegate.swift</span> <span class=\"tag new\">new file</span>"))
        let file = String(a[a.range(of: "SceneDelegate.swift")!.lowerBound...])
        let table = String(file[..<file.range(of: "</table>")!.upperBound])
        #expect(count("<tr class=\"chg\">", in: table) == 4)
        #expect(table.contains("<table class=\"diff created\">"), "one column: nothing on the old side")
        #expect(table.contains("<tr class=\"chg\"><td class=\"num add\">3</td><td class=\"code add\">class SceneDelegate: UIResponder {</td></tr>"))
        #expect(!table.contains("class=\"ctx\"") && !table.contains("del\"") && !table.contains("unchanged"))
        #expect(table.contains("class SceneDelegate: UIResponder {"))
        #expect(a.contains("+4</span> <span class=\"minus\">−0"))
        #expect(!html.contains("later rounds"))
    }

    @Test func collapsesUnchangedRunsToThreeLinesOfContext() {
        let path = "Long.swift"
        let lines = (1...100).map { "line \($0)\n" }
        var changed = lines
        changed[49] = "LINE 50\n"
        changed[51] = "LINE 52\n"
        let old = bytes(lines.joined()), new = bytes(changed.joined())
        let fix = Fix(safety: .safe, title: "t", edits: [Edit(path: path, range: 0..<old.count, replacement: new)])
        let result = EngineResult(findings: [finding("alpha", path, fix: fix)], applied: [0],
                                  changes: [FileChange(path: path, original: old, result: new)], problems: [])
        let html = page(result, catalog(["alpha"]))
        #expect(html.contains("⋯ 46 unchanged lines"))
        #expect(html.contains("⋯ 45 unchanged lines"))
        #expect(count("<tr class=\"ctx\">", in: html) == 7, "3 before, the one between, 3 after")
        #expect(count("<tr class=\"chg\">", in: html) == 2)
        #expect(html.contains("<td class=\"num\">47</td>") && html.contains("<td class=\"num\">55</td>"))
        #expect(!html.contains("<td class=\"num\">46</td>") && !html.contains("<td class=\"num\">56</td>"))
    }

    @Test func singleUnchangedLinesAreShownNotCollapsed() {
        let path = "Short.swift"
        let lines = (1...9).map { "line \($0)\n" }
        var changed = lines
        changed[4] = "LINE 5\n"
        let old = bytes(lines.joined()), new = bytes(changed.joined())
        let fix = Fix(safety: .safe, title: "t", edits: [Edit(path: path, range: 0..<old.count, replacement: new)])
        let result = EngineResult(findings: [finding("alpha", path, fix: fix)], applied: [0],
                                  changes: [FileChange(path: path, original: old, result: new)], problems: [])
        let html = page(result, catalog(["alpha"]))
        #expect(!html.contains("unchanged line"), "1 line before and after the context is shown instead")
        #expect(count("<tr class=\"ctx\">", in: html) == 8)
    }

    @Test func editsOfLaterRoundsGetTheirOwnGroup() {
        // alpha: a → b; beta: b → c. Round 1 applies alpha; beta only finds the b in round 2.
        struct Replace: Transform {
            let id: String, from: String, to: String
            var summary: String { "\(from) → \(to)" }
            var fixSafety: FixSafety { .safe }
            func findings(in file: FileContext) -> [Finding] {
                let t = file.tree
                return (0..<t.count).filter { t.isText($0, from) }.map { i in
                    file.finding(id, at: i, "\(from) → \(to)", fix: Fix(safety: .safe, title: to, edits: [file.edit(replacing: i...i, with: to)]))
                }
            }
        }
        let transforms: [any Transform] = [Replace(id: "alpha", from: "a", to: "b"), Replace(id: "beta", from: "b", to: "c")]
        let result = Engine(transforms: transforms, options: EngineOptions()).run([SourceInput(path: "F.swift", bytes: bytes("let x = a\n"))])
        #expect(result.changes.first?.result == bytes("let x = c\n"))
        let html = page(result, TransformCatalog(transforms: transforms, documentation: [:]))
        #expect(text(section(html, "t-alpha")).contains("let x = b"))
        let later = section(html, "t-later-rounds")
        #expect(text(later).contains("let x = b") && text(later).contains("let x = c"))
        #expect(later.contains("not attributed"))
    }

    @Test func findingsThatNeedAHuman() {
        let path = "F.swift"
        let review = Fix(safety: .review, title: "r", edits: [Edit(path: path, range: 0..<1, replacement: "y")])
        let safe = Fix(safety: .safe, title: "s", edits: [Edit(path: path, range: 0..<1, replacement: "z")])
        let result = EngineResult(
            findings: [Finding(ruleID: "alpha", path: path, offset: 0, line: 3, column: 7, message: "use `view.window` here", fix: review),
                       Finding(ruleID: "beta", path: path, offset: 0, line: 4, column: 2, message: "applied one", fix: safe),
                       Finding(ruleID: "gamma", path: path, offset: 0, line: 5, column: 9, message: "superseded one"),
                       Finding(ruleID: "unused-suppression", path: "G.swift", offset: 0, line: 12, column: 1, message: "no fix <here>")],
            applied: [1], superseded: [2], changes: [], problems: [])
        let html = page(result, catalog(["alpha", "beta", "gamma"]))
        let start = html.range(of: "<section id=\"findings\"")!.lowerBound
        let findings = String(html[start...])
        #expect(findings.contains("<td class=\"loc\">F.swift:3:7</td><td class=\"rule\"><code>alpha</code></td><td>use <code>view.window</code> here <span class=\"safety review\">review fix: apply with --unsafe</span></td>"))
        #expect(findings.contains("<td class=\"loc\">G.swift:12:1</td><td class=\"rule\"><code>unused-suppression</code></td><td>no fix &lt;here&gt;</td>"))
        #expect(!findings.contains("applied one") && !findings.contains("superseded one"))
        #expect(count("<tr><td class=\"loc\">", in: findings) == 2)
        #expect(html.contains("No changes."))
        #expect(html.contains("1 review fix not applied") && html.contains("1 finding for a human"))
    }

    @Test func emptyResult() {
        let html = page(EngineResult(findings: [], applied: [], changes: [], problems: []), catalog(["alpha"]))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("No changes.") && html.contains("<p class=\"empty\">None.</p>"))
        expectSelfContained(html)
        #expect(!html.contains("://"))
    }

    @Test func markdownSubset() {
        let md = "# Title\nA *b* `c<d>` **e**\\*\n\n1. one\n2. two\n\n```\n<raw> & `x`\n```\n[t](javascript:alert(1))"
        let html = HTMLReport.markdown(md)
        #expect(html == "<h3>Title</h3>\n<p>A <em>b</em> <code>c&lt;d&gt;</code> <strong>e</strong>*</p>\n<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n<pre><code>&lt;raw&gt; &amp; `x`</code></pre>\n<p>t</p>\n")
    }

    @Test func realCatalogRendersEveryTransformsExplanation() {
        let cat = Registry.catalog
        // (Documentation is generated by MetaTests; a transform without any yet is their concern.)
        for t in cat.transforms {
            guard let doc = cat.documentation[t.id] else { continue }
            let html = HTMLReport.explanation(doc)
            #expect(html.contains("<h3>What it does</h3>") && html.contains("<h3>Why</h3>"), "\(t.id)")
            #expect(!html.contains("<h3>Example</h3>"))
        }
    }
}

// MARK: - CLI

private final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var o: [UInt8] = []
    private var e = ""
    func out(_ b: [UInt8]) { lock.lock(); o += b; lock.unlock() }
    func err(_ s: String) { lock.lock(); e += s; lock.unlock() }
    var stdout: [UInt8] { lock.lock(); defer { lock.unlock() }; return o }
    var stderr: String { lock.lock(); defer { lock.unlock() }; return e }
}

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private func unfold(_ args: [String], cwd: String = packageRoot) -> (code: ExitCode, out: [UInt8], err: String) {
    let c = Captured()
    let console = Console(out: { c.out($0) }, err: { c.err($0) }, cwd: cwd)
    let code = CLI.run(args, catalog: Registry.catalog, console: console)
    return (code, c.stdout, c.stderr)
}

private func temporaryDirectory() -> String {
    let dir = NSTemporaryDirectory() + "unfold-html-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

@Suite struct HTMLReportCLITests {
    @Test func parsesHTMLForDiffOnly() throws {
        #expect(try CLI.parse(["diff", "--html", "r.html"]).html == "r.html")
        #expect(try CLI.parse(["diff", "--html=r.html", "-o", "r.patch"]).output == "r.patch")
        #expect(throws: UsageError.self) { try CLI.parse(["check", "--html", "r.html"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["--html", "r.html"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["diff", "--html"]) }
    }

    @Test func writesThePageAndThePatchWhereAsked() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // --html alone: the page, nothing on stdout.
        let page = dir + "/review.html"
        let r1 = unfold(["diff", "--html", page, "Examples/LegacyApp"])
        #expect(r1.code == .pending)
        #expect(r1.out.isEmpty)
        #expect(r1.err.contains("review page in \(page)"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<section class=\"transform\" id=\"t-app-delegate-window\""))
        // With -o: both files, and the patch is the same as plain `diff`.
        let plain = unfold(["diff", "Examples/LegacyApp"]).out
        let r2 = unfold(["diff", "--quiet", "--html", dir + "/b.html", "-o", dir + "/b.patch", "Examples/LegacyApp"])
        #expect(r2.out.isEmpty)
        #expect(FileManager.default.contents(atPath: dir + "/b.patch").map { [UInt8]($0) } == plain)
        #expect(FileManager.default.contents(atPath: dir + "/b.html").map { [UInt8]($0) } == Array(html.utf8))
        // -o -: the patch on stdout as well.
        let r3 = unfold(["diff", "--quiet", "--html", dir + "/c.html", "-o", "-", "Examples/LegacyApp"])
        #expect(r3.out == plain)
        // A missing folder is created, as for --split-dir (issue 19 item 7); a file in the way is an input error.
        let r4 = unfold(["diff", "--quiet", "--html", dir + "/missing/dir/r.html", "Examples/LegacyApp"])
        #expect(r4.code == .pending && FileManager.default.fileExists(atPath: dir + "/missing/dir/r.html"), "\(r4.err)")
        let r5 = unfold(["diff", "--quiet", "--html", dir + "/b.patch/r.html", "Examples/LegacyApp"])
        #expect(r5.code == .error)
    }
}

// MARK: - Headless Chromium

/// `chromium` or `chromium-browser` on PATH.
private let chromium: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser"] {
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
    }
    return nil
}()

/// Runs chromium headless with `args` + `url`; returns stdout. Killed after `timeout` seconds.
private func runChromium(_ binary: String, _ args: [String], url: String, timeout: Double = 60) throws -> (status: Int32, out: String) {
    let profile = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: binary)
    p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                   "--user-data-dir=\(profile)"] + args + [url]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let killer = DispatchWorkItem { if p.isRunning { p.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    killer.cancel()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite struct HTMLReportChromiumTests {
    @Test(.enabled(if: chromium != nil, "no chromium / chromium-browser on PATH"), .timeLimit(.minutes(1)))
    func rendersTheLegacyAppReviewInHeadlessChromium() throws {
        let binary = chromium!
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let page = dir + "/review.html"
        let r = unfold(["diff", "--quiet", "--html", page, "Examples/LegacyApp"])
        #expect(r.code == .pending)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        expectSelfContained(html)

        // A probe copy: the same page plus a script that records what is
        // rendered (innerText skips anything not displayed) and the layout.
        let probe = dir + "/probe.html"
        let script = """
            <script>
            const rows = [...document.querySelectorAll('tr.chg')];
            const shown = rows.filter(r => r.getBoundingClientRect().height > 0 && getComputedStyle(r).visibility === 'visible');
            const p = document.createElement('pre');
            p.id = 'probe';
            p.textContent = JSON.stringify({rows: rows.length, shown: shown.length,
              overflow: document.documentElement.scrollWidth - window.innerWidth,
              text: document.body.innerText});
            document.body.appendChild(p);
            </script>
            """
        let probeHTML = html.replacingOccurrences(of: #"<meta http-equiv="Content-Security-Policy""#, with: "<meta name=\"x-csp-removed\"")
            .replacingOccurrences(of: "</body>", with: script + "</body>")
        try probeHTML.write(toFile: probe, atomically: false, encoding: .utf8)

        let shot = dir + "/x.png"
        let url = URL(fileURLWithPath: page).absoluteString
        // Three runs in parallel: the screenshot, the DOM, the probe's DOM.
        nonisolated(unsafe) var results: [(status: Int32, out: String)?] = [nil, nil, nil]
        nonisolated(unsafe) var errors: [(any Error)?] = [nil, nil, nil]
        let jobs: [(args: [String], url: String)] = [
            (["--screenshot=\(shot)", "--window-size=1400,2000", "--hide-scrollbars"], url),
            (["--dump-dom", "--window-size=1400,2000"], url),
            (["--dump-dom", "--window-size=1400,2000"], URL(fileURLWithPath: probe).absoluteString),
        ]
        DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
            do { results[k] = try runChromium(binary, jobs[k].args, url: jobs[k].url) } catch { errors[k] = error }
        }
        for e in errors { if let e { throw e } }

        // The screenshot: a PNG of 1400×2000 with real content.
        let png = try #require(FileManager.default.contents(atPath: shot))
        #expect(png.count > 50_000, "screenshot is \(png.count) bytes")
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let be32 = { (o: Int) in png[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 1400 && be32(20) == 2000)

        // The DOM (no script): the diff rows are there, with the code.
        let dom = try #require(results[1]).out
        #expect(count("<tr class=\"chg\">", in: dom) > 30)
        #expect(dom.contains("<td class=\"num add\">"))
        let domText = text(dom)
        for s in ["traitCollection.displayScale", "SceneDelegate.swift", "UISceneConfiguration", "Findings that need a human",
                  "uiscreen-main-scale", "@main"] {
            #expect(domText.contains(s), "DOM text lacks \(s)")
        }

        // The probe: every diff row is rendered, the text is visible, nothing overflows sideways.
        let probeDOM = try #require(results[2]).out
        let json = try #require(probeDOM.range(of: "<pre id=\"probe\">").flatMap { start in
            probeDOM.range(of: "</pre>", range: start.upperBound..<probeDOM.endIndex).map { text(String(probeDOM[start.upperBound..<$0.lowerBound])) }
        })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rows = report["rows"] as? Int ?? 0, shown = report["shown"] as? Int ?? -1
        #expect(rows > 30 && shown == rows, "\(shown) of \(rows) changed rows rendered")
        #expect((report["overflow"] as? Int ?? 1) <= 0, "page wider than the window")
        let visible = report["text"] as? String ?? ""
        for s in ["traitCollection.displayScale", "SceneDelegate.swift", "What it does", "fix safety: safe", "unchanged lines"] {
            #expect(visible.contains(s), "visible text lacks \(s)")
        }
    }
}
