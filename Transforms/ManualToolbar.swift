import SwiftTree
import UnfoldKit

/// ## What it does
/// Turns a hand-built `UIToolbar` in a view controller (a stored property, a
/// lazy property built by a closure, or a local; `UIToolbar()`,
/// `UIToolbar(frame:)`, `UIToolbar.init(…)`) into the navigation
/// controller's toolbar: `toolbar.items = X` → `toolbarItems = X`,
/// `setItems(_:animated:)` → `setToolbarItems(_:animated:)`, `items?.append`
/// → `toolbarItems?.append`; the toolbar's declaration, `addSubview`, frame
/// code and constraints (anchors, `NSLayoutConstraint.activate` entries,
/// SnapKit `snp.makeConstraints`) are removed; views constrained to the
/// toolbar's top are re-anchored to `view.safeAreaLayoutGuide.bottomAnchor`;
/// `viewWillAppear` / `viewWillDisappear` show and hide the navigation
/// controller's toolbar (overrides created with `super` calls, or extended).
/// Appearance set on the toolbar moves to `navigationController?.toolbar`.
///
/// ## Why
/// With the iOS 27.1 SDK, bars owned by navigation containers move to the side
/// edge on iPhone Duo and take part in the system's overflow; a hand-built
/// toolbar stays a plain view at the bottom and is left out ("its content will
/// be ignored, with no error", iPhone Duo field notes, "Custom bars of your
/// own"). (Apple: UIViewController.toolbarItems, setToolbarHidden(_:animated:).)
///
/// ## Example
/// ```diff
///  final class EditorViewController: UIViewController {
/// -    private let toolbar = UIToolbar()
///      override func viewDidLoad() {
///          super.viewDidLoad()
/// -        toolbar.items = [shareItem, .flexibleSpace(), deleteItem]
/// -        view.addSubview(toolbar)
/// +        toolbarItems = [shareItem, .flexibleSpace(), deleteItem]
///      }
/// +
/// +    override func viewWillAppear(_ animated: Bool) {
/// +        super.viewWillAppear(animated)
/// +        navigationController?.setToolbarHidden(false, animated: animated)
/// +    }
///  }
/// ```
///
/// ## Fix safety
/// Safe when every use of the toolbar is one of the forms above. Review when
/// appearance (`tintColor`, `barTintColor`, `isTranslucent`) moves to the
/// shared navigation-controller toolbar, which other screens see too. Any
/// other use (a delegate, a background image, hiding it, passing it along,
/// another superview, the keyboard layout guide) → no fix and a finding that
/// names it. A toolbar that is a keyboard `inputAccessoryView` (assigned
/// directly or through `self.`, in the type or in an extension of it in the
/// same file, returned by the `inputAccessoryView` override,
/// or built by a helper whose result is assigned to one; in another file, a
/// member of its type assigned to one, `field.inputAccessoryView =
/// keyboard.toolbar` with `keyboard` declared as that type, or the view of
/// its controller, `if let bar = picker.view as? UIToolbar {
/// field.inputAccessoryView = bar }`: collected facts) is not a bar and is
/// left alone; so is a toolbar that is the controller's own view (`self.view
/// = toolbar` in `loadView`: openfoodfacts' picker toolbar controller, whose
/// view other screens make a text field's accessory); controllers that
/// already set `toolbarItems` too. A
/// toolbar in a view (not a controller) or a `UIToolbar` subclass used as a
/// custom bar is reported.
public struct ManualToolbar: CollectingTransform {
    public var id: String { "manual-toolbar" }
    public var summary: String { "Hand-built UIToolbar in a view controller → the navigation controller's toolbarItems." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// Only a file that names UIToolbar or one of its subclasses (`Transform.mayFire`).
    public func mayFire(in file: FilePreview) -> Bool {
        HandBuiltBars.mayFire(in: file, barClass: "UIToolbar")
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array("UIToolbar".utf8)) || toolbarSubclasses(file).contains(where: { tree.containsToken(Array($0.utf8)) }) else { return [] }
        var out: [Finding] = []
        for toolbar in candidates(file) {
            var m = ToolbarMigration(file: file, toolbar: toolbar)
            out += m.run()
        }
        return out
    }

    /// Keyboard accessories found across the project (pass 1), for a toolbar
    /// declared in one file and made an `inputAccessoryView` in another.
    public struct Facts: Sendable, Equatable, Codable {
        /// `Type.member` of values assigned to an `inputAccessoryView`
        /// (`field.inputAccessoryView = keyboardBar.toolbar` with `keyboardBar`
        /// declared as a `KeyboardBar`: `KeyboardBar.toolbar`).
        var accessoryMembers: [String]
        /// Types whose `view` is assigned to an `inputAccessoryView`
        /// (`if let bar = picker.view as? UIToolbar { field.inputAccessoryView = bar }`
        /// with `picker` a `PickerToolbarViewController`).
        var accessoryViews: [String]
    }

