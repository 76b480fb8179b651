// Unit tests for the pattern matcher (DESIGN.md §4, issue 2 item 3): holes
// capture whole operands (never half a postfix chain, never across a
// lower-precedence operator), and patterns never match in comments or string
// text and do match inside interpolations.
import Testing
import SwiftTree

// MARK: Helpers

/// Each match of `pattern` in `src` as "matched text | hole=capture …" (holes sorted by name).
private func matches(_ pattern: String, in src: String) -> [String] {
    let t = SyntaxTree(src)
    return t.matches(Pattern(pattern)).map { m in
        let caps = m.captures.sorted { $0.key < $1.key }
            .map { "\($0.key)=\(t.text(from: $0.value.lowerBound, through: $0.value.upperBound))" }
        return ([t.text(m.bytes)] + caps).joined(separator: " | ")
    }
}

/// The matched texts only.
private func matched(_ pattern: String, in src: String) -> [String] {
    let t = SyntaxTree(src)
    return t.matches(Pattern(pattern)).map { t.text($0.bytes) }
}

@Suite struct PatternTests {

    // MARK: Holes capture whole postfix chains

    @Suite struct WholeChains {
        @Test func holeAloneTakesTheWholeChain() {
            #expect(matches("$x", in: "a.b.c") == ["a.b.c | x=a.b.c"])
            #expect(matches("$x + 1", in: "let s = a.b.c + 1") == ["a.b.c + 1 | x=a.b.c"])
            #expect(matches("$x + 1", in: "let s = a?.b!.c(d)[e] + 1") == ["a?.b!.c(d)[e] + 1 | x=a?.b!.c(d)[e]"])
            #expect(matches("$x + $y", in: "let s = a! + b?.c") == ["a! + b?.c | x=a! | y=b?.c"])
            #expect(matches("$x + $y", in: "let s = a[0] + b") == ["a[0] + b | x=a[0] | y=b"])
            #expect(matches("$x + $y", in: "let s = items.map { $0 * 2 } + other")
                    == ["items.map { $0 * 2 } + other | x=items.map { $0 * 2 } | y=other"])
            #expect(matches("$x + 1", in: "let s = foo\n  .bar + 1") == ["foo\n  .bar + 1 | x=foo\n  .bar"])
            #expect(matches("$x + 1", in: "let s = try f() + 1") == ["try f() + 1 | x=try f()"])
        }

        @Test func holeBeforeAContinuationTakesTheChainPrefix() {
            #expect(matches("$x.c", in: "let s = a.b.c.d") == ["a.b.c | x=a.b"])
            #expect(matches("$x.d", in: "let s = a.b.c.d") == ["a.b.c.d | x=a.b.c"])
            #expect(matches("$x.b.c.d", in: "let s = a.b.c.d") == ["a.b.c.d | x=a"])
            #expect(matches("$x.bounds.width", in: "let s = self.view.bounds.width") == ["self.view.bounds.width | x=self.view"])
            #expect(matches("$f(1)", in: "let s = a.b(1)") == ["a.b(1) | f=a.b"])
            #expect(matches("$x?.c", in: "let s = a.b?.c") == ["a.b?.c | x=a.b"])
            #expect(matches("$x!.c", in: "let s = a.b!.c") == ["a.b!.c | x=a.b"])
            #expect(matches("$x(1).c", in: "let s = a.b(1).c") == ["a.b(1).c | x=a.b"])
            #expect(matches("$x[1].c", in: "let s = a.b[1].c") == ["a.b[1].c | x=a.b"])
            #expect(matches("$x.main.scale", in: "let s = f(UIScreen.main.scale)") == ["UIScreen.main.scale | x=UIScreen"])
            #expect(matches("$x.count", in: "let n = items.filter { $0 > 1 }.count") == ["items.filter { $0 > 1 }.count | x=items.filter { $0 > 1 }"])
            #expect(matches("$x.main.scale", in: "foo\nUIScreen.main.scale") == ["UIScreen.main.scale | x=UIScreen"])
        }

