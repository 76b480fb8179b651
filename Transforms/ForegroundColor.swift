import SwiftTree
import UnfoldKit

/// ## What it does
/// In files that import SwiftUI, renames the modifier `.foregroundColor(x)`
/// to `.foregroundStyle(x)` when the deployment target is known to be iOS 15
/// or later. Only modifier calls count: in a chain (`view.foregroundColor(…)`,
/// a `.foregroundColor(…)` line), or bare on `self` inside a SwiftUI view, a
/// view modifier or an extension of `View` / `Text`; not
/// `NSAttributedString.Key.foregroundColor`, attribute assignments,
/// `AttributeContainer` builders, or a file that declares its own
/// `foregroundColor` method.
///
/// The argument must be a non-optional `Color`, because `foregroundStyle`
/// takes a `ShapeStyle` and `foregroundColor` takes a `Color?`: an implicit
/// member (`.red`; the palette colours stay as they are, others get `Color.`
/// — `.primary` must not become the hierarchical `.primary` style),
/// `Color.x…`, `Color("Asset")`, `Color(red:…)` and the other SwiftUI
/// initialisers (`Color(UIColor.x)`, also of a ternary of two `UIColor`s:
/// `Color(isOld ? UIColor.systemGray3 : UIColor.secondaryLabel)`), a ternary
/// of those, or a property, local or parameter declared as `Color` in the file;
/// also a static property or a function the project declares as a
/// non-optional `Color`, in this file or another (collected facts; damus's
/// `DamusColors.purple` with `static let purple = Color("DamusPurple")`, its
/// `fontColor()` with `func fontColor() -> Color`): `Type.member`,
/// `Type.function(…)`, and `function(…)` / `self.function(…)` of the
/// enclosing type or a global function, with labels that match the
/// declaration, optionally followed by Color's own `.opacity(_:)`.
/// Anything else (`nil`, an optional, a colour of unknown type, a bare
/// property of another file, which a local could shadow) is reported.
///
/// Below iOS 17 `Text.foregroundColor(_:)` returns `Text` but
/// `foregroundStyle(_:)` returns `some View`, so a call on a `Text` (or on a
/// value unfold cannot type) is reported, not rewritten, where its result must
/// stay a `Text`: next to `+` or another operator, inside a string
/// interpolation, followed by a Text-only modifier (`bold()`, `kerning(_:)`…)
/// that has no View version where the code runs, in a function or property
/// declared to return `Text`, and for a `Text(…)` chain also as an argument,
/// array element, assigned value or returned value of a closure. The View
/// versions (Apple's symbol pages, developer.apple.com/documentation/swiftui/view/…):
/// `bold(_:)`, `italic(_:)`, `fontWeight(_:)`, `fontWidth(_:)`,
/// `kerning(_:)`, `tracking(_:)`, `baselineOffset(_:)`,
/// `strikethrough(_:pattern:color:)`, `monospaced(_:)` iOS 16.0,
/// `fontDesign(_:)` iOS 16.1, `monospacedDigit()` iOS 15.0; so from iOS 16
/// `Text("Live").foregroundColor(.white).bold()` becomes
/// `.foregroundStyle(.white).bold()` (damus). `underline`, `textScale`,
/// `customAttribute` and the speech and accessibility modifiers still need
/// the Text below iOS 17; so does a method the project declares in an
/// `extension Text` (collected facts).
///
/// ## Why
/// `foregroundColor(_:)` is deprecated (soft, `renamed: "foregroundStyle(_:)"`).
/// `foregroundStyle(_:)` (iOS 15) takes any shape style — colours, gradients,
/// hierarchical styles — and is the modifier the SDK keeps extending (Apple:
/// `foregroundColor(_:)` soft-deprecated, renamed `foregroundStyle(_:)`, iOS
/// 15).
///
/// It takes a non-optional `ShapeStyle`, so an optional colour has no
/// one-to-one replacement and is rewritten by hand. Where the result must stay
/// a `Text` (concatenated with `+`, interpolated, followed by a `Text`-only
/// modifier without a View version on the target, returned as `Text`),
/// `Text.foregroundStyle(_:)` returns `Text`
/// only from iOS 17 (macOS 14, tvOS 17, watchOS 10, for code also built
/// there): keep `foregroundColor` until the targets reach it. Below
/// iOS 15 (the target, or the other branch of an availability check) it stays
/// too; an unknown deployment target is settled in the project file,
/// `.unfold.json` (`deploymentTarget`) or with `--deployment-target`. In a
/// package whose `platforms:` also names macOS below 12, tvOS below 15 or
/// watchOS below 8, it stays outside the `#if` branches those never compile:
/// `foregroundStyle(_:)` does not exist there (found on ACHNBrowserUI's UI
/// package, session 22).
///
/// ## Example
/// ```diff
///  Text(title)
///      .font(.headline)
/// -    .foregroundColor(.secondary)
/// +    .foregroundStyle(Color.secondary)
///  Image(systemName: "star.fill")
/// -    .foregroundColor(.yellow)
/// +    .foregroundStyle(.yellow)
/// ```
///
/// ## Fix safety
/// Safe: for a non-optional `Color` argument both modifiers set the same
/// foreground. A project function counts by its declared `-> Color`; were it
/// overloaded by return type with another shape style (same name and labels),
/// the new call would be ambiguous: a compile error, never a silent change. Needs iOS 15: with an older or unknown deployment target it
/// only reports.
public struct ForegroundColor: CollectingTransform {
    public var id: String { "foreground-color" }
    public var summary: String { ".foregroundColor(x) → .foregroundStyle(x) (deployment target 15+)." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["foregroundColor"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    /// Colours that `ShapeStyle where Self == Color` offers as implicit members.
    static let palette: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
        "orange", "pink", "purple", "red", "teal", "white", "yellow",
    ]
    /// Labels of SwiftUI's non-failable `Color` initialisers.
    static let colorInitLabels: Set<String> = ["red", "white", "hue", "uiColor", "cgColor", "nsColor"]
    /// The iOS version of the `View` modifier of the same name, for the
    /// Text-only modifiers that have one (Apple's symbol pages,
    /// developer.apple.com/documentation/swiftui/view/…: `bold(_:)`,
    /// `italic(_:)`, `fontWeight(_:)`, `fontWidth(_:)`, `kerning(_:)`,
    /// `tracking(_:)`, `baselineOffset(_:)`, `strikethrough(_:pattern:color:)`,
    /// `monospaced(_:)` iOS 16.0; `fontDesign(_:)` iOS 16.1;
    /// `monospacedDigit()` iOS 15.0). Where the code runs on that version, the
    /// modifier after `foregroundStyle(_:)` (`some View`) is the View one.
    /// `underline` is left out: no View version was confirmed.
    static let viewVersions: [String: OSVersion] = [
        "bold": OSVersion(major: 16), "italic": OSVersion(major: 16), "fontWeight": OSVersion(major: 16),
        "fontWidth": OSVersion(major: 16), "kerning": OSVersion(major: 16), "tracking": OSVersion(major: 16),
        "baselineOffset": OSVersion(major: 16), "strikethrough": OSVersion(major: 16), "monospaced": OSVersion(major: 16),
        "fontDesign": OSVersion(major: 16, minor: 1), "monospacedDigit": OSVersion(major: 15),
    ]
    /// Modifiers that return `Text` only on a `Text` (their `View` versions are iOS 16 or later, or absent).
    static let textOnlyModifiers: Set<String> = [
        "bold", "italic", "fontWeight", "fontDesign", "fontWidth", "kerning", "tracking", "baselineOffset",
        "underline", "strikethrough", "monospaced", "monospacedDigit", "textScale", "typesettingLanguage",
        "customAttribute", "speechAdjustedPitch", "speechAlwaysIncludesPunctuation",
        "speechAnnouncementsQueued", "speechSpellsOutCharacters", "accessibilityTextContentType",
        "accessibilityHeading",
    ]


    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array("foregroundColor".utf8)), tree.imports("SwiftUI") else { return [] }
        // The file's own `foregroundColor` method: its calls are not SwiftUI's.
        for d in tree.decls.indices where tree.decls[d].kind == .func && tree.decls[d].name == "foregroundColor" { return [] }
        let effective = EffectiveTarget(file)
        // Variables by name, for the receiver and argument checks.
        var vars: [String: [Int]] = [:]
        for (k, d) in tree.decls.enumerated() where d.kind.isVariable { vars[d.name, default: []].append(k) }
        var out: [Finding] = []
        for i in 1..<(tree.count - 1) where tree.kind(i) == .identifier && tree.is(i, "foregroundColor") {
            let dot = i - 1
            let open = i + 1
            guard tree.kind(open) == .leftParen, tree.partner[open] > open, !tree.startsLine(open) else { continue }
            let root: Int
            if tree.kind(dot) == .period {
                guard tree.lastOperandToken(dot - 1) != nil else { continue }
                root = chainRoot(endingAt: dot - 1, tree)
            } else {
                // `foregroundColor(…)` on `self` inside a view, a view modifier or an extension of View / Text.
                guard tree.isOperandStart(i), !tree.is(dot, "func"), isViewCode(i, file) else { continue }
                root = i
            }
            let close = Int(tree.partner[open])
            if isAttributeContainer(root, tree, vars) { continue }
            // The target, raised by @available / #available around the call (issue 14).
            let target = effective.minimum(at: i)
            guard effective.allows(OSVersion(major: 15), at: i), let major = target?.major else {
                let below = effective.availability.olderBranch(at: i, notAbove: OSVersion(major: 15))
                let head = "`foregroundColor(_:)` is deprecated but `foregroundStyle(_:)` needs iOS 15"
                let settled = "`foregroundColor(_:)` stays: the deployment target is unknown (\(file.deploymentTargetSettler))"
                let unknown = "`foregroundColor(_:)` stays: the deployment target is unknown → set it or pass `--deployment-target`"
                let message = below.map { "\(head) and this branch runs below iOS \($0.major).\($0.minor) → keep it here" }
                    ?? target.map { "\(head), above the target (iOS \($0.major).\($0.minor)) → migrate when the target is raised" }
                    ?? (settled.count <= 160 ? settled : unknown)
                out.append(file.finding(at: i, message))
                continue
            }
            // A package that also builds for macOS 11 (tvOS 14, watchOS 7) has no foregroundStyle there.
            if let other = OtherPlatformNeeds.foregroundStyle.obstacle(at: i, file) {
                out.append(file.finding(at: i, "`foregroundColor(_:)` stays: \(OtherPlatformNeeds.clause("`foregroundStyle(_:)`", other))"))
                continue
            }
            if let reason = textResultReason(root: root, dot: dot, close: close, file, effective, at: i) {
                if major < 17 {
                    out.append(file.finding(at: i, "`foregroundColor(_:)` stays: the result must be a Text (\(Text.short(reason, limit: 56))) and `foregroundStyle(_:)` gives one only from iOS 17"))
                    continue
                }
                // The Text overload is iOS 17 and macOS 14 (TelemetryViewer's shared
                // `Text(…).foregroundColor(…) + Text(…)`, also built for macOS 12).
                if let other = OtherPlatformNeeds.textForegroundStyle.obstacle(at: i, file) {
                    out.append(file.finding(at: i, "`foregroundColor(_:)` stays: the result must be a Text, and \(OtherPlatformNeeds.clause("Text's `foregroundStyle(_:)`", other))"))
                    continue
                }
            }
            guard let prefixes = colorArgument(open, close, file, vars) else {
                let arg = close > open + 1 ? tree.text(from: open + 1, through: close - 1) : ""
                out.append(file.finding(at: i, "`foregroundColor(_:)` is deprecated → rewrite it to `foregroundStyle(_:)` by hand (`\(Text.short(arg, limit: 40))` may not be a non-optional Color)"))
                continue
            }
            let edits = [file.edit(replacing: i...i, with: "foregroundStyle")] + prefixes.map { file.insertion(at: Int(tree.tokens[$0].start), "Color") }
            let fix = Fix(safety: .safe, title: "use foregroundStyle", edits: edits)
            out.append(file.finding(at: i, "`foregroundColor(_:)` is deprecated → `foregroundStyle(_:)`", fix: fix))
        }
        return out
    }

    // MARK: Receiver

    /// Inside a SwiftUI view or view modifier, or an extension of `View` or `Text`.
    func isViewCode(_ i: Int, _ file: FileContext) -> Bool {
        let ctx = file.codeContext(of: i)
        guard let name = ctx.typeName, ctx.hasInstance else { return false }
        return name == "View" || name == "Text" || ctx.role == .swiftUIView || file.index.inherits(name, fromAnyOf: ["View", "ViewModifier"])
    }

    /// The first token of the postfix chain that ends at token `e` (`Text("a")` of
    /// `Text("a").font(.body)`, across modifier lines).
    func chainRoot(endingAt e: Int, _ tree: SyntaxTree) -> Int {
        var s = e
        while s > 0 {
            let k = tree.kind(s)
            if k.isClosing, tree.partner[s] >= 0 {
                s = Int(tree.partner[s])
                let open = tree.kind(s)
                let p = s - 1
                if (open == .leftParen || open == .leftBracket), !tree.startsLine(s), p >= 0, tree.lastOperandToken(p) != nil {
                    s = p
                    continue
                }
                if open == .leftBrace, tree.braceKinds[s] == .closure, p >= 0, tree.lastOperandToken(p) != nil {
                    s = p
                    continue
                }
            } else if k == .postfixQuestion || k == .exclamation || k == .postfixOperator {
                s -= 1
                continue
            } else if k == .stringSegment {
                while s >= 2, tree.kind(s - 1) == .interpolationClose, tree.partner[s - 1] >= 0, tree.kind(Int(tree.partner[s - 1]) - 1) == .stringSegment {
                    s = Int(tree.partner[s - 1]) - 1
                }
            }
            let p = s - 1
            guard p >= 0 else { return s }
            if tree.kind(p) == .period {
                if p > 0, tree.lastOperandToken(p - 1) != nil {
                    s = p - 1
                    continue
                }
                return p
            }
            if tree.kind(p) == .prefixOperator || tree.is(p, "try") || tree.is(p, "await") {
                s = p
                continue
            }
            return s
        }
        return s
    }

    /// `AttributeContainer().foregroundColor(…)` or a name declared as an AttributeContainer.
    func isAttributeContainer(_ root: Int, _ tree: SyntaxTree, _ vars: [String: [Int]]) -> Bool {
        if tree.is(root, "AttributeContainer") { return true }
        guard tree.kind(root) == .identifier, let candidates = vars[tree.text(root)] else { return false }
        return candidates.contains { k in
            let d = tree.decls[k]
            return ((d.typeAnnotation.map { tree.text(from: $0.lowerBound, through: $0.upperBound).contains("AttributeContainer") } ?? false)
                    || (d.initializer.map { tree.is($0.lowerBound, "AttributeContainer") } ?? false))
        }
    }

    enum Receiver { case text, view, unknown }

    func receiver(_ root: Int, _ file: FileContext) -> Receiver {
        let tree = file.tree
        if tree.is(root, "Text") { return .text }
        if tree.kind(root) == .identifier, let first = tree.text(root).first, first.isUppercase,
           tree.kind(root + 1) == .leftParen || tree.kind(root + 1) == .leftBrace || tree.is(root + 1, "<") { return .view }
        if tree.is(root, "self") || tree.is(root, "foregroundColor"), let t = tree.enclosingType(root), tree.decls[t].name == "Text" { return .text }
        return .unknown
    }

    /// Why the chain's result must stay a `Text` below iOS 17, or nil. A
    /// Text-only modifier that follows needs a Text only where its View
    /// version (`viewVersions`) does not exist yet at the call (token `i`).
    func textResultReason(root: Int, dot: Int, close: Int, _ file: FileContext, _ effective: EffectiveTarget, at i: Int) -> String? {
        let tree = file.tree
        let kind = receiver(root, file)
        if kind == .view { return nil }
        var end = close
        var ownTextMethods: Set<String>?
        while let next = tree.postfixElementEnd(after: end) {
            if tree.kind(end + 1) == .period, tree.kind(end + 2) == .identifier {
                let modifier = tree.text(end + 2)
                if Self.textOnlyModifiers.contains(modifier), !(Self.viewVersions[modifier].map { effective.allows($0, at: i) } ?? false) {
                    return "`.\(modifier)` follows, which needs a Text"
                }
                // The project's own `extension Text` method (collected facts).
                if ownTextMethods == nil {
                    ownTextMethods = file.index.derived("foreground-color.textMethods") { Set(file.index.facts(for: self).flatMap(\.facts.textMethods)) }
                }
                if ownTextMethods?.contains(modifier) == true, !Self.textOnlyModifiers.contains(modifier) {
                    return "`.\(modifier)` follows, the app's own Text method"
                }
            }
            end = next
        }
        let before = root - 1
        let after = end + 1
        // Only neighbours in the same statement count (not the end of the line before).
        var neighbours: [Int] = []
        if !tree.startsLine(root) || tree.continuesStatement(root) { neighbours.append(before) }
        if !tree.startsLine(after) || tree.continuesStatement(after) { neighbours.append(after) }
        for k in neighbours {
            switch tree.kind(k) {
            case .binaryOperator:
                return tree.text(k).hasPrefix("+") ? "it is concatenated with +" : "it is an operand of \(tree.text(k))"
            case .infixQuestion:
                return "it is a branch of ?:"
            case .colon:
                if isTernaryElse(k, tree) { return "it is a branch of ?:" }
            default:
                break
            }
        }
        if tree.enclosingGroups(root).contains(where: { tree.kind($0) == .interpolationOpen }) {
            return "it is interpolated into a string"
        }
        if let decl = returnTypeDecl(root, tree), returnsText(decl, tree) {
            return "\(tree.decls[decl].name) is declared to return Text"
        }
        guard kind == .text else { return nil }
        let group = Int(tree.parentGroup[root])
        if group >= 0, tree.kind(group) == .leftParen || tree.kind(group) == .leftBracket {
            return tree.kind(group) == .leftParen ? "it is passed as an argument, which may need a Text" : "it is an array element"
        }
        if neighbours.contains(before), tree.kind(before) == .equal { return "it is assigned, and the variable may need a Text" }
        if tree.is(before, "return"), tree.enclosingClosure(root) != nil { return "a closure returns it" }
        return nil
    }

    /// A `:` whose `?` comes before it on the same level: the else branch of a ternary.
    func isTernaryElse(_ colon: Int, _ tree: SyntaxTree) -> Bool {
        var k = tree.previousSibling(colon)
        while k >= 0, tree.parentGroup[k] == tree.parentGroup[colon] {
            if tree.kind(k) == .infixQuestion { return true }
            if tree.kind(k) == .comma || tree.kind(k) == .semicolon || tree.startsLine(k) && !tree.continuesStatement(k) { return false }
            k = tree.previousSibling(k)
        }
        return false
    }

    /// The innermost function or computed property whose body holds token `i` (closures inside it count).
    func returnTypeDecl(_ i: Int, _ tree: SyntaxTree) -> Int? {
        for d in tree.declChain(containing: i) {
            let decl = tree.decls[d]
            if decl.kind.isTypeLike { return nil }
            guard decl.kind == .func || decl.kind.isVariable || decl.kind == .subscript, decl.body >= 0, i > decl.body else { continue }
            return d
        }
        return nil
    }

    /// `-> Text`, `-> Text?`, `var x: Text { … }`.
    func returnsText(_ d: Int, _ tree: SyntaxTree) -> Bool {
        guard let r = tree.declaredType(of: d) else { return false }
        return r.contains { tree.is($0, "Text") } && !r.contains { tree.is($0, "some") || tree.is($0, "any") }
    }

    // MARK: Argument

    /// The implicit-member periods of the argument that need a `Color` in front inside
    /// `foregroundStyle(…)`, or nil when the argument is not known to be a non-optional Color.
    func colorArgument(_ open: Int, _ close: Int, _ file: FileContext, _ vars: [String: [Int]]) -> [Int]? {
        let tree = file.tree
        guard close > open + 1 else { return nil }
        let r = (open + 1)...(close - 1)
        if topLevel(r, tree, where: { tree.kind($0) == .comma }) != nil { return nil }
        return colorExpression(r, file, vars, inTernary: false)
    }

    func colorExpression(_ r: ClosedRange<Int>, _ file: FileContext, _ vars: [String: [Int]], inTernary: Bool) -> [Int]? {
        let tree = file.tree
        // A ternary: both branches must be colours; implicit members get `Color.` so the branches agree on a type.
        if let q = topLevel(r, tree, where: { tree.kind($0) == .infixQuestion }) {
            guard q > r.lowerBound, let colon = topLevel((q + 1)...r.upperBound, tree, where: { tree.kind($0) == .colon }),
                  colon > q + 1, colon < r.upperBound,
                  let a = colorExpression((q + 1)...(colon - 1), file, vars, inTernary: true),
                  let b = colorExpression((colon + 1)...r.upperBound, file, vars, inTernary: true) else { return nil }
            return a + b
        }
        // One operand, nothing else.
        guard tree.operandEnd(r.lowerBound) == r.upperBound else { return nil }
        if tree.kind(r.lowerBound) == .period {
            let name = tree.text(r.lowerBound + 1)
            if name == "none" || name == "some" { return nil }
            if r.count == 2, Self.palette.contains(name), !inTernary { return [] }
            return [r.lowerBound]
        }
        if tree.is(r.lowerBound, "Color") {
            let next = r.lowerBound + 1
            if next > r.upperBound { return nil }
            if tree.kind(next) == .period { return [] }
            if tree.kind(next) == .leftParen, isColorInitializer(next, tree) { return [] }
            return nil
        }
        // A name declared as a Color.
        var name = r.lowerBound
        if tree.is(name, "self"), r.count == 3, tree.kind(name + 1) == .period { name += 2 } else if r.count != 1 { return isProjectColor(r, file) ? [] : nil }
        guard tree.kind(name) == .identifier, isDeclaredColor(tree.text(name), at: name, file, vars) else { return isProjectColor(r, file) ? [] : nil }
        return []
    }

    // MARK: The project's colours (collected facts)

    /// A declaration of the project that is a non-optional `Color`: a
    /// property (`static let accent = Color("Accent")`, `var tint: Color`) or
    /// a function (`func fontColor() -> Color`), by the type (or extension)
    /// that declares it; `owner` is empty for a global function.
    struct ColorDecl: Sendable, Equatable, Codable {
        var owner: String
        var name: String
        var isStatic: Bool
        /// A function's parameters (nil for a property).
        var parameters: [CallSignature.Parameter]?
    }

    /// The project's `Color` properties and functions, and its own methods
    /// of `Text` (pass 1).
    public struct Facts: Sendable, Equatable, Codable {
        var colors: [ColorDecl]
        /// Methods declared in an `extension Text`: after `foregroundStyle(_:)`
        /// (`some View` below iOS 17) they would not be found.
        var textMethods: [String]
    }

    static let colorBytes = Array("Color".utf8)
    static let textBytes = Array("Text".utf8)

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        guard tree.containsToken(Self.colorBytes) || tree.containsToken(Self.textBytes) else { return nil }
        var out: [ColorDecl] = []
        var textMethods: Set<String> = []
        // By index: most declarations are neither, and a copy of each (or of
        // its owner's name) was a tenth of pass 1's added cost on 20 apps.
        for d in tree.decls.indices {
            let kind = tree.decls[d].kind
            guard kind == .func || kind.isVariable else { continue }
            let parent = tree.decls[d].parent
            if kind == .func, let p = parent, tree.decls[p].kind == .extension, !tree.decls[d].isStatic,
               tree.decls[p].name == "Text" || tree.decls[p].name == "SwiftUI.Text" {
                textMethods.insert(tree.decls[d].name)
            }
            let ownedByType = parent.map { tree.decls[$0].kind.isTypeLike } ?? false
            if kind.isVariable {
                guard ownedByType, declaresColor(tree.decls[d], tree) else { continue }
                out.append(ColorDecl(owner: tree.decls[parent!].name, name: tree.decls[d].name, isStatic: tree.decls[d].isStatic, parameters: nil))
            } else if parent == nil || ownedByType, returnsColor(d, tree), let parameters = CallSignature.parameters(of: tree.decls[d], tree) {
                out.append(ColorDecl(owner: parent.map { tree.decls[$0].name } ?? "", name: tree.decls[d].name, isStatic: tree.decls[d].isStatic, parameters: parameters))
            }
        }
        return out.isEmpty && textMethods.isEmpty ? nil : Facts(colors: out, textMethods: textMethods.sorted())
    }

