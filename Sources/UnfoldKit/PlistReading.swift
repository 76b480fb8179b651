/// A small reader of XML property lists: the root dictionary's entries with
/// the byte offset of each `<key>`, for transforms that report or edit plist
/// keys. Comments (`<!-- … -->`), the XML declaration, the DOCTYPE and CDATA
/// are understood, so a key inside a comment is not a key. Binary plists and
/// malformed XML give nil.
public struct XMLPlist: Sendable {
    public indirect enum Value: Sendable, Equatable {
        case bool(Bool)
        case string(String)
        /// `<integer>`, `<real>`, `<date>`, `<data>`: their text.
        case scalar(String)
        case array([Value])
        case dict([(key: String, value: Value)])

        public static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case let (.bool(x), .bool(y)): return x == y
            case let (.string(x), .string(y)), let (.scalar(x), .scalar(y)): return x == y
            case let (.array(x), .array(y)): return x == y
            case let (.dict(x), .dict(y)): return x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
            default: return false
            }
        }

        /// `<true/>`, and the string or number spellings Foundation's `boolValue` accepts (`YES`, `true`, `1`).
        public var isTrue: Bool {
            switch self {
            case .bool(let b): return b
            case .string(let s), .scalar(let s):
                let t = s.lowercased()
                return t == "yes" || t == "true" || t == "1"
            default: return false
            }
        }

        public var strings: [String]? {
            guard case .array(let items) = self else { return nil }
            var out: [String] = []
            for i in items {
                guard case .string(let s) = i else { return nil }
                out.append(s)
            }
            return out
        }
    }

    public struct Entry: Sendable {
        public var key: String
        /// Byte offset of the entry's `<key>` tag.
        public var keyOffset: Int
        public var value: Value
    }

    /// The root dictionary's entries, in file order.
    public let entries: [Entry]

    public func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }

    public init?(bytes: [UInt8]) {
        if bytes.starts(with: Array("bplist".utf8)) { return nil }
        guard let tokens = XMLPlist.tokenize(bytes) else { return nil }
        var p = Parser(tokens: tokens)
        // Skip to `<plist>`, then the root element must be a dictionary.
        while p.i < tokens.count {
            if case .open("plist", _, false) = tokens[p.i] { break }
            p.i += 1
        }
        guard p.i < tokens.count else { return nil }
        p.i += 1
        p.skipText()
        guard p.i < tokens.count, case .open("dict", _, let selfClosing) = tokens[p.i] else { return nil }
        p.i += 1
        if selfClosing {
            entries = []
            return
        }
        guard let root = p.dictEntries(depth: 0) else { return nil }
        entries = root
    }

    // MARK: Tokens

    enum Token: Equatable {
        /// `<name …>` (or `<name/>` when self-closing) at byte offset.
        case open(String, Int, Bool)
        case close(String)
        case text(String)
    }

    static func tokenize(_ b: [UInt8]) -> [Token]? {
        var out: [Token] = []
        var text: [UInt8] = []
        var i = 0
        let n = b.count
        // Byte comparisons in place (an array made per comparison was most of a large plist's cost).
        func matches(_ u: UnsafeBufferPointer<UInt8>, at k: Int) -> Bool {
            guard k + u.count <= n else { return false }
            for x in 0..<u.count where b[k + x] != u[x] { return false }
            return true
        }
        func starts(_ s: StaticString, at k: Int) -> Bool {
            s.withUTF8Buffer { matches($0, at: k) }
        }
        func find(_ s: StaticString, from k: Int) -> Int? {
            s.withUTF8Buffer { u in
                var j = k
                while j + u.count <= n {
                    if b[j] == u[0] && matches(u, at: j) { return j }
                    j += 1
                }
                return nil
            }
        }
        func flushText() {
            if !text.isEmpty {
                out.append(.text(decodeEntities(String(decoding: text, as: UTF8.self))))
                text.removeAll()
            }
        }
        while i < n {
            if b[i] != UInt8(ascii: "<") {
                text.append(b[i])
                i += 1
                continue
            }
            if starts("<!--", at: i) {
                guard let e = find("-->", from: i + 4) else { return nil }
                i = e + 3
            } else if starts("<![CDATA[", at: i) {
                guard let e = find("]]>", from: i + 9) else { return nil }
                text.append(contentsOf: b[(i + 9)..<e])
                i = e + 3
            } else if starts("<?", at: i) {
                guard let e = find("?>", from: i + 2) else { return nil }
                i = e + 2
            } else if starts("<!", at: i) {
                guard let e = find(">", from: i + 2) else { return nil }
                i = e + 1
            } else {
                guard let e = find(">", from: i + 1) else { return nil }
                flushText()
                var inner = String(decoding: b[(i + 1)..<e], as: UTF8.self)
                if inner.hasPrefix("/") {
                    out.append(.close(tagName(String(inner.dropFirst()))))
                } else {
                    let selfClosing = inner.hasSuffix("/")
                    if selfClosing { inner.removeLast() }
                    out.append(.open(tagName(inner), i, selfClosing))
                }
                i = e + 1
            }
        }
        flushText()
        return out
    }

    static func tagName(_ s: String) -> String {
        String(s.prefix { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "/" })
    }

    static func decodeEntities(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "&")) else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[amp...]
            if let semi = after.firstIndex(of: ";"), after.distance(from: amp, to: semi) <= 10 {
                let name = String(after[after.index(after: amp)..<semi])
                var scalar: Unicode.Scalar?
                switch name {
                case "amp": scalar = "&"
                case "lt": scalar = "<"
                case "gt": scalar = ">"
                case "quot": scalar = "\""
                case "apos": scalar = "'"
                default:
                    if name.hasPrefix("#x") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                    else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
                }
                if let scalar {
                    out.unicodeScalars.append(scalar)
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            out += "&"
            rest = after.dropFirst()
        }
        return out + rest
    }

    // MARK: Parser

    struct Parser {
        let tokens: [Token]
        var i = 0
        static let maxDepth = 64

        init(tokens: [Token]) { self.tokens = tokens }

        /// Skips whitespace text between elements.
        mutating func skipText() {
            while i < tokens.count, case .text = tokens[i] { i += 1 }
        }

        /// Entries up to and including the dictionary's `</dict>`.
        mutating func dictEntries(depth: Int) -> [Entry]? {
            var out: [Entry] = []
            while true {
                skipText()
                guard i < tokens.count else { return nil }
                switch tokens[i] {
                case .close("dict"):
                    i += 1
                    return out
                case .open("key", let offset, let selfClosing):
                    i += 1
                    var key = ""
                    if !selfClosing {
                        if i < tokens.count, case .text(let t) = tokens[i] { key = t; i += 1 }
                        guard i < tokens.count, tokens[i] == .close("key") else { return nil }
                        i += 1
                    }
                    skipText()
                    guard let value = value(depth: depth + 1) else { return nil }
                    out.append(Entry(key: key, keyOffset: offset, value: value))
                default:
                    return nil
                }
            }
        }

        mutating func value(depth: Int) -> Value? {
            guard depth < Parser.maxDepth, i < tokens.count, case .open(let name, _, let selfClosing) = tokens[i] else { return nil }
            i += 1
            switch name {
            case "true", "false":
                if !selfClosing {
                    guard i < tokens.count, tokens[i] == .close(name) else { return nil }
                    i += 1
                }
                return .bool(name == "true")
            case "array":
                if selfClosing { return .array([]) }
                var items: [Value] = []
                while true {
                    skipText()
                    guard i < tokens.count else { return nil }
                    if tokens[i] == .close("array") {
                        i += 1
                        return .array(items)
                    }
                    guard let v = value(depth: depth + 1) else { return nil }
                    items.append(v)
                }
            case "dict":
                if selfClosing { return .dict([]) }
                guard let entries = dictEntries(depth: depth) else { return nil }
                return .dict(entries.map { ($0.key, $0.value) })
            default:
                var t = ""
                if !selfClosing {
                    if i < tokens.count, case .text(let s) = tokens[i] { t = s; i += 1 }
                    guard i < tokens.count, tokens[i] == .close(name) else { return nil }
                    i += 1
                }
                return name == "string" ? .string(t) : .scalar(t.trimmedWhitespace())
            }
        }
    }
}