        @Test func literalPatternsNeverMatchTheTailOfAChain() {
            #expect(matched("UIScreen.main.scale", in: "let s = x.UIScreen.main.scale") == [])
            #expect(matched("UIScreen.main.scale", in: "let s = x?.UIScreen.main.scale") == [])
            #expect(matched("UIScreen.main.scale", in: "let s = f().UIScreen.main.scale") == [])
            #expect(matched("UIScreen.main.scale", in: "let s = x\n  .UIScreen.main.scale") == [])
            #expect(matched("b.c", in: "let s = a.b.c") == [])
            #expect(matched("UIScreen.main.scale", in: "let s = UIScreen.main.scales") == [])
            // A chain prefix is a real subexpression.
            #expect(matched("UIScreen.main.scale", in: "let s = UIScreen.main.scale.rounded()") == ["UIScreen.main.scale"])
            #expect(matched("a.b", in: "let s = a.b.c") == ["a.b"])
            #expect(matched("UIScreen.main.scale", in: "let s = -UIScreen.main.scale") == ["UIScreen.main.scale"])
            // Trivia inside the match is allowed.
            #expect(matched("UIScreen.main.scale", in: "let s = UIScreen/*c*/.main.scale") == ["UIScreen/*c*/.main.scale"])
        }
    }

    // MARK: Precedence

    @Suite struct Precedences {
        @Test func holesNeverSpanALowerPrecedenceOperator() {
            #expect(matches("$w - $x", in: "let s = a * b - c") == ["a * b - c | w=a * b | x=c"])
            #expect(matches("$w - $x", in: "let s = a - b * c") == ["a - b * c | w=a | x=b * c"])
            #expect(matches("$a * 2", in: "let s = a + b * 2") == ["b * 2 | a=b"])
            #expect(matches("$a + 1", in: "let s = x * a + 1") == ["x * a + 1 | a=x * a"])
            #expect(matches("$a + 1", in: "let s = a ?? b + 1") == ["b + 1 | a=b"])
            #expect(matches("$a == $b", in: "let s = a + b == c && d") == ["a + b == c | a=a + b | b=c"])
            #expect(matches("$a - $b", in: "let s = a - b == c") == ["a - b | a=a | b=b"])
            #expect(matches("$a * 2", in: "let s = x ?? 0 * 2") == ["0 * 2 | a=0"])
            #expect(matches("$a - $b", in: "x = a - b") == ["a - b | a=a | b=b"])
        }

        @Test func leftAssociativity() {
            #expect(matches("$w - $x", in: "let s = a - b - c") == ["a - b - c | w=a - b | x=c"])
            #expect(matches("$w - c", in: "let s = a - b - c") == ["a - b - c | w=a - b"])
            #expect(matched("b - c", in: "let s = a - b - c") == [])
            #expect(matches("$a * $b", in: "let s = a * b * c") == ["a * b * c | a=a * b | b=c"])
            #expect(matches("$a + $b", in: "let s = a - b + c") == ["a - b + c | a=a - b | b=c"])
            #expect(matches("$a - $b", in: "let s = a - b + c") == ["a - b | a=a | b=b"])
        }

        @Test func rightAssociativity() {
            #expect(matches("$a ?? $b", in: "let s = a ?? b ?? c") == ["a ?? b ?? c | a=a | b=b ?? c"])
            #expect(matches("$a = $b", in: "a = b = c") == ["a = b = c | a=a | b=b = c"])
        }

        @Test func literalOperandsBoundByTighterNeighbours() {
            #expect(matched("UIScreen.main.scale * 2", in: "let s = x / UIScreen.main.scale * 2") == [])
            #expect(matched("UIScreen.main.scale * 2", in: "let s = UIScreen.main.scale * 2") == ["UIScreen.main.scale * 2"])
            #expect(matched("UIScreen.main.scale * 2", in: "let s = UIScreen.main.scale * 2 + 1") == ["UIScreen.main.scale * 2"])
            #expect(matched("UIScreen.main.scale * 2", in: "let s = UIScreen.main.scale * 2 << 1") == [])
            #expect(matched("UIScreen.main.scale * 2", in: "let s = -UIScreen.main.scale * 2") == [])
            #expect(matched("UIScreen.main.scale * 2.0", in: "let s = UIScreen.main.scale * 2.0.rounded()") == [])
            #expect(matches("$a / UIScreen.main.scale", in: "view.frame.width / UIScreen.main.scale")
                    == ["view.frame.width / UIScreen.main.scale | a=view.frame.width"])
        }

        @Test func postfixOnTheLastOperand() {
            #expect(matched("$a * 2", in: "let s = y * 2.squareRoot()") == [])
            #expect(matches("$a * 2", in: "let s = y * 2") == ["y * 2 | a=y"])
            #expect(matches("$a * 2", in: "let s = f(x) * 2") == ["f(x) * 2 | a=f(x)"])
        }

        @Test func prefixOperators() {
            #expect(matches("$a * 2", in: "let s = -x * 2") == ["-x * 2 | a=-x"])
            #expect(matched("x * 2", in: "let s = -x * 2") == [])
            #expect(matches("$a * 2", in: "let s = a + -x * 2") == ["-x * 2 | a=-x"])
            #expect(matches("$a && $b", in: "let s = !flag && other") == ["!flag && other | a=!flag | b=other"])
        }

        @Test func safeAreaPattern() {
            let p = "$w - $x.safeAreaInsets.left * 2"
            #expect(matches(p, in: "let s = bounds.width - view.safeAreaInsets.left * 2")
                    == ["bounds.width - view.safeAreaInsets.left * 2 | w=bounds.width | x=view"])
            #expect(matches(p, in: "let s = w - v.safeAreaInsets.left * 2 - 1") == ["w - v.safeAreaInsets.left * 2 | w=w | x=v"])
            #expect(matched(p, in: "let s = w - v.safeAreaInsets.left * 2.0") == [])
            #expect(matched(p, in: "let s = w - v.safeAreaInsets.left * 2 * k") == [])
            #expect(matches(p, in: "let s = a * w - self.view.safeAreaInsets.left * 2")
                    == ["a * w - self.view.safeAreaInsets.left * 2 | w=a * w | x=self.view"])
        }

        @Test func ternaryInPattern() {
            #expect(matches("c ? $a : $b", in: "let s = c ? x : y") == ["c ? x : y | a=x | b=y"])
            #expect(matches("$c ? $a : $b", in: "let s = c ? x : y") == ["c ? x : y | a=x | b=y | c=c"])
        }
    }

    // MARK: Repeated holes

    @Suite struct RepeatedHoles {
        @Test func mustCaptureEqualText() {
            #expect(matches("$x.left + $x.left", in: "let s = v.left + v.left") == ["v.left + v.left | x=v"])
            #expect(matched("$x.left + $x.left", in: "let s = v.left + w.left") == [])
            #expect(matches("$x.left + $x.right", in: "let s = a.b.left + a.b.right") == ["a.b.left + a.b.right | x=a.b"])
            #expect(matched("$x.left + $x.right", in: "let s = a.b.left + a.c.right") == [])
            #expect(matches("$x.safeAreaInsets.left + $x.safeAreaInsets.right",
                            in: "let w = view.safeAreaInsets.left + view.safeAreaInsets.right")
                    == ["view.safeAreaInsets.left + view.safeAreaInsets.right | x=view"])
        }
    }

    // MARK: Delimited holes

    @Suite struct DelimitedHoles {
        @Test func castsAndTernariesInsideArguments() {
            #expect(matches("f($x, $y)", in: "let s = f(a as? Int, b ? c : d)") == ["f(a as? Int, b ? c : d) | x=a as? Int | y=b ? c : d"])
            #expect(matches("f($x, $y)", in: "let s = f(a as Int, b)") == ["f(a as Int, b) | x=a as Int | y=b"])
            #expect(matches("f(a: $x, b: $y)", in: "let s = f(a: x ? 1 : 2, b: y as! Int)")
                    == ["f(a: x ? 1 : 2, b: y as! Int) | x=x ? 1 : 2 | y=y as! Int"])
            #expect(matches("f(a: $x, b: $y)", in: "let s = f(a: g(1, 2), b: [3, 4])") == ["f(a: g(1, 2), b: [3, 4]) | x=g(1, 2) | y=[3, 4]"])
            #expect(matches("f(a: $x, b: $y)", in: "let s = f(a: { x, y in x }, b: 1)") == ["f(a: { x, y in x }, b: 1) | x={ x, y in x } | y=1"])
            #expect(matches("$a ?? $b", in: "let s = a as? Int ?? 0") == ["a as? Int ?? 0 | a=a as? Int | b=0"])
            #expect(matched("f($x, $y)", in: "let s = f(a)") == [])
            #expect(matched("f($x)", in: "let s = f(a, b)") == [])
        }
    }

    // MARK: Comments, strings, interpolations

    @Suite struct StringsAndComments {
        @Test func neverInCommentsOrStringText() {
            let p = "UIScreen.main.scale"
            #expect(matched(p, in: "// UIScreen.main.scale\nlet s = 1") == [])
            #expect(matched(p, in: "/* UIScreen.main.scale */") == [])
            #expect(matched(p, in: "/// UIScreen.main.scale\nfunc f() {}") == [])
            #expect(matched(p, in: "/* outer /* UIScreen.main.scale */ */") == [])
            #expect(matched(p, in: "let s = \"UIScreen.main.scale\"") == [])
            #expect(matched(p, in: "let s = #\"UIScreen.main.scale\"#") == [])
            #expect(matched(p, in: "let s = ##\"a \"# UIScreen.main.scale\"##") == [])
            #expect(matched(p, in: "let s = \"\"\"\n  UIScreen.main.scale\n  \"\"\"") == [])
            #expect(matched(p, in: "let s = #\"\"\"\n  UIScreen.main.scale \\(x)\n  \"\"\"#") == [])
            // In a raw string `\(` is text, not an interpolation.
            #expect(matched(p, in: "let s = #\"x\\(UIScreen.main.scale)y\"#") == [])
            #expect(matches("$x * 2", in: "let s = \"a * 2\" // b * 2") == [])
        }

        @Test func insideInterpolations() {
            let p = "UIScreen.main.scale"
            #expect(matched(p, in: "let s = \"x\\(UIScreen.main.scale)y\"") == [p])
            #expect(matched(p, in: "let s = #\"x\\#(UIScreen.main.scale)y\"#") == [p])
            #expect(matched(p, in: "let s = \"\"\"\n  \\(UIScreen.main.scale)\n  \"\"\"") == [p])
            #expect(matched(p, in: "let s = #\"\"\"\n\\#(UIScreen.main.scale)\n\"\"\"#") == [p])
            // Nested: an interpolation inside a string inside an interpolation.
            #expect(matched(p, in: "let s = \"x\\(f(\"in \\(UIScreen.main.scale)\"))y\"") == [p])
            #expect(matched(p, in: "let s = \"\\(a + \"\\(UIScreen.main.scale)\")\"") == [p])
            #expect(matches("$a * 2", in: "let s = \"\\(w * 2) and \\(h * 2)\"") == ["w * 2 | a=w", "h * 2 | a=h"])
        }

        @Test func matchPositions() {
            let src = "let s = \"é\\(UIScreen.main.scale)\"\n// UIScreen.main.scale\nlet t = UIScreen.main.scale"
            let t = SyntaxTree(src)
            let ms = t.matches(Pattern("UIScreen.main.scale"))
            #expect(ms.count == 2)
            #expect(ms.map { t.location(of: $0.bytes.lowerBound).line } == [1, 3])
            #expect(ms.map { t.location(of: $0.bytes.lowerBound).column } == [14, 9])
            #expect(ms.map { t.text($0.tokens.lowerBound) } == ["UIScreen", "UIScreen"])
            #expect(ms.map { t.text($0.tokens.upperBound) } == ["scale", "scale"])
        }
    }
}