    /// A property declared `: Color`, or initialised with `Color.x…` or a `Color(…)` initialiser.
    func declaresColor(_ decl: Decl, _ tree: SyntaxTree) -> Bool {
        if let t = decl.typeAnnotation { return t.lowerBound == t.upperBound && tree.is(t.lowerBound, "Color") }
        guard let initial = decl.initializer, tree.operandEnd(initial.lowerBound) == initial.upperBound, tree.is(initial.lowerBound, "Color") else { return false }
        let next = initial.lowerBound + 1
        return tree.kind(next) == .period || (tree.kind(next) == .leftParen && isColorInitializer(next, tree))
    }

    /// A function whose return type is exactly `Color`.
    func returnsColor(_ d: Int, _ tree: SyntaxTree) -> Bool {
        // `-> Color {` (no `where` clause, no optional).
        guard tree.decls[d].kind == .func, let r = tree.declaredType(of: d) else { return false }
        return r.lowerBound == r.upperBound && tree.is(r.lowerBound, "Color")
    }

    /// `Palette.accent`, `Palette.color(for: x)`, `fontColor()`, `self.fontColor()`
    /// (optionally followed by `.opacity(…)`, Color's own): a property or
    /// function of the project declared as a non-optional `Color` (collected
    /// facts, so the declaration may be in another file).
    func isProjectColor(_ range: ClosedRange<Int>, _ file: FileContext) -> Bool {
        let tree = file.tree
        var r = range
        // `….opacity(x)`: `Color.opacity(_:)` returns a Color.
        while tree.kind(r.upperBound) == .rightParen, tree.partner[r.upperBound] >= 0 {
            let open = Int(tree.partner[r.upperBound])
            guard open - 2 > r.lowerBound, tree.is(open - 1, "opacity"), tree.kind(open - 2) == .period else { break }
            r = r.lowerBound...(open - 3)
        }
        // By name, made once per index (asked for every color argument of every file).
        let byName = file.index.derived("foreground-color.colors") { Dictionary(grouping: file.index.facts(for: self).flatMap(\.facts.colors), by: \.name) }
        guard !byName.isEmpty else { return false }
        var k = r.lowerBound
        // `Type.member` / `Type.function(…)`: the type's static member.
        var owner: String?
        var viaSelf = false
        if tree.kind(k) == .identifier, tree.text(k).first?.isUppercase == true, tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier {
            owner = tree.text(k)
            k += 2
        } else if tree.is(k, "self"), tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier {
            k += 2
            viaSelf = true
        }
        guard tree.kind(k) == .identifier else { return false }
        let name = tree.text(k)
        // `self.color` (isowords' `self.color.opacity(0.4)`): an instance
        // property of the enclosing type declared `: Color` in this file (a
        // type of the same name elsewhere may declare it otherwise).
        if k == r.upperBound, viaSelf, let t = tree.enclosingType(k) {
            let typeName = tree.decls[t].name
            return tree.decls.contains { d in
                guard d.kind.isVariable, d.name == name, !d.isStatic, let p = d.parent, tree.decls[p].kind.isTypeLike, tree.decls[p].name == typeName else { return false }
                return declaresColor(d, tree)
            }
        }
        guard let colors = byName[name] else { return false }
        if k == r.upperBound {
            // A property: only `Type.member` (a bare name may be a local).
            guard let owner else { return false }
            return colors.contains { $0.parameters == nil && $0.isStatic && $0.owner == owner && $0.name == name }
        }
        guard tree.kind(k + 1) == .leftParen, tree.partner[k + 1] >= 0, Int(tree.partner[k + 1]) == r.upperBound,
              let labels = CallSignature.argumentLabels(call: k, tree) else { return false }
        let owners: Set<String>
        if let owner {
            owners = [owner]
        } else {
            let enclosing = tree.enclosingType(k).map { tree.decls[$0].name }
            owners = Set([enclosing, ""].compactMap { $0 })
        }
        return colors.contains { c in
            guard let p = c.parameters, c.name == name, owners.contains(c.owner), owner == nil || c.isStatic else { return false }
            return CallSignature.accepts(p, labels)
        }
    }