    static let accessoryBytes = Array("inputAccessoryView".utf8)

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        guard tree.containsToken(Self.accessoryBytes) else { return nil }
        var members: Set<String> = []
        var views: Set<String> = []
        for i in 1..<max(1, tree.count - 2) where tree.kind(i) == .identifier && tree.isText(i, "inputAccessoryView") && tree.kind(i + 1) == .equal {
            guard var value = AccessorySource.value(at: i + 2, tree) else { continue }
            // `field.inputAccessoryView = bar` with `if let bar = picker.view as? UIToolbar` (or `let bar = …`) before it.
            if value.lowerBound == value.upperBound, tree.kind(value.lowerBound) == .identifier,
               let bound = AccessorySource.binding(of: tree.text(value.lowerBound), before: i, tree) {
                value = bound
            }
            guard let (type, member) = AccessorySource.member(value, at: i, tree) else { continue }
            if member == "view" { views.insert(type) } else { members.insert(type + "." + member) }
        }
        return members.isEmpty && views.isEmpty ? nil : Facts(accessoryMembers: members.sorted(), accessoryViews: views.sorted())
    }

    func toolbarSubclasses(_ file: FileContext) -> [String] {
        file.index.descendants(of: ["UIToolbar"]).filter { $0 != "UIToolbar" && file.index.declaredTypes.contains($0) }.sorted()
    }

    /// A toolbar made in code: the declaration, its name, and the class it lives in.
    struct Candidate {
        var decl: Int
        var name: String
        var typeDecl: Int
        /// The type created (`UIToolbar` or a subclass).
        var created: String
        var isLocal: Bool
    }

    func candidates(_ file: FileContext) -> [Candidate] {
        let tree = file.tree
        let subclasses = Set(toolbarSubclasses(file))
        var out: [Candidate] = []
        for (d, decl) in tree.decls.enumerated() where decl.kind.isVariable && decl.nameToken >= 0 {
            guard let r = decl.initializer ?? decl.typeAnnotation else { continue }
            // The type created by the initializer (directly or inside a lazy closure).
            var created: String?
            for k in r where tree.kind(k) == .identifier {
                let name = tree.text(k)
                guard name == "UIToolbar" || subclasses.contains(name) else { continue }
                let next = tree.kind(k + 1)
                if next == .leftParen || (next == .period && tree.is(k + 2, "init")) { created = name; break }
            }
            guard let type = created else { continue }
            // A local inside another declaration's initializer (`lazy var t = { let t = UIToolbar() … }()`) is part of it.
            if let p = decl.parent, tree.decls[p].kind.isVariable { continue }
            guard let t = tree.declChain(containing: decl.keyword).first(where: { tree.decls[$0].kind == .class || tree.decls[$0].kind == .extension }) else { continue }
            let isLocal = decl.parent.map { !tree.decls[$0].kind.isTypeLike } ?? false
            out.append(Candidate(decl: d, name: decl.name, typeDecl: t, created: type, isLocal: isLocal))
        }
        return out
    }
}

/// One toolbar's migration: classify every use, then build the edits.
struct ToolbarMigration {
    let file: FileContext
    let tree: SyntaxTree
    let c: ManualToolbar.Candidate
    var edits: [Edit] = []
    var review: [String] = []
    /// `toolbarItems = …` statements to put in viewDidLoad (items set in a lazy closure).
    var viewDidLoadLines: [String] = []

    init(file: FileContext, toolbar: ManualToolbar.Candidate) {
        self.file = file
        self.tree = file.tree
        self.c = toolbar
    }

    var decl: Decl { tree.decls[c.decl] }
    var typeName: String { tree.decls[c.typeDecl].name }

    func note(_ at: Int, _ message: String) -> Finding { file.finding(at: at, message) }

