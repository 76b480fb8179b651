import Foundation

// The folder side of `unfold diff --split-dir DIR` (issue 12 item 15): which
// files in DIR are patches of an earlier unfold run.

extension SplitPatches {
    /// The numbered patches (`^[0-9]{4}-[a-z0-9-]+\.patch$`) in `folder`, sorted:
    /// unfold's own (regular files whose first line starts with `# unfold `)
    /// and the others. Files with other names are not looked at.
    static func survey(_ folder: String) -> (unfold: [String], other: [String]) {
        var mine: [String] = []
        var other: [String] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where isNumberedPatchName(name) {
            if isUnfoldPatch(folder + "/" + name) { mine.append(name) } else { other.append(name) }
        }
        return (mine, other)
    }

    /// `0001-some-id.patch`: four digits, a dash, lowercase letters, digits and dashes, `.patch`.
    static func isNumberedPatchName(_ name: String) -> Bool {
        let b = Array(name.utf8)
        let suffix = Array(".patch".utf8)
        guard b.count > 5 + suffix.count, b.suffix(suffix.count).elementsEqual(suffix), b[4] == UInt8(ascii: "-") else { return false }
        let isDigit = { (c: UInt8) in c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        guard b[0..<4].allSatisfy(isDigit) else { return false }
        return b[5..<(b.count - suffix.count)].allSatisfy { isDigit($0) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "-") }
    }

    /// A regular file (not a link) whose first bytes are `# unfold `.
    static func isUnfoldPatch(_ path: String) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let marker = Array("# unfold ".utf8)
        var head = [UInt8](repeating: 0, count: marker.count)
        var got = 0
        while got < head.count {
            let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, $0.count - got) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            got += n
        }
        return got == marker.count && head == marker
    }
}
