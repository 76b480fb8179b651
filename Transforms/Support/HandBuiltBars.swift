import SwiftTree
import UnfoldKit

// Shared by manual-navigation-bar and manual-tab-bar.

/// Hand-built bars of one UIKit bar class (and its project subclasses) in one file.
struct HandBuiltBars {
    let barClass: String
    let containerClass: String
    let file: FileContext

    struct Occurrence {
        var token: Int
        var typeName: String
        var isOutlet: Bool
    }

    enum Place { case controller, view, swiftUI, elsewhere }

    /// What a bar transform says, per place: its advice (an outlet in a
    /// controller gets `outlet`), why it matters, and its sources.
    struct Advice {
        var outlet: String
        var controller: String
        var view: String
        var swiftUI: String
        var elsewhere: String
        var why: String
        var source: String
    }

    /// One finding per hand-built bar of the file, with the advice for the place it is in.
    func findings(_ advice: Advice) -> [Finding] {
        occurrences().map { o in
            let text: String
            switch place(file.codeContext(of: o.token)) {
            case .controller: text = o.isOutlet ? advice.outlet : advice.controller
            case .view: text = advice.view
            case .swiftUI: text = advice.swiftUI
            case .elsewhere: text = advice.elsewhere
            }
            // A table without `why` / `source` keeps to one short sentence (issue 17 item 5).
            let tail = advice.why.isEmpty ? "" : "; \(advice.why) \(advice.source)"
            return file.finding(at: o.token, "\(describe(o)): \(text)\(tail)")
        }
    }

    /// Whether a file may name `barClass` or one of its subclasses: every
    /// occurrence needs one (`Transform.mayFire`). Their names as trigger
    /// words, made once per index and lent, not copied (asked for every
    /// file, a copy retained the words both workers share).
    static func mayFire(in file: FilePreview, barClass: String) -> Bool {
        // Asked for every file: the key is a literal, not a string made per question.
        let key: String
        switch barClass {
        case "UINavigationBar": key = "bar-triggers:UINavigationBar"
        case "UITabBar": key = "bar-triggers:UITabBar"
        case "UIToolbar": key = "bar-triggers:UIToolbar"
        default: key = "bar-triggers:" + barClass
        }
        return file.index.withDerived(key, { TriggerWords(file.index.descendants(of: [barClass]).map(SyntaxTree.baseTypeName)) }) { words in
            file.mayContain(any: words)
        }
    }

    func isBarType(_ name: String) -> Bool {
        name == barClass || file.index.isUIView(name) && file.index.inherits(name, fromAnyOf: [barClass])
    }

    func occurrences() -> [Occurrence] {
        let tree = file.tree
        // Nothing to find unless the file names the bar class or one of its subclasses.
        let names = file.index.descendants(of: [barClass])
        guard names.contains(where: { tree.containsToken(Array(SyntaxTree.baseTypeName($0).utf8)) }) else { return [] }
        var out: [Occurrence] = []
        var cache: [String: Bool] = [:]
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier {
            // `Bar(` or `Bar.init(`
            var open = i + 1
            if tree.kind(open) == .period, tree.is(open + 1, "init") { open += 2 }
            guard tree.kind(open) == .leftParen, tree.partner[open] >= 0, !tree.startsLine(open) else { continue }
            let first = tree.bytes[Int(tree.tokens[i].start)]
            guard first >= 65, first <= 90 else { continue }
            let name = tree.text(i)
            let isBar = cache[name] ?? isBarType(name)
            cache[name] = isBar
            guard isBar else { continue }
            // A member of something else (`x.UINavigationBar(`), unless module-qualified.
            if tree.kind(i - 1) == .period, !tree.is(i - 2, "UIKit") { continue }
            // A throw-away bar used to measure: `UINavigationBar().sizeThatFits(…)`.
            let close = Int(tree.partner[open])
            if tree.kind(close + 1) == .period { continue }
            if insideContainer(i) || isPicker(i) { continue }
            out.append(Occurrence(token: i, typeName: name, isOutlet: false))
        }
        for k in tree.decls.indices where tree.decls[k].kind == .var && tree.decls[k].attributes.contains("IBOutlet") {
            let d = tree.decls[k]
            guard let t = d.typeAnnotation, d.nameToken >= 0 else { continue }
            var typeText = tree.text(from: t.lowerBound, through: t.upperBound)
            while let last = typeText.last, last == "!" || last == "?" || last == " " { typeText.removeLast() }
            let name = SyntaxTree.baseTypeName(typeText)
            guard isBarType(name), !insideContainer(d.nameToken), !isPicker(d.nameToken) else { continue }
            out.append(Occurrence(token: d.nameToken, typeName: name, isOutlet: true))
        }
        return out.sorted { $0.token < $1.token }
    }