    mutating func run() -> [Finding] {
        let at = decl.nameToken
        guard tree.decls[c.typeDecl].body >= 0, at >= 0 else { return [] }
        let classRange = tree.decls[c.typeDecl].body...Int(tree.partner[tree.decls[c.typeDecl].body])
        // Keyboard accessories are not bars: assigned in the type, or in an
        // extension of it in this file (`extension Bar: UITextFieldDelegate`,
        // found on owncloud/ios-app).
        if isInputAccessory(classRange) || extensionBodies().contains(where: isInputAccessory) { return [] }
        // The controller's view is the toolbar (`self.view = toolbar` in `loadView`,
        // openfoodfacts' picker toolbar, shown as a text field's inputAccessoryView):
        // not a bar at the bottom of a screen.
        if isControllersView(classRange) { return [] }
        // Made an `inputAccessoryView` in another file: this member of this type,
        // or the view of this controller (collected facts).
        let facts = file.index.facts(for: ManualToolbar())
        if facts.contains(where: { $0.facts.accessoryViews.contains(typeName) || (!c.isLocal && $0.facts.accessoryMembers.contains(typeName + "." + c.name)) }) {
            return []
        }
        if c.created != "UIToolbar" {
            // Why no fix: the type is the app's own (SwiftHub's `Toolbar`), which unfold does not take apart.
            return [note(at, "`\(c.name)` is a custom `\(c.created)` unfold does not rewrite → move its items to toolbarItems, or place it by `view.reservedRegions(kind:)` (iOS 27.1)")]
        }
        guard file.index.isUIViewController(typeName) else {
            return [note(at, "a UIToolbar in `\(typeName)`, not a view controller: move its items to the hosting controller's toolbarItems")]
        }
        // Controllers that already use the container toolbar are left alone.
        if classRange.contains(where: { tree.is($0, "toolbarItems") || tree.is($0, "setToolbarItems") }) {
            return [note(at, "`\(typeName)` sets toolbarItems and also builds UIToolbar `\(c.name)`: move its items to toolbarItems and drop it")]
        }
        // A popover's content has no navigation controller: toolbarItems would never show.
        if classRange.contains(where: { tree.is($0, "preferredContentSize") }) {
            return [note(at, "`\(typeName)` sets preferredContentSize, likely a popover, where toolbarItems do not show: keep `\(c.name)` or embed it in a navigation controller")]
        }

        // Every use of the toolbar.
        let scope: ClosedRange<Int> = c.isLocal ? (decl.end + 1)...Int(tree.partner[tree.enclosingBrace(decl.keyword)]) : classRange
        var uses: [Int] = []
        for i in scope where tree.isText(i, c.name) && (tree.isNameUse(i) || (tree.kind(i - 1) == .period && tree.is(i - 2, "self"))) {
            if !c.isLocal, i >= decl.start, i <= decl.end { continue }
            uses.append(i)
        }
        var sawItems = false
        var sawAdd = false
        var handled: Set<Int> = []  // statement starts already edited
        for u in uses {
            let head = tree.kind(u - 1) == .period ? u - 2 : u  // `self.toolbar` starts at `self`
            if let (open, _) = activateElement(containing: u) {
                guard handled.insert(open).inserted else { continue }
                if let problem = activation(open) { return [problem] }
                continue
            }
            guard let s = tree.statement(containing: head), handled.insert(s.lowerBound).inserted else { continue }
            let text = tree.text(from: s.lowerBound, through: s.upperBound)
            switch classify(s, head) {
            case .items(let replacement):
                sawItems = true
                edits.append(file.edit(replacing: s, with: replacement))
            case .addSubview:
                sawAdd = true
                guard let r = lineRemoval(s) else { return [note(u, Message.sharedLine(c.name))] }
                edits.append(r)
            case .remove:
                if let keyboard = keyboardGuide(s) { return [note(keyboard, Message.keyboard(c.name))] }
                guard let r = lineRemoval(s) else { return [note(u, Message.sharedLine(c.name))] }
                edits.append(r)
            case .appearance(let replacement):
                review.append("appearance moves to the navigation controller's shared toolbar")
                edits.append(file.edit(replacing: s, with: replacement))
            case .reanchor(let e):
                edits.append(e)
            case .unknown:
                return [note(u, Message.unknown(c.name, Text.short(text, limit: 45)))]
            }
        }
        // The declaration itself (and items set in a lazy closure).
        guard let declEdit = declarationRemoval(&sawItems) else {
            return [note(at, "`\(c.name)` is built by a closure unfold cannot take apart: move its items to toolbarItems by hand")]
        }
        edits.append(declEdit)
        guard sawItems else { return [note(at, "`\(c.name)` is a hand-built UIToolbar whose items unfold cannot find: set them as toolbarItems")] }
        guard sawAdd else { return [note(at, "`\(c.name)` is a hand-built UIToolbar not added to the controller's view: use toolbarItems and the navigation controller's toolbar")] }
        guard addVisibility() else { return [note(at, "unfold cannot extend `\(typeName)`'s viewWillAppear/viewWillDisappear: call navigationController?.setToolbarHidden(_:animated:) there")] }
        let safety: FixSafety = review.isEmpty ? .safe : .review
        let fix = Fix(safety: safety, title: "use toolbarItems", edits: LineDeletions.tidy(edits, in: tree, path: file.path))
        var message = "`\(c.name)` is a hand-built UIToolbar, left out of iPhone Duo's bar layout: use toolbarItems"
        if !review.isEmpty { message += " (review: appearance moves to the shared toolbar)" }
        return [note(at, message).withFix(fix)]
    }

