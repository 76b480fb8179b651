/// The CocoaPods `Podfile`: its `platform :ios, 'X'` is the app's iOS
/// deployment target where nothing closer (a Package.swift, the Xcode
/// project's setting) says.
public enum PodfileReading {
    /// The lowest iOS version of the Podfile's `platform :ios, …` lines:
    /// `platform :ios, '13.0'`, `"13.0"`, `'13'`, `platform(:ios, '13.0')`,
    /// with any spacing and a trailing `# comment`; commented-out lines and
    /// a `platform :ios` without a version (CocoaPods' default) say nothing.
    public static func iOSTarget(_ bytes: [UInt8]) -> (Int, Int)? {
        var best: (Int, Int)?
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            guard let v = iOSTarget(line: Substring(decoding: rawLine, as: UTF8.self)) else { continue }
            if best == nil || v < best! { best = v }
        }
        return best
    }

    /// The version on one line, when it is a `platform :ios` line.
    static func iOSTarget(line raw: Substring) -> (Int, Int)? {
        var s = raw.drop { $0 == " " || $0 == "\t" }
        guard s.hasPrefix("platform") else { return nil }
        s = s.dropFirst("platform".count)
        guard let next = s.first, next == " " || next == "\t" || next == "(" else { return nil }
        s = s.drop { $0 == " " || $0 == "\t" || $0 == "(" }
        guard s.hasPrefix(":ios") else { return nil }
        s = s.dropFirst(":ios".count)
        s = s.drop { $0 == " " || $0 == "\t" }
        guard s.first == "," else { return nil }
        s = s.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard let quote = s.first, quote == "'" || quote == "\"" else { return nil }
        s = s.dropFirst()
        guard let end = s.firstIndex(of: quote) else { return nil }
        let parts = s[..<end].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }),
              let major = Int(parts[0]) else { return nil }
        return (major, parts.count > 1 ? Int(parts[1])! : 0)
    }
}
