/// An OS version as deployment targets spell it: `15`, `15.4`, `16.4.1`.
///
/// `parse` is strict (issue 12 item 10): one to three components separated by
/// `.`, each one or two ASCII digits (no sign, no space, no empty component),
/// major 1...99, minor and patch 0...99. So `15.100`, `15.-1`, `+15` and
/// `15.9223372036854775807` are rejected instead of being misread, wrapped or
/// overflowing.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public static let majorRange = 1...99
    public static let minorRange = 0...99
    public static let patchRange = 0...99
    /// What the bounds are, for error messages.
    public static let rule = "one to three numbers separated by dots, major 1–99, minor and patch 0–99"

    public var major: Int
    public var minor: Int
    public var patch: Int

    /// Any values; `parse` is where text is validated.
    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `15` → 15.0.0, `16.4` → 16.4.0, `16.4.1`; nil for anything else.
    public static func parse(_ s: String) -> OSVersion? {
        var parts: [Int] = []
        var value = 0
        var digits = 0
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 2 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "."):
                guard digits > 0, parts.count < 2 else { return nil }
                parts.append(value)
                value = 0
                digits = 0
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        parts.append(value)
        let v = OSVersion(major: parts[0], minor: parts.count > 1 ? parts[1] : 0, patch: parts.count > 2 ? parts[2] : 0)
        guard majorRange.contains(v.major), minorRange.contains(v.minor), patchRange.contains(v.patch) else { return nil }
        return v
    }

    /// (major, minor): the form `TransformOptions.deploymentTarget` and the transforms use.
    public var majorMinor: (Int, Int) { (major, minor) }

    /// `15.0`, `16.4.1` (the patch only when not zero).
    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

    public static func < (a: OSVersion, b: OSVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}