    // MARK: Classifying uses

    enum Use {
        case items(String), addSubview, remove, appearance(String), reanchor(Edit), unknown
    }

    static let removable: Set<String> = ["translatesAutoresizingMaskIntoConstraints", "frame", "autoresizingMask", "sizeToFit", "bounds", "center"]
    static let appearance: Set<String> = ["tintColor", "barTintColor", "isTranslucent", "barStyle", "standardAppearance", "scrollEdgeAppearance", "compactAppearance"]

    /// What the statement `s` does with the toolbar (used at `head`).
    func classify(_ s: ClosedRange<Int>, _ head: Int) -> Use {
        let nameAt = tree.is(head, "self") ? head + 2 : head
        // `view.addSubview(toolbar)` / `self.view.addSubview(toolbar)`
        if s.contains(where: { tree.is($0, "addSubview") }) {
            var k = s.lowerBound
            if tree.is(k, "self"), tree.kind(k + 1) == .period { k += 2 }
            if tree.is(k, "view"), tree.kind(k + 1) == .period, tree.is(k + 2, "addSubview"), tree.kind(k + 3) == .leftParen,
               Int(tree.partner[k + 3]) == s.upperBound, head == k + 4, nameAt == s.upperBound - 1 {
                return .addSubview
            }
            return .unknown
        }
        guard head == s.lowerBound, tree.kind(nameAt + 1) == .period else {
            // The toolbar as a value somewhere else: `x.bottomAnchor.constraint(equalTo: toolbar.topAnchor)`.
            if let e = reanchor(s, nameAt) { return .reanchor(e) }
            return .unknown
        }
        let member = tree.text(nameAt + 2)
        let rest = nameAt + 3
        // `toolbar.items =` with nothing after it (broken input): not understood.
        guard rest + 1 <= s.upperBound else { return .unknown }
        let selfPrefix = nameAt != head ? "self." : ""
        switch member {
        case "items":
            // `toolbar.items = X` / `toolbar.items?.append(x)`
            if tree.kind(rest) == .equal { return .items(selfPrefix + "toolbarItems = " + tree.text(from: rest + 1, through: s.upperBound)) }
            if tree.kind(rest) == .postfixQuestion, tree.kind(rest + 1) == .period {
                return .items(selfPrefix + "toolbarItems?" + tree.text(from: rest + 1, through: s.upperBound))
            }
            return .unknown
        case "setItems":
            guard tree.kind(rest) == .leftParen, Int(tree.partner[rest]) == s.upperBound else { return .unknown }
            return .items(selfPrefix + "setToolbarItems" + tree.text(from: rest, through: s.upperBound))
        case _ where Self.removable.contains(member):
            return .remove
        case _ where Self.appearance.contains(member):
            guard tree.kind(rest) == .equal else { return .unknown }
            return .appearance("navigationController?.toolbar.\(member) = " + tree.text(from: rest + 1, through: s.upperBound))
        case "leadingAnchor", "trailingAnchor", "bottomAnchor", "topAnchor", "heightAnchor", "widthAnchor", "leftAnchor", "rightAnchor", "centerXAnchor":
            // `toolbar.bottomAnchor.constraint(…).isActive = true`
            if s.contains(where: { tree.is($0, "isActive") }) { return .remove }
            return .unknown
        case "snp":
            if tree.is(nameAt + 4, "makeConstraints") { return .remove }
            return .unknown
        default:
            return .unknown
        }
    }

