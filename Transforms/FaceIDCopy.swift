import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports string literals that name Face ID ("Face ID", also with a
/// non-breaking space) in a Swift file that never reads
/// `LAContext.biometryType`: `Text("Unlock with Face ID")`,
/// `NSLocalizedString("Use Face ID", comment: "")`,
/// `String(localized: "Enable Face ID")`, `localizedReason: "Log in with
/// Face ID"`, `label.text = "Face ID"`, alert titles and messages, enum raw
/// values used as labels, … Each finding names what to use where the code
/// runs (a label computed from `biometryType` in the SwiftUI view or UIKit
/// view, a neutral or biometry-specific `localizedReason`).
///
/// Not reported: comments; files whose code reads `biometryType` (the
/// wording is assumed to be chosen there) or that have a literal naming
/// Touch ID or Optic ID without Face ID (`.touchID → "Touch ID"`: chosen
/// there too); literals that also name Touch ID or Optic ID ("Face ID or
/// Touch ID" fits every device, but excuses no other literal); and literals that
/// are not shown to the user — arguments of logging, assertion and analytics
/// calls (`print`, `debugPrint`, `dump`, `NSLog`, `os_log`, `assert…`,
/// `precondition…`, `fatalError`, a call on a receiver named like a logger or
/// analytics, `log…`/`track…` functions) at any depth, and values of the
/// `forKey:`, `key:`, `named:`, `systemName:`, `identifier:`,
/// `withIdentifier:`, `forResource:` and `comment:` arguments (keys, asset
/// names, translator comments). `.strings` and `.xcstrings` files are out of
/// scope.
///
/// ## Why
/// iPhone Duo unlocks with Touch ID, not Face ID, so copy that names Face ID
/// unconditionally is wrong there (as it already is on iPhones with Touch ID
/// and on Apple Vision Pro's Optic ID). `LAContext().biometryType` (iOS 11)
/// tells which sensor the device has: `.faceID`, `.touchID`, `.opticID` or
/// `.none`; it is set once `canEvaluatePolicy(_:error:)` has been called.
///
/// Show a name computed from it (`.faceID` → "Face ID", `.touchID` → "Touch
/// ID", `.opticID` → "Optic ID"), for example a property of the view or its
/// model; word a `localizedReason` from it too, or without naming the sensor
/// ("Unlock your account"). (iPhone Duo field notes: "What to check in the
/// running app", item 9, "Biometry strings"; Apple: `LAContext.biometryType`.)
///
/// ## Example
/// ```diff
///  // finding only:
///  Text("Unlock with Face ID")
///  // face-id-copy: choose the name from LAContext().biometryType
///  // (.faceID → "Face ID", .touchID → "Touch ID", .opticID → "Optic ID")
/// ```
///
/// ## Fix safety
/// Finding only: the wording, its localisation and where the biometry type
/// is read (once per screen, in a model) are product decisions.
public struct FaceIDCopy: CollectingTransform {
    public var id: String { "face-id-copy" }
    public var summary: String { "User-facing strings naming Face ID in files that never read LAContext.biometryType → word them from biometryType." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// Pass 1: true when a string literal of the file may name Face ID
    /// (`LiteralFacts.stringMentionsFace`, noted by the lexer: no walk over
    /// the tokens); a file without it is not looked at again (`Transform.mayFire`).
    public func collect(path: String, tree: SyntaxTree) -> Bool? { Self.segmentsMentionFace(tree) ? true : nil }

    public func mayFire(in file: FilePreview) -> Bool { file.collected(id) }

    static let loggingCalls: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "assertionFailure", "precondition",
        "preconditionFailure", "fatalError", "log", "Log", "track",
    ]
    static let nonDisplayLabels: Set<String> = [
        "forKey", "key", "named", "systemName", "identifier", "withIdentifier", "forResource", "comment",
    ]

    static let touchID = Array("Touch ID".utf8)
    /// Whether a string segment of `tree` holds "face" in any ASCII case
    /// followed by a space, a no-break space (C2 A0) or a backslash
    /// (`LiteralFacts.mentionsFace`): every spelling `namesFaceID` accepts
    /// starts so, after lower-casing (and "interface", "surface" do not pass,
    /// which most files write). The lexer notes it while it scans the strings.
    static func segmentsMentionFace(_ tree: SyntaxTree) -> Bool {
        tree.literalFacts.stringMentionsFace
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        if tree.containsToken(Array("biometryType".utf8)) { return [] }
        // Most literals never write "face" in any case: one pass over the
        // string segments' bytes (a match never spans two segments).
        if !Self.segmentsMentionFace(tree) { return [] }
        // A file with Touch ID wording of its own (a literal naming Touch ID
        // and not Face ID: `.touchID → "Touch ID"`) chooses by biometry
        // elsewhere. "Face ID or Touch ID" fits every device but chooses
        // nothing: it does not excuse "Face ID & Passcode" beside it (Trio).
        // Bytes first: only a file that has the words anywhere gets its literals looked at.
        if ByteSearch.contains(Self.touchID, in: tree.bytes), Self.hasTouchIDOnlyLiteral(tree) { return [] }
        var out: [Finding] = []
        for (i, end, text) in Self.literals(tree) {
            guard Self.namesFaceID(text), !Self.namesOtherBiometry(text) else { continue }
            guard !Self.isNonDisplay(i, tree) else { continue }
            out.append(file.finding(at: i, message(i, end, file)))
        }
        return out
    }

    /// Whether a string literal of the file names Touch ID (or Optic ID) and not Face ID.
    static func hasTouchIDOnlyLiteral(_ tree: SyntaxTree) -> Bool {
        literals(tree).contains { namesOtherBiometry($0.text) && !namesFaceID($0.text) }
    }

    /// The file's string literals: first segment, last token, and their text (lazily, in order).
    static func literals(_ tree: SyntaxTree) -> some Sequence<(start: Int, end: Int, text: [UInt8])> {
        var i = 0
        return AnyIterator { () -> (start: Int, end: Int, text: [UInt8])? in
            while i < tree.count - 1, tree.kind(i) != .stringSegment { i += 1 }
            guard i < tree.count - 1 else { return nil }
            let start = i
            let end = tree.stringLiteralEnd(i)
            i = end + 1
            return (start, end, segmentsText(start, end, tree))
        }
    }

    // MARK: Messages

    func message(_ start: Int, _ end: Int, _ file: FileContext) -> String {
        let tree = file.tree
        let quoted = Text.short(Text.oneLine(tree.text(from: start, through: end)), limit: 60)
        let label = start >= 2 && tree.kind(start - 1) == .colon ? tree.text(start - 2) : ""
        let advice: String
        if label == "localizedReason" {
            advice = "word the reason from `LAContext.biometryType`, or name no sensor"
        } else {
            let ctx = file.codeContext(of: start)
            switch (ctx.role, ctx.hasInstance) {
            case (.swiftUIView, true): advice = "show a name computed from `LAContext().biometryType`"
            case (.traitEnvironment, true): advice = "set the text from `LAContext().biometryType`"
            default: advice = "return or pass a name computed from `LAContext().biometryType`"
            }
        }
        let long = "`\(quoted)` names Face ID but iPhone Duo has Touch ID → \(advice)"
        // One short sentence: a shorter quote when the advice is long.
        if long.count <= 160 { return long }
        let short = Text.short(Text.oneLine(tree.text(from: start, through: end)), limit: 36)
        return "`\(short)` names Face ID but iPhone Duo has Touch ID → \(advice)"
    }

    // MARK: The text

    /// The literal's text segments (interpolated code left out), lowercased ASCII.
    static func segmentsText(_ start: Int, _ end: Int, _ tree: SyntaxTree) -> [UInt8] {
        var out: [UInt8] = []
        for k in start...end where tree.kind(k) == .stringSegment {
            for b in tree.bytes[tree.tokens[k].range] { out.append(b >= 65 && b <= 90 ? b + 32 : b) }
            out.append(0)
        }
        return out
    }

    static let faceIDSpellings: [[UInt8]] = [
        Array("face id".utf8), Array("face\u{00A0}id".utf8), Array("face\\u{00a0}id".utf8), Array("face\\u{a0}id".utf8),
    ]

    static func namesFaceID(_ text: [UInt8]) -> Bool {
        faceIDSpellings.contains { ByteSearch.contains($0, in: text) }
    }

    static func namesOtherBiometry(_ text: [UInt8]) -> Bool {
        [Array("touch id".utf8), Array("touch\u{00A0}id".utf8), Array("optic id".utf8), Array("optic\u{00A0}id".utf8)].contains { ByteSearch.contains($0, in: text) }
    }

    // MARK: Not shown to the user

    /// Whether the literal at `start` is a logging/assertion/analytics argument or a key, asset name or comment.
    static func isNonDisplay(_ start: Int, _ tree: SyntaxTree) -> Bool {
        if start >= 2, tree.kind(start - 1) == .colon, tree.kind(start - 2) == .identifier, nonDisplayLabels.contains(tree.text(start - 2)) {
            return true
        }
        var g = Int(tree.parentGroup[start])
        while g >= 0, tree.kind(g) != .leftBrace {
            if tree.kind(g) == .leftParen, g > 0, tree.kind(g - 1) == .identifier {
                let calleeStart = tree.operandStart(endingAt: g - 1)
                var k = calleeStart
                while k < g {
                    if tree.kind(k) == .identifier, isLoggingName(tree.text(k)) { return true }
                    k = tree.nextSibling(k)
                }
            }
            g = Int(tree.parentGroup[g])
        }
        return false
    }

    static let loggingWords = ["logger", "analytics", "crashlytics"].map { Array($0.utf8) }

    static func isLoggingName(_ s: String) -> Bool {
        if loggingCalls.contains(s) { return true }
        // ASCII lower-casing and byte search (Foundation's `contains` was most of this rule's time).
        let lower = s.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        if loggingWords.contains(where: { ByteSearch.firstIndex(of: $0, in: lower) != nil }) { return true }
        for prefix in ["log", "track"] where s.hasPrefix(prefix) && s.count > prefix.count {
            if s[s.index(s.startIndex, offsetBy: prefix.count)].isUppercase { return true }
        }
        return false
    }
}
