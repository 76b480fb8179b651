// Unit tests for SyntaxTree.nonIOSRanges(): which `#if` branches iOS never
// compiles (issue 14: macOS/watchOS/tvOS code is not touched by iOS transforms).
import Testing
import SwiftTree

/// The identifiers `a` … `z` (one letter each, alone on their line) of `src`
/// that lie in a non-iOS range, in source order.
private func nonIOS(_ src: String) -> String {
    never(src, .iOS)
}

/// `nonIOS` for any platform: the letters `platform` never compiles.
private func never(_ src: String, _ platform: CompilationPlatform) -> String {
    let tree = SyntaxTree(src)
    let ranges = platform == .iOS ? tree.nonIOSRanges() : tree.ranges(neverCompiledFor: platform)
    var out = ""
    for i in 0..<tree.count where tree.kind(i) == .identifier {
        let t = tree.tokens[i]
        guard t.end - t.start == 1, ranges.holds(Int(t.start)) else { continue }
        out += tree.text(i)
    }
    return out
}

@Suite struct PlatformRegionsTests {
    @Test func noDirectivesNoRanges() {
        #expect(SyntaxTree("let a = 1\n").nonIOSRanges().isEmpty)
        // `#if` in a comment or string only starts the scan earlier.
        #expect(nonIOS("// #if os(macOS)\na\nlet s = \"#if os(macOS)\"\nb\n") == "")
    }

    @Test func otherPlatformsAreNonIOS() {
        #expect(nonIOS("#if os(macOS)\na\n#endif\nb\n") == "a")
        #expect(nonIOS("#if os(watchOS)\na\n#endif\n#if os(tvOS)\nb\n#endif\n#if os(visionOS)\nc\n#endif\nd\n") == "abc")
        #expect(nonIOS("#if os(iOS)\na\n#endif\n") == "")
        #expect(nonIOS("#if DEBUG\na\n#else\nb\n#endif\n") == "")
    }

    /// Other platforms (a package that also builds for macOS, session 22).
    @Test func branchesOtherPlatformsNeverCompile() {
        #expect(never("#if os(iOS)\na\n#elseif os(macOS)\nb\n#else\nc\n#endif\nd\n", .macOS) == "ac")
        #expect(never("#if os(OSX)\na\n#endif\n#if os(tvOS)\nb\n#endif\n", .macOS) == "b")
        // UIKit: not on macOS, on tvOS and visionOS; watchOS may have it.
        #expect(never("#if canImport(UIKit)\na\n#else\nb\n#endif\n", .macOS) == "a")
        #expect(never("#if canImport(UIKit)\na\n#else\nb\n#endif\n", .tvOS) == "b")
        #expect(never("#if canImport(UIKit)\na\n#else\nb\n#endif\n", .watchOS) == "")
        // AppKit: macOS only (iOS stays unknown: Mac Catalyst).
        #expect(never("#if canImport(AppKit)\na\n#else\nb\n#endif\n", .macOS) == "b")
        #expect(never("#if canImport(AppKit)\na\n#else\nb\n#endif\n", .visionOS) == "a")
        #expect(nonIOS("#if canImport(AppKit)\na\n#else\nb\n#endif\n") == "")
        #expect(never("#if os(xrOS)\na\n#endif\n#if DEBUG\nb\n#endif\n", .visionOS) == "")
        #expect(CompilationPlatform(manifestName: "macCatalyst") == .iOS)
        #expect(CompilationPlatform(manifestName: "linux") == nil)
    }

    @Test func elseOfIOSIsNonIOS() {
        #expect(nonIOS("#if os(iOS)\na\n#else\nb\n#endif\nc\n") == "b")
        #expect(nonIOS("#if os(macOS)\na\n#else\nb\n#endif\n") == "a")
    }

    @Test func negation() {
        #expect(nonIOS("#if !os(iOS)\na\n#else\nb\n#endif\n") == "a")
        #expect(nonIOS("#if !os(macOS)\na\n#else\nb\n#endif\n") == "b")
        #expect(nonIOS("#if !(os(iOS))\na\n#endif\n") == "a")
        #expect(nonIOS("#if !DEBUG\na\n#else\nb\n#endif\n") == "")
    }

    @Test func elseifChains() {
        // `canImport(AppKit)` may be true under Mac Catalyst: not decided.
        #expect(nonIOS("#if canImport(AppKit)\na\n#elseif canImport(UIKit)\nb\n#else\nc\n#endif\n") == "c")
        #expect(nonIOS("#if os(macOS)\na\n#elseif os(iOS)\nb\n#elseif os(tvOS)\nc\n#else\nd\n#endif\n") == "acd")
        #expect(nonIOS("#if os(macOS)\na\n#elseif os(watchOS)\nb\n#else\nc\n#endif\n") == "ab")
        #expect(nonIOS("#if DEBUG\na\n#elseif os(macOS)\nb\n#else\nc\n#endif\n") == "b")
    }

    @Test func orAndAnd() {
        #expect(nonIOS("#if os(iOS) || os(tvOS)\na\n#else\nb\n#endif\n") == "b")
        #expect(nonIOS("#if os(macOS) || os(tvOS)\na\n#else\nb\n#endif\n") == "a")
        #expect(nonIOS("#if os(macOS) || DEBUG\na\n#else\nb\n#endif\n") == "")
        #expect(nonIOS("#if os(iOS) && DEBUG\na\n#else\nb\n#endif\n") == "")
        #expect(nonIOS("#if os(macOS) && DEBUG\na\n#else\nb\n#endif\n") == "a")
        #expect(nonIOS("#if os(iOS) && !targetEnvironment(macCatalyst)\na\n#endif\n") == "")
        // `&&` binds tighter than `||`: (macOS && DEBUG) || tvOS cannot be true on iOS.
        #expect(nonIOS("#if os(macOS) && DEBUG || os(tvOS)\na\n#endif\n") == "a")
        #expect(nonIOS("#if (os(iOS) || os(macOS)) && !os(iOS)\na\n#endif\n") == "a")
    }

    @Test func nesting() {
        // Inside a non-iOS branch everything is non-iOS.
        #expect(nonIOS("#if os(macOS)\na\n#if DEBUG\nb\n#else\nc\n#endif\nd\n#else\ne\n#endif\n") == "abcd")
        // A non-iOS branch nested in an iOS one.
        #expect(nonIOS("#if DEBUG\na\n#if os(iOS)\nb\n#else\nc\n#endif\nd\n#endif\ne\n") == "c")
        #expect(nonIOS("class A {\n#if os(tvOS)\nfunc ff() {\nx\n}\n#endif\nfunc gg() {\ny\n}\n}\n") == "x")
    }

    @Test func unparsedConditionsAreUnknown() {
        #expect(nonIOS("#if swift(>=5.9)\na\n#else\nb\n#endif\n") == "")
        #expect(nonIOS("#if os(macOS) ||\na\n#endif\n") == "")
        #expect(nonIOS("#if\na\n#endif\n") == "")
    }

    @Test func rangesLeaveTheDirectivesOut() {
        let src = "#if os(macOS)\nlet a = 1\n#endif\n"
        let tree = SyntaxTree(src)
        let ranges = tree.nonIOSRanges()
        #expect(ranges.count == 1)
        #expect(ranges.first == 13..<(src.utf8.count - "#endif\n".utf8.count))
    }

    @Test func unterminatedBranchRunsToTheEnd() {
        let src = "#if os(watchOS)\na\n"
        #expect(SyntaxTree(src).nonIOSRanges() == [15..<src.utf8.count])
        #expect(nonIOS("#endif\n#else\na\n") == "")  // stray directives
    }
}