    /// `X.anchor.constraint(equalTo: toolbar.topAnchor …)` → the safe area's bottom;
    /// SnapKit `make.bottom.equalTo(toolbar.snp.top)` → `view.safeAreaLayoutGuide.snp.bottom`.
    func reanchor(_ s: ClosedRange<Int>, _ use: Int) -> Edit? {
        let nameAt = tree.is(use, "self") ? use + 2 : use
        if tree.kind(nameAt + 1) == .period, tree.is(nameAt + 2, "topAnchor") {
            let start = tree.kind(nameAt - 1) == .period && tree.is(nameAt - 2, "self") ? nameAt - 2 : nameAt
            return file.edit(replacing: start...(nameAt + 2), with: "view.safeAreaLayoutGuide.bottomAnchor")
        }
        if tree.kind(nameAt + 1) == .period, tree.is(nameAt + 2, "snp"), tree.kind(nameAt + 3) == .period, tree.is(nameAt + 4, "top") {
            return file.edit(replacing: nameAt...(nameAt + 4), with: "view.safeAreaLayoutGuide.snp.bottom")
        }
        return nil
    }

    /// The `[` of the `NSLayoutConstraint.activate([ … ])` array that contains token `u`.
    func activateElement(containing u: Int) -> (Int, Int)? {
        var g = Int(tree.parentGroup[u])
        while g >= 0 {
            if tree.kind(g) == .leftBracket, tree.kind(g - 1) == .leftParen, tree.is(g - 2, "activate") { return (g, Int(tree.partner[g])) }
            g = Int(tree.parentGroup[g])
        }
        return nil
    }

    /// The elements of the array literal opened at `open`.
    func elements(_ open: Int) -> [ClosedRange<Int>] {
        let close = Int(tree.partner[open])
        var out: [ClosedRange<Int>] = []
        var s = open + 1
        var k = open + 1
        while k < close {
            if tree.kind(k) == .comma {
                if k > s { out.append(s...(k - 1)) }
                s = k + 1
            }
            k = tree.nextSibling(k)
        }
        if close > s { out.append(s...(close - 1)) }
        return out
    }

    /// An `activate([…])` array as a unit: the toolbar's own constraints go
    /// (the whole statement when nothing else is left), constraints to its top
    /// are re-anchored, anything else about the toolbar stops the fix.
    mutating func activation(_ open: Int) -> Finding? {
        var removed: [ClosedRange<Int>] = []
        var kept = 0
        for e in elements(open) {
            let first = tree.is(e.lowerBound, "self") && tree.kind(e.lowerBound + 1) == .period ? e.lowerBound + 2 : e.lowerBound
            let usesToolbar = e.contains { tree.isText($0, c.name) && (tree.isNameUse($0) || tree.is($0 - 2, "self")) }
            if tree.isText(first, c.name) {
                if let keyboard = keyboardGuide(e) { return note(keyboard, Message.keyboard(c.name)) }
                removed.append(e)
            } else if usesToolbar {
                guard let u = e.first(where: { tree.isText($0, c.name) }), let edit = reanchor(e, tree.is(u - 2, "self") ? u - 2 : u) else {
                    return note(e.lowerBound, Message.unknown(c.name, Text.short(tree.text(from: e.lowerBound, through: e.upperBound), limit: 45)))
                }
                edits.append(edit)
                kept += 1
            } else {
                kept += 1
            }
        }
        if kept == 0, let stmt = tree.statement(containing: open) {
            guard let whole = lineRemoval(stmt) else { return note(open, Message.sharedLine(c.name)) }
            edits.append(whole)
            return nil
        }
        for e in removed {
            var last = e.upperBound
            if tree.kind(last + 1) == .comma { last += 1 }
            guard tree.startsLine(e.lowerBound), tree.startsLine(last + 1) else {
                return note(e.lowerBound, "`\(c.name)` is constrained on a line shared with other constraints: put each on its own line, then run unfold again")
            }
            edits.append(Edit(path: file.path, range: tree.lineRange(of: e.lowerBound...last), replacement: []))
        }
        return nil
    }

    /// `… equalTo: view.keyboardLayoutGuide.topAnchor …` in a constraint of the toolbar.
    func keyboardGuide(_ r: ClosedRange<Int>) -> Int? {
        r.first { tree.is($0, "keyboardLayoutGuide") }
    }

    func lineRemoval(_ s: ClosedRange<Int>) -> Edit? {
        guard tree.startsLine(s.lowerBound), tree.startsLine(s.upperBound + 1) || tree.kind(s.upperBound + 1) == .eof else { return nil }
        return Edit(path: file.path, range: tree.lineRange(of: s), replacement: [])
    }