    /// The first top-level token of `r` matching `test`.
    func topLevel(_ r: ClosedRange<Int>, _ tree: SyntaxTree, where test: (Int) -> Bool) -> Int? {
        var k = r.lowerBound
        while k <= r.upperBound {
            if test(k) { return k }
            k = tree.nextSibling(k)
        }
        return nil
    }

    /// `Color("Name")`, `Color(red:…)`, `Color(.sRGB, …)`, `Color(uiColor:)`, `Color(UIColor…)`.
    func isColorInitializer(_ open: Int, _ tree: SyntaxTree) -> Bool {
        let a = open + 1
        if tree.kind(a) == .stringSegment { return true }
        if tree.kind(a) == .identifier, tree.kind(a + 1) == .colon { return Self.colorInitLabels.contains(tree.text(a)) }
        if tree.kind(a) == .period, tree.is(a + 1, "sRGB") || tree.is(a + 1, "sRGBLinear") || tree.is(a + 1, "displayP3") { return true }
        if tree.is(a, "UIColor") { return true }
        // `Color(isOld ? UIColor.systemGray3 : UIColor.secondaryLabel)`: `Color(_: UIColor)`, never optional.
        let close = Int(tree.partner[open])
        if close > a, topLevel(a...(close - 1), tree, where: { tree.kind($0) == .comma }) == nil,
           let q = topLevel(a...(close - 1), tree, where: { tree.kind($0) == .infixQuestion }),
           let colon = topLevel((q + 1)...(close - 1), tree, where: { tree.kind($0) == .colon }),
           isUIColorOperand((q + 1)..<colon, tree), isUIColorOperand((colon + 1)..<close, tree) {
            return true
        }
        return false
    }

