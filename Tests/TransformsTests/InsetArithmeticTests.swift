import Foundation
import Testing
import Transforms
import UnfoldKit

/// `symmetric-safe-area-insets` must keep the meaning of the arithmetic it
/// rewrites apart from using both sides. This test runs the transform over
/// expressions written against stand-ins for the UIKit types, compiles the
/// original and the rewritten code side by side with `swiftc`, and evaluates
/// both on sample insets: where left == right (and top == bottom) they must
/// agree exactly; where the sides differ, every rewritten expression must
/// change (it now reads the other side).
@Suite struct InsetArithmeticTests {
    static let stubs = """
    typealias CGFloat = Double
    struct UIEdgeInsets: Equatable {
        var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
        init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { self.top = top; self.left = left; self.bottom = bottom; self.right = right }
    }
    struct NSDirectionalEdgeInsets: Equatable {
        var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    }
    struct CGSize: Equatable { var width: CGFloat, height: CGFloat }
    struct CGRect: Equatable {
        var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
        var size: CGSize { CGSize(width: width, height: height) }
        func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { CGRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy) }
        func inset(by i: UIEdgeInsets) -> CGRect { CGRect(x: x + i.left, y: y + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom) }
    }
    class UIView {
        var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        var safeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        var layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        func layoutSubviews() {}
    }

    """

    /// Expressions as they appear in apps: each becomes a method of `Probe`.
    static let expressions: [(type: String, body: String)] = [
        ("CGFloat", "bounds.width - safeAreaInsets.left * 2"),
        ("CGFloat", "bounds.width - 2 * safeAreaInsets.right"),
        ("CGFloat", "bounds.width - (safeAreaInsets.left * 2)"),
        ("CGFloat", "bounds.width - safeAreaInsets.left * 2.0"),
        ("CGFloat", "bounds.size.width - self.safeAreaInsets.left * 2 - 16"),
        ("CGFloat", "((lateral * 2) + (safeAreaInsets.left * 2))"),
        ("CGFloat", "bounds.width - ((lateral * 2) + (safeAreaInsets.left * 2))"),
        ("CGFloat", "layoutMargins.left * 2"),
        ("CGFloat", "lateral * 3 + layoutMargins.left * 2"),
        ("CGFloat", "bounds.width / 2 - safeAreaInsets.left * 2"),
        ("CGFloat", "bounds.width - safeAreaInsets.left - safeAreaInsets.left"),
        ("CGFloat", "bounds.width - (safeAreaInsets.right + safeAreaInsets.right)"),
        ("CGFloat", "bounds.height - safeAreaInsets.top * 2"),
        ("CGFloat", "44 + safeAreaInsets.bottom * 2"),
        ("CGFloat", "bounds.width - directionalLayoutMargins.leading * 2"),
        ("CGFloat", "max(0, bounds.width - safeAreaInsets.left * 2)"),
        ("CGFloat", "bounds.width - safeAreaInsets.left * 2 > 360 ? 1 : 0"),
        ("CGFloat", "{ let h = safeAreaInsets.left; return bounds.width - h * 2 }()"),
        ("CGRect", "bounds.insetBy(dx: safeAreaInsets.left, dy: 0)"),
        ("CGRect", "bounds.insetBy(dx: safeAreaInsets.right, dy: 12)"),
        ("CGRect", "bounds.insetBy(dx: safeAreaInsets.left, dy: safeAreaInsets.top)"),
        ("UIEdgeInsets", "UIEdgeInsets(top: 8, left: safeAreaInsets.left, bottom: 8, right: safeAreaInsets.left)"),
        ("UIEdgeInsets", "UIEdgeInsets(top: 8, left: layoutMargins.right, bottom: 8, right: layoutMargins.right)"),
    ]

    static var probeSource: String {
        var s = "final class Probe: UIView {\n    let lateral: CGFloat = 16\n"
        for (i, e) in expressions.enumerated() {
            s += "    func e\(i)() -> \(e.type) {\n        return \(e.body)\n    }\n"
        }
        return s + "}\n"
    }