    /// `textField.inputAccessoryView = toolbar` (or `= self.toolbar`), returned
    /// by `inputAccessoryView`, or returned by a helper whose result is assigned
    /// to an `inputAccessoryView` (`field.inputAccessoryView = makeToolbar()`).
    func isInputAccessory(_ r: ClosedRange<Int>) -> Bool {
        for i in r where tree.isText(i, c.name) {
            if assignedToInputAccessory(i) { return true }
            if tree.is(i - 1, "return"), let d = tree.innermostDecl(containing: i) {
                let chain = tree.declChain(containing: i)
                if chain.contains(where: { tree.decls[$0].name == "inputAccessoryView" }) || tree.decls[d].name == "inputAccessoryView" { return true }
                // A helper that builds the toolbar: where its result goes.
                if let f = chain.first(where: { tree.decls[$0].kind == .func }) {
                    let helper = tree.decls[f].name
                    if r.contains(where: { tree.isText($0, helper) && tree.kind($0 + 1) == .leftParen && assignedToInputAccessory($0) }) { return true }
                }
            }
        }
        return decl.name == "inputAccessoryView"
    }

    /// `view = toolbar` or `self.view = toolbar` in the controller's `loadView`.
    func isControllersView(_ r: ClosedRange<Int>) -> Bool {
        for i in r where tree.isText(i, c.name) && (tree.isNameUse(i) || (tree.kind(i - 1) == .period && tree.is(i - 2, "self"))) {
            let head = tree.kind(i - 1) == .period ? i - 2 : i
            guard tree.kind(head - 1) == .equal, tree.is(head - 2, "view") else { continue }
            let lhs = tree.kind(head - 3) == .period ? head - 4 : head - 2
            guard lhs == head - 2 || tree.is(lhs, "self"), tree.kind(lhs - 1) != .period, tree.operandEnd(head) == i else { continue }
            if let f = tree.declChain(containing: i).first(where: { tree.decls[$0].kind.isFunctionLike }), tree.decls[f].name == "loadView" { return true }
        }
        return false
    }

    /// The bodies of this file's extensions of the toolbar's type.
    func extensionBodies() -> [ClosedRange<Int>] {
        tree.extensions(of: typeName).compactMap { k -> ClosedRange<Int>? in
            let body = tree.decls[k].body
            guard body >= 0, tree.partner[body] > body else { return nil }
            return body...Int(tree.partner[body])
        }
    }

    /// The expression starting at `i` (after an optional `self.`) is assigned to an `inputAccessoryView`.
    func assignedToInputAccessory(_ i: Int) -> Bool {
        let head = tree.kind(i - 1) == .period && tree.is(i - 2, "self") ? i - 2 : i
        return tree.kind(head - 1) == .equal && tree.is(head - 2, "inputAccessoryView")
    }

    // MARK: The declaration

    /// Removes the toolbar's declaration; a lazy closure's `t.items = X` becomes
    /// `toolbarItems = X` in viewDidLoad. Nil when the closure does anything else.
    mutating func declarationRemoval(_ sawItems: inout Bool) -> Edit? {
        let removal = Edit(path: file.path, range: memberRemovalRange(), replacement: [])
        guard let r = decl.initializer, tree.kind(r.lowerBound) == .leftBrace else { return removal }
        let stmts = tree.statements(in: r.lowerBound)
        guard let first = stmts.first, tree.is(first.lowerBound, "let") || tree.is(first.lowerBound, "var"), tree.kind(first.lowerBound + 1) == .identifier else { return nil }
        let local = tree.text(first.lowerBound + 1)
        for s in stmts.dropFirst() {
            if tree.is(s.lowerBound, "return") { continue }
            guard tree.isText(s.lowerBound, local), tree.kind(s.lowerBound + 1) == .period else { return nil }
            let member = tree.text(s.lowerBound + 2)
            let rest = s.lowerBound + 3
            guard rest + 1 <= s.upperBound else { return nil }
            if member == "items", tree.kind(rest) == .equal {
                viewDidLoadLines.append("toolbarItems = " + tree.text(from: rest + 1, through: s.upperBound))
                sawItems = true
            } else if member == "setItems", tree.kind(rest) == .leftParen {
                viewDidLoadLines.append("setToolbarItems" + tree.text(from: rest, through: s.upperBound))
                sawItems = true
            } else if ToolbarMigration.appearance.contains(member), tree.kind(rest) == .equal {
                viewDidLoadLines.append("navigationController?.toolbar.\(member) = " + tree.text(from: rest + 1, through: s.upperBound))
                review.append("appearance moves to the navigation controller's shared toolbar")
            } else if !ToolbarMigration.removable.contains(member) {
                return nil
            }
        }
        if !viewDidLoadLines.isEmpty {
            guard let insertion = viewDidLoadInsertion() else { return nil }
            edits.append(insertion)
        }
        return removal
    }