    /// `UIColor.x…` or `UIColor(…)…` filling `r` (one operand).
    func isUIColorOperand(_ r: Range<Int>, _ tree: SyntaxTree) -> Bool {
        guard let first = r.first, tree.is(first, "UIColor"), tree.kind(first + 1) == .period || tree.kind(first + 1) == .leftParen else { return false }
        return tree.operandEnd(first) == r.upperBound - 1
    }

    /// A property, local or parameter named `name` in scope, declared `: Color` or initialised with a Color.
    func isDeclaredColor(_ name: String, at i: Int, _ file: FileContext, _ vars: [String: [Int]]) -> Bool {
        let tree = file.tree
        let chain = tree.declChain(containing: i)
        let scopes = Set(chain)
        for k in vars[name] ?? [] {
            let d = tree.decls[k]
            guard let p = d.parent, scopes.contains(p) else { continue }
            if let t = d.typeAnnotation {
                if tree.text(from: t.lowerBound, through: t.upperBound) == "Color" { return true }
                continue
            }
            if let initial = d.initializer, tree.operandEnd(initial.lowerBound) == initial.upperBound, tree.is(initial.lowerBound, "Color") {
                let next = initial.lowerBound + 1
                if tree.kind(next) == .period || (tree.kind(next) == .leftParen && isColorInitializer(next, tree)) { return true }
            }
        }
        // A parameter `name: Color` of an enclosing function.
        for d in chain where tree.decls[d].kind.isFunctionLike && tree.decls[d].body > 0 {
            let decl = tree.decls[d]
            var k = decl.keyword
            while k < decl.body {
                if tree.kind(k) == .identifier, tree.isText(k, name), tree.kind(k + 1) == .colon, tree.is(k + 2, "Color"),
                   [.comma, .rightParen, .equal].contains(tree.kind(k + 3)) {
                    return true
                }
                k += 1
            }
        }
        return false
    }
}