    /// Code of a container subclass (it owns its bar) or of a bar subclass itself.
    func insideContainer(_ i: Int) -> Bool {
        guard let t = file.tree.enclosingType(i) else { return false }
        let name = SyntaxTree.baseTypeName(file.tree.decls[t].name)
        return file.index.inherits(name, fromAnyOf: [containerClass, barClass])
    }

    /// Selection that moves within one screen (scrolls to a section, reloads
    /// or filters a list) and switches no screens: a UITabBar used as a picker
    /// (an emoji-category bar), not a hand-built tab bar (issue 17 item 4).
    static let pickerActions: Set<String> = ["scrollToItem", "scrollToRow", "setContentOffset", "scrollRectToVisible", "reloadData", "reloadSections", "selectItem"]
    static let screenSwitches: Set<String> = ["addChild", "present", "pushViewController", "show", "viewControllers", "selectedViewController",
                                              "isHidden", "transition", "addSubview", "removeFromSuperview", "bringSubviewToFront", "setViewControllers"]

    /// A UITabBar whose type's `tabBar(_:didSelect:)` only moves within the screen.
    func isPicker(_ i: Int) -> Bool {
        guard barClass == "UITabBar", let t = file.tree.enclosingType(i) else { return false }
        let tree = file.tree
        let typeName = SyntaxTree.baseTypeName(tree.decls[t].name)
        var sawPick = false
        for d in tree.decls.indices where tree.decls[d].kind == .func && tree.decls[d].name == "tabBar" && tree.decls[d].body >= 0 {
            guard let owner = tree.enclosingType(tree.decls[d].keyword), SyntaxTree.baseTypeName(tree.decls[owner].name) == typeName,
                  tree.partner[tree.decls[d].body] >= 0, (tree.decls[d].keyword...tree.decls[d].body).contains(where: { tree.is($0, "didSelect") }) else { continue }
            for k in tree.decls[d].body...Int(tree.partner[tree.decls[d].body]) where tree.kind(k) == .identifier {
                let word = tree.text(k)
                if Self.screenSwitches.contains(word) { return false }
                if Self.pickerActions.contains(word) { sawPick = true }
            }
        }
        return sawPick
    }

    func place(_ ctx: CodeContext) -> Place {
        guard let type = ctx.typeName else { return .elsewhere }
        if ctx.role == .swiftUIView || file.index.inherits(type, fromAnyOf: ["UIViewRepresentable", "UIViewControllerRepresentable"]) {
            return .swiftUI
        }
        if file.index.isUIViewController(type) { return .controller }
        if file.index.isUIView(type) { return .view }
        return .elsewhere
    }

    /// "a hand-built UITabBar", "a MyBar (a UITabBar subclass) placed in a storyboard or xib".
    func describe(_ o: Occurrence) -> String {
        let type = o.typeName == barClass ? o.typeName : "\(o.typeName) (a \(barClass) subclass)"
        return o.isOutlet ? "a \(type) placed in a storyboard or xib" : "a hand-built \(type)"
    }
}