    /// The declaration's lines, plus the blank line after it when it followed the `{` line or a blank line.
    func memberRemovalRange() -> Range<Int> {
        let r = tree.lineRange(of: decl.start...decl.end)
        let (line, _) = tree.location(of: r.lowerBound)
        let prevBlankOrBrace: Bool = {
            guard line > 1 else { return true }
            let prev = tree.lines.offset(ofLine: line - 1)
            let text = tree.text(prev..<r.lowerBound).trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty || text.hasSuffix("{")
        }()
        guard prevBlankOrBrace else { return r }
        if let end = tree.blankLineEnd(at: r.upperBound) { return r.lowerBound..<end }
        return r
    }

    /// After `super.viewDidLoad()` (a new viewDidLoad when there is none).
    func viewDidLoadInsertion() -> Edit? {
        let unit = tree.indentUnit
        let eol = tree.lineEnding
        if let m = method("viewDidLoad"), let call = superCall(in: m, "viewDidLoad") {
            let indent = tree.indentation(ofLineContaining: Int(tree.tokens[call.lowerBound].start))
            let at = tree.lineRange(of: call).upperBound
            return Edit(path: file.path, range: at..<at, replacement: viewDidLoadLines.map { indent + $0 + eol }.joined())
        }
        guard method("viewDidLoad") == nil else { return nil }
        let base = classIndent + unit
        var text = eol + base + "override func viewDidLoad() {" + eol + base + unit + "super.viewDidLoad()" + eol
        text += viewDidLoadLines.map { base + unit + $0 + eol }.joined() + base + "}" + eol
        let at = endOfLastMember()
        return Edit(path: file.path, range: at..<at, replacement: text)
    }

    // MARK: viewWillAppear / viewWillDisappear

    var classIndent: String { tree.indentation(ofLineContaining: Int(tree.tokens[tree.decls[c.typeDecl].start].start)) }

    func method(_ name: String) -> Int? {
        tree.children(of: c.typeDecl).first { tree.decls[$0].kind == .func && tree.decls[$0].name == name && tree.decls[$0].body >= 0 }
    }

    func superCall(in m: Int, _ name: String) -> ClosedRange<Int>? {
        tree.statements(in: tree.decls[m].body).first { s in
            tree.is(s.lowerBound, "super") && tree.kind(s.lowerBound + 1) == .period && tree.isText(s.lowerBound + 2, name)
        }
    }

    /// After the last method (else the last member, else the `{` line).
    func endOfLastMember() -> Int {
        let members = tree.children(of: c.typeDecl)
        let methods = members.filter { tree.decls[$0].kind.isFunctionLike }
        if let last = methods.last ?? members.last {
            return tree.lineRange(of: tree.decls[last].end...tree.decls[last].end).upperBound
        }
        let body = tree.decls[c.typeDecl].body
        return tree.lineRange(of: body...body).upperBound
    }

    /// Shows the container toolbar in viewWillAppear and hides it in viewWillDisappear.
    mutating func addVisibility() -> Bool {
        let unit = tree.indentUnit
        let eol = tree.lineEnding
        var created = ""
        for (name, hidden) in [("viewWillAppear", "false"), ("viewWillDisappear", "true")] {
            if let m = method(name) {
                let param = tree.firstParameterName(ofFunction: m) ?? "animated"
                let line = "navigationController?.setToolbarHidden(\(hidden), animated: \(param))"
                if let call = superCall(in: m, name) {
                    let indent = tree.indentation(ofLineContaining: Int(tree.tokens[call.lowerBound].start))
                    let at = tree.lineRange(of: call).upperBound
                    edits.append(Edit(path: file.path, range: at..<at, replacement: indent + line + eol))
                } else {
                    let body = tree.decls[m].body
                    guard let first = tree.statements(in: body).first, tree.startsLine(first.lowerBound) else { return false }
                    let indent = tree.indentation(ofLineContaining: Int(tree.tokens[first.lowerBound].start))
                    let at = tree.lineRange(of: first).lowerBound
                    edits.append(Edit(path: file.path, range: at..<at, replacement: indent + line + eol))
                }
            } else {
                let base = classIndent + unit
                created += eol + base + "override func \(name)(_ animated: Bool) {" + eol
                created += base + unit + "super.\(name)(animated)" + eol
                created += base + unit + "navigationController?.setToolbarHidden(\(hidden), animated: animated)" + eol
                created += base + "}" + eol
            }
        }
        if !created.isEmpty {
            let at = endOfLastMember()
            edits.append(Edit(path: file.path, range: at..<at, replacement: created))
        }
        return true
    }


