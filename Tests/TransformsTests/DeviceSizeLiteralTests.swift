import SwiftTree
import Testing
@testable import Transforms

/// `FixedScreenWidth.writesDeviceSize` reads a literal's value from its bytes;
/// it must answer as the literal's text compared with each device size does:
/// the size itself, or the size followed by `.`.
@Suite struct DeviceSizeLiteralTests {
    /// The text-level rule, one size at a time.
    static func byText(_ literal: String) -> Bool {
        FixedScreenWidth.deviceSizes.contains { size in
            let s = String(size)
            return literal == s || literal.hasPrefix(s + ".")
        }
    }

    static let literals: [String] = {
        var out: [String] = []
        for v in 0..<14_000 {
            let s = String(v)
            out += [s, s + ".0", s + ".5", s + "e1", s + "_0", "0" + s, s + "0"]
        }
        out += ["1_024", "0x177", "0b101110111", "0o567", "375.0e2", "3.75", "37.5", "1366.", "00375"]
        return out
    }()

    @Test func sameAnswerAsTheText() {
        for literal in Self.literals {
            let tree = SyntaxTree("let x = \(literal)\n")
            #expect(FixedScreenWidth.writesDeviceSize(tree) == Self.byText(literal), "\(literal)")
        }
    }

    @Test func severalLiteralsInAFile() {
        #expect(FixedScreenWidth.writesDeviceSize(SyntaxTree("let a = 100; let b = 3750\nif w < 375.0 {}\n")))
        #expect(!FixedScreenWidth.writesDeviceSize(SyntaxTree("let a = 100; let b = 3750\nif w < 0375 {}\n")))
    }
}