extension String {
    func trimmedWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}

/// Build settings as written in a `project.pbxproj`, each with the byte offset
/// of its name (`INFOPLIST_KEY_UIRequiresFullScreen = YES;`). Quoted names and
/// values are unquoted, a condition (`NAME[sdk=iphoneos*]`) is split off, and a
/// parenthesised list value becomes its items joined by spaces.
public struct BuildSetting: Sendable, Hashable {
    public var name: String
    /// `sdk=iphoneos*` of `NAME[sdk=iphoneos*]`, if any.
    public var condition: String?
    public var value: String
    public var offset: Int

    /// Every `NAME = value;` line of `bytes` whose name starts with `prefix`.
    public static func settings(in bytes: [UInt8], prefix: String = "") -> [BuildSetting] {
        var out: [BuildSetting] = []
        let pre = Array(prefix.utf8)
        let n = bytes.count
        var i = 0
        func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 }
        while i < n {
            // One line: skip indentation.
            var k = i
            while k < n, isSpace(bytes[k]) { k += 1 }
            var lineEnd = k
            while lineEnd < n, bytes[lineEnd] != 10, bytes[lineEnd] != 13 { lineEnd += 1 }
            defer { i = lineEnd + 1 }
            let nameStart = k
            var name: [UInt8] = []
            if k < lineEnd, bytes[k] == UInt8(ascii: "\"") {
                k += 1
                while k < lineEnd, bytes[k] != UInt8(ascii: "\"") { name.append(bytes[k]); k += 1 }
                k += 1
            } else {
                while k < lineEnd, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: "=") { name.append(bytes[k]); k += 1 }
            }
            guard !name.isEmpty, name.starts(with: pre) else { continue }
            while k < lineEnd, isSpace(bytes[k]) { k += 1 }
            guard k < lineEnd, bytes[k] == UInt8(ascii: "=") else { continue }
            k += 1
            while k < n, isSpace(bytes[k]) { k += 1 }
            var value = ""
            if k < n, bytes[k] == UInt8(ascii: "(") {
                // A list, possibly over several lines: `(\n "a",\n b,\n);`
                guard let close = bytes[k...].firstIndex(of: UInt8(ascii: ")")) else { continue }
                let items = String(decoding: bytes[(k + 1)..<close], as: UTF8.self)
                    .split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == "\r" })
                    .map { BuildSetting.unquoted(String($0).trimmedWhitespace()) }
                    .filter { !$0.isEmpty }
                value = items.joined(separator: " ")
                lineEnd = max(lineEnd, close)
                while lineEnd < n, bytes[lineEnd] != 10, bytes[lineEnd] != 13 { lineEnd += 1 }
            } else if k < lineEnd, bytes[k] == UInt8(ascii: "\"") {
                var e = k + 1
                while e < lineEnd, bytes[e] != UInt8(ascii: "\"") { e += bytes[e] == UInt8(ascii: "\\") ? 2 : 1 }
                value = String(decoding: bytes[(k + 1)..<min(e, lineEnd)], as: UTF8.self).replacingEscapes()
            } else {
                var e = k
                while e < lineEnd, bytes[e] != UInt8(ascii: ";") { e += 1 }
                value = String(decoding: bytes[k..<e], as: UTF8.self).trimmedWhitespace()
            }
            var nameText = String(decoding: name, as: UTF8.self)
            var condition: String?
            if let open = nameText.firstIndex(of: "["), nameText.hasSuffix("]") {
                condition = String(nameText[nameText.index(after: open)..<nameText.index(before: nameText.endIndex)])
                nameText = String(nameText[..<open])
            }
            out.append(BuildSetting(name: nameText, condition: condition, value: value, offset: nameStart))
        }
        return out
    }

    static func unquoted(_ s: String) -> String {
        guard s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") else { return s }
        return String(s.dropFirst().dropLast()).replacingEscapes()
    }

    /// `YES`, `true`, `1` (any case).
    public var isYes: Bool {
        let v = value.lowercased()
        return v == "yes" || v == "true" || v == "1"
    }
}

extension String {
    /// `\"` → `"`, `\\` → `\`.
    fileprivate func replacingEscapes() -> String {
        guard contains("\\") else { return self }
        var out = ""
        var escaped = false
        for c in self {
            if escaped { out.append(c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
        }
        return out
    }
}