    enum Message {
        static func unknown(_ name: String, _ use: String) -> String {
            "unfold does not understand `\(use)` of hand-built UIToolbar `\(name)`: move its items to toolbarItems by hand"
        }
        static func keyboard(_ name: String) -> String {
            "`\(name)` is pinned to the keyboard layout guide like an input accessory: keep it, or make it the text view's inputAccessoryView"
        }
        static func sharedLine(_ name: String) -> String {
            "a statement using `\(name)` shares its line with other code: put it on its own line, then run unfold again"
        }
    }
}

extension Finding {
    func withFix(_ fix: Fix) -> Finding {
        var f = self
        f.fix = fix
        return f
    }
}

/// What is assigned to an `inputAccessoryView`, reduced to a member of a
/// known type (`ManualToolbar.collect`).
enum AccessorySource {
    /// The operand after `=` at `start` (`bar`, `self.keyboard.toolbar`,
    /// `picker?.view`), without a trailing `as? T` / `as! T` / `as T`.
    static func value(at start: Int, _ tree: SyntaxTree) -> ClosedRange<Int>? {
        guard start < tree.count, let end = tree.operandEnd(start), end >= start else { return nil }
        return start...end
    }

    /// The value bound to local `name` before token `i` in the same function:
    /// `let name = X`, `if let name = X as? UIToolbar`, `guard let name = X`.
    static func binding(of name: String, before i: Int, _ tree: SyntaxTree) -> ClosedRange<Int>? {
        guard let f = tree.declChain(containing: i).first(where: { tree.decls[$0].kind.isFunctionLike }), tree.decls[f].body >= 0 else { return nil }
        var k = i - 1
        while k > tree.decls[f].body {
            if tree.isText(k, name), tree.kind(k) == .identifier, tree.is(k - 1, "let") || tree.is(k - 1, "var"), tree.kind(k + 1) == .equal {
                return value(at: k + 2, tree)
            }
            k -= 1
        }
        return nil
    }

    /// `(Type, member)` for `x.member`, `x?.member`, `self.x.member` (x a
    /// property or local declared or created as `Type` in this file),
    /// `Type(…).member`, and `self.member` / a bare `member` (the enclosing type).
    static func member(_ r: ClosedRange<Int>, at i: Int, _ tree: SyntaxTree) -> (String, String)? {
        let last = r.upperBound
        guard tree.kind(last) == .identifier else { return nil }
        let member = tree.text(last)
        if r.lowerBound == last || (last - r.lowerBound == 2 && tree.is(r.lowerBound, "self")) {
            guard let t = tree.enclosingType(i) else { return nil }
            return (tree.decls[t].name, member)
        }
        guard tree.kind(last - 1) == .period else { return nil }
        var e = last - 2
        if tree.kind(e) == .postfixQuestion || tree.kind(e) == .exclamation { e -= 1 }
        // `Type(…).member`
        if tree.kind(e) == .rightParen, tree.partner[e] >= 0 {
            let callee = Int(tree.partner[e]) - 1
            guard callee == r.lowerBound, tree.kind(callee) == .identifier, tree.text(callee).first?.isUppercase == true else { return nil }
            return (tree.text(callee), member)
        }
        // `x.member` / `self.x.member`
        guard tree.kind(e) == .identifier, e == r.lowerBound || (e - r.lowerBound == 2 && tree.is(r.lowerBound, "self")) else { return nil }
        guard let type = declaredType(of: tree.text(e), at: i, tree) else { return nil }
        return (type, member)
    }

    /// The type a variable `name` is declared with (`: T`, `: T?`, `: T!`) or
    /// created as (`= T(…)`), in this file.
    static func declaredType(of name: String, at i: Int, _ tree: SyntaxTree) -> String? {
        for d in tree.decls.indices where tree.decls[d].kind.isVariable && tree.decls[d].name == name {
            let decl = tree.decls[d]
            if let t = decl.typeAnnotation, tree.kind(t.lowerBound) == .identifier {
                let rest = t.upperBound - t.lowerBound
                if rest == 0 || (rest == 1 && (tree.kind(t.upperBound) == .postfixQuestion || tree.kind(t.upperBound) == .exclamation)) {
                    return tree.text(t.lowerBound)
                }
            }
            if let v = decl.initializer, tree.kind(v.lowerBound) == .identifier, tree.kind(v.lowerBound + 1) == .leftParen,
               tree.partner[v.lowerBound + 1] >= 0, Int(tree.partner[v.lowerBound + 1]) == v.upperBound,
               tree.text(v.lowerBound).first?.isUppercase == true {
                return tree.text(v.lowerBound)
            }
        }
        return nil
    }
}