    static let swiftc = ParserCheck.which("swiftc")

    @Test(.enabled(if: InsetArithmeticTests.swiftc != nil, "swiftc is not on PATH"))
    func rewrittenArithmeticMeansTheSameWhenSidesAreEqual() throws {
        var options = EngineOptions()
        options.select = ["symmetric-safe-area-insets"]
        options.jobs = 1
        let original = Self.probeSource
        let result = Engine(transforms: Registry.all, options: options).run([SourceInput(path: "Probe.swift", bytes: Array(original.utf8))])
        let rewritten = result.changes.first.map { String(decoding: $0.result, as: UTF8.self) } ?? original
        #expect(rewritten != original, "nothing was rewritten")
        // Which methods were rewritten (their text changed).
        let before = original.components(separatedBy: "    func e")
        let after = rewritten.components(separatedBy: "    func e")
        #expect(before.count == after.count)
        let changed = Set((1..<min(before.count, after.count)).filter { before[$0] != after[$0] }.map { $0 - 1 })
        // Those that must not change: padding, a division that is not a doubled side.
        #expect(!changed.contains(13), "44 + bottom * 2 is padding, not symmetric arithmetic")
        #expect(changed.count >= 18, "expected most expressions rewritten, got \(changed.sorted())")

        var program = Self.stubs
        program += "enum Before {\n" + original + "}\n"
        program += "enum After {\n" + rewritten + "}\n"
        program += """
        func set(_ v: UIView, _ l: CGFloat, _ r: CGFloat, _ t: CGFloat, _ b: CGFloat) {
            v.safeAreaInsets = UIEdgeInsets(top: t, left: l, bottom: b, right: r)
            v.layoutMargins = UIEdgeInsets(top: t + 1, left: l + 2, bottom: b + 1, right: r + 2)
            v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: t, leading: l + 3, bottom: b, trailing: r + 3)
        }
        var report: [String] = []

        """
        for i in Self.expressions.indices {
            program += """
            for (l, r, t, b) in [(0.0, 0.0, 0.0, 0.0), (20, 20, 47, 47), (59, 59, 21, 21), (12.5, 12.5, 3, 3)] as [(CGFloat, CGFloat, CGFloat, CGFloat)] {
                let x = Before.Probe(), y = After.Probe(); set(x, l, r, t, b); set(y, l, r, t, b)
                if x.e\(i)() != y.e\(i)() { report.append("e\(i) differs at \\(l),\\(r),\\(t),\\(b): \\(x.e\(i)()) vs \\(y.e\(i)())") }
            }
            do {
                let x = Before.Probe(), y = After.Probe(); set(x, 10, 30, 5, 40); set(y, 10, 30, 5, 40)
                print("asym e\(i) \\(x.e\(i)() != y.e\(i)())")
            }

            """
        }
        program += "for line in report { print(\"MISMATCH \\(line)\") }\nprint(\"DONE\")\n"

        let dir = NSTemporaryDirectory() + "unfold-inset-eval-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try program.write(toFile: dir + "/main.swift", atomically: false, encoding: .utf8)
        let compile = run(Self.swiftc!, ["-Onone", dir + "/main.swift", "-o", dir + "/eval"])
        try #require(compile.status == 0, "the original and rewritten expressions must compile:\n\(compile.output)\n\(rewritten)")
        let out = run(dir + "/eval", [])
        #expect(out.output.contains("DONE"))
        let mismatches = out.output.split(separator: "\n").filter { $0.hasPrefix("MISMATCH") }
        #expect(mismatches.isEmpty, "rewritten arithmetic differs with symmetric insets:\n\(mismatches.joined(separator: "\n"))")
        // Every rewritten expression now depends on the other side.
        for i in changed {
            #expect(out.output.contains("asym e\(i) true"), "e\(i) was rewritten but still ignores the other side: \(Self.expressions[i].body)")
        }
    }

    func run(_ exe: String, _ args: [String]) -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        do { try p.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
