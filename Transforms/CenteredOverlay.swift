import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports custom overlays placed at the centre of their container, where
/// iPhone Duo's fold runs:
/// - SwiftUI `.position(x: W / 2, y: H / 2)` where `W` and `H` are a width and
///   a height (`geo.size.width / 2`, `* 0.5`), or `x: r.midX, y: r.midY`
///   (also through `.position(CGPoint(x:y:))`), when what is centred is an
///   overlay, as the UIKit branch asks: a view centred on the screen or the
///   window (`UIScreen.main.bounds`), a chain that starts with an overlay
///   type (`CustomMenu()`, `ProgressView()`) or an overlay-like name
///   (`loadingOverlay`, `toast`), or any view in an overlay type's own
///   layout (`ToastHost`, `LoadingOverlay`). A label centred in a chart's
///   plot (inside `.chartBackground { … }` / `.chartOverlay { … }`, damus's
///   storage pie chart) or an image centred in its carousel page (damus's
///   image carousel) is not an overlay and is not reported;
/// - UIKit `v.center = CGPoint(x: bounds.midX, y: bounds.midY)` (or
///   `bounds.width / 2`, `bounds.height / 2`) and `v.center = c.center`
///   (a container's centre copied), when the centre is the window's, the
///   screen's or a view controller's root view's (`view` in a
///   `UIViewController`); or the centre of another named view (`superview`,
///   `container`, not a control such as `sendButton` or `titleLabel`, whose
///   centre a spinner takes to sit over that control) and the positioned
///   view is overlay-like; or the code's own
///   centre (`bounds.midX`, a bare `center`) and the enclosing type is
///   overlay-like (a `LoadingOverlayView` centring its spinner).
///
/// Both axes must be at the half of the same container (`midX` and `midY`,
/// or width and height halved); `/ 2` arithmetic elsewhere, offsets from the
/// centre and one-axis centring are not reported. A view counts as
/// overlay-like when its name contains hud, overlay, toast, popup, popover,
/// menu, spinner, loading, loader, activity, indicator, progress, alert,
/// banner, dialog, modal, snackbar, tooltip or callout; a type (for
/// `self.center`, a bare `center` or its own `bounds`) when the last word of
/// its name, after dropping `View`, `Controller`, `Container`, `Host` and
/// `Modifier`, is one of them (`LoadingOverlayView`, `ProgressHUD`,
/// `ToastHost`, `HUDModifier`, not `MenuButton`); so a subview centred in its
/// own cell, button or image view (`iconView.center = CGPoint(x:
/// bounds.midX, y: bounds.midY)` in a cell, a spinner at `frame.size.width /
/// 2` in a `UIImageView` extension) is not reported. Neither is a transient
/// zoom: a view whose frame or bounds is animated later in the same function
/// (`UIView.animate { flash.frame = view.frame }`). A view that is only
/// removed later (a toast hidden after two seconds) is still reported.
///
/// ## Why
/// On iPhone Duo the fold runs through the middle of the inner display. The
/// system moves its own alerts, sheets, popovers and menus off the fold, but a
/// custom overlay, menu or HUD drawn at the centre of the screen lands on it.
/// iOS 27.1 describes the fold as a `.division` reserved region
/// (`reservedRegions(kind: .division)` on a `GeometryProxy` or a `UIView`) so
/// custom layout can keep content beside it.
///
/// The advice names a receiver only where it has the method (Apple, iOS
/// 27.1: `UIView.reservedRegions(kind:options:)`,
/// developer.apple.com/documentation/uikit/uiview/reservedregions(kind:options:);
/// `GeometryProxy.reservedRegions(kind:options:layoutDirectionBehavior:)`,
/// developer.apple.com/documentation/swiftui/geometryproxy/reservedregions(kind:options:layoutdirectionbehavior:)):
/// the container when it is a view or a `GeometryReader`'s proxy, else the
/// proxy of the `GeometryReader` around the call, else "a GeometryProxy's";
/// never a rect (`frame` in `let frame = geometry[anchor]`) or a chart's
/// `ChartProxy`, which have no reserved regions.
///
/// Anchor the overlay to the
/// content region from the container's (in SwiftUI the `GeometryProxy`'s)
/// `reservedRegions(kind: .division)` under `if #available(iOS 27.1, *)`, else
/// to the leading or trailing half or relative to the safe area
/// (`safeAreaLayoutGuide`; in SwiftUI `.overlay(alignment: .topTrailing)`
/// with `.padding`). (iPhone Duo field notes: "System pop-ups adapt
/// automatically"; the cheat sheet: "For custom overlays:
/// `reservedRegions(kind: .division)`".)
///
/// ## Example
/// ```diff
///  // finding only:
///  GeometryReader { geo in
///      CustomMenu()
///          .position(x: geo.size.width / 2, y: geo.size.height / 2)
///  }
///  // centered-overlay: place it from geo.reservedRegions(kind: .division) (iOS 27.1)
///  // or align it to an edge with safe-area padding
/// ```
///
/// ## Fix safety
/// Finding only: where an overlay should go instead (one half, an edge, a
/// system presentation) is a design decision, and the reserved-region API
/// needs iOS 27.1.
public struct CenteredOverlay: Transform {
    public var id: String { "centered-overlay" }
    public var summary: String { "Custom overlays positioned at the container's centre (where iPhone Duo's fold runs) → place them off the fold." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["position", "center"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let overlayWords = [
        "hud", "overlay", "toast", "popup", "popover", "menu", "spinner", "loading", "loader", "activity",
        "indicator", "progress", "alert", "banner", "dialog", "modal", "snackbar", "tooltip", "callout",
    ]
    /// Members that name a part of a container rather than the container (`view.bounds.midX`).
    static let geometryMembers: Set<String> = ["bounds", "frame", "size", "safeAreaLayoutGuide", "layoutFrame", "layer", "center"]

    enum Axis { case x, y }

    public func findings(in file: FileContext) -> [Finding] {
        // Test sources are not layout code (precision study, docs/precision.md).
        if file.isTestSource { return [] }
        let tree = file.tree
        var out: [Finding] = []
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier {
            if tree.is(i, "position"), tree.kind(i - 1) == .period, tree.kind(i + 1) == .leftParen, !tree.startsLine(i + 1), tree.partner[i + 1] >= 0 {
                guard let container = Self.centredPoint(arguments: i + 1, tree), isSwiftUIOverlay(i, container, file) else { continue }
                let text = Text.oneLine(tree.text(from: i - 1, through: Int(tree.partner[i + 1])))
                out.append(file.finding(at: i, swiftUIMessage(text, container, at: i, tree)))
            } else if tree.is(i, "center"), tree.kind(i + 1) == .equal {
                if let f = centerAssignment(i, file) { out.append(f) }
            }
        }
        return out
    }

    /// `target.center = <centre of a container>`.
    func centerAssignment(_ i: Int, _ file: FileContext) -> Finding? {
        let tree = file.tree
        let site: Int
        var target: String
        if tree.kind(i - 1) == .period {
            var k = i - 2
            while tree.kind(k) == .postfixQuestion || tree.kind(k) == .exclamation { k -= 1 }
            guard tree.kind(k) == .identifier || tree.is(k, "self") else { return nil }
            target = tree.text(k)
            site = tree.operandStart(endingAt: i)
        } else {
            if tree.is(i - 1, "var") || tree.is(i - 1, "let") || tree.kind(i - 1) == .period { return nil }
            target = "self"
            site = i
        }
        let rhs = i + 2
        guard let end = tree.expressionEnd(rhs, above: .assignment), tree.operandEnd(rhs) == end else { return nil }
        var container: Container?
        if tree.is(end, "center") {
            // `c.center` or a bare `center` (self's).
            if end == rhs {
                container = Container(name: "self", text: "")
            } else if tree.kind(end - 1) == .period, end - 2 >= rhs {
                // (`hud.center = .center` has no container before the period.)
                container = Self.container(rhs...(end - 2), tree)
            }
        } else if tree.is(rhs, "CGPoint"), tree.kind(rhs + 1) == .leftParen, Int(tree.partner[rhs + 1]) == end {
            container = Self.centredPoint(arguments: rhs + 1, tree)
        }
        guard let c = container else { return nil }
        if tree.kind(i - 1) == .period, Self.isTransient(target, after: i, tree) { return nil }
        let ctx = file.codeContext(of: i)
        let isController = ctx.typeName.map { file.index.isUIViewController($0) } ?? false
        var targetIsType = false
        if target == "self", let t = ctx.typeName {
            target = t
            targetIsType = true
        }
        let screenLevel = c.name.lowercased().contains("window") || c.text.contains("UIScreen") || (c.name == "view" && isController)
        if !screenLevel {
            // Centred in its own container (`bounds`, `self.center`): only an overlay type's own
            // subviews, since a cell or button centring an icon says nothing about the fold.
            if c.name == "self" {
                guard let t = ctx.typeName, Self.isOverlayType(t) else { return nil }
            } else if Self.isControlName(c.name) {
                // A spinner on a sibling button or label (`activityIndicator.center =
                // sendButton.center`, GitHawk): the control's busy state, not the container's centre.
                return nil
            } else {
                guard targetIsType ? Self.isOverlayType(target) : Self.isOverlayLike(target) else { return nil }
            }
        }
        let text = Text.oneLine(tree.text(from: site, through: end))
        // `UIView.reservedRegions(kind:options:)` and `GeometryProxy.reservedRegions(kind:options:layoutDirectionBehavior:)`:
        // a receiver is named only when it is one of those (never a rect or a made-up `proxy`).
        var regions: String
        switch (ctx.role, ctx.hasInstance) {
        case (.traitEnvironment, true):
            regions = isController ? "`view.reservedRegions(kind: .division)`" : "`reservedRegions(kind: .division)`"
        case (.swiftUIView, true):
            regions = Self.proxyAdvice(named: Self.geometryProxy(around: i, tree))
        default:
            regions = "the container view's `reservedRegions(kind: .division)`"
        }
        if c.name != "self", !c.text.contains("UIScreen"), !Self.isGeometryValue(c.name, at: i, tree) {
            regions = "`\(c.name).reservedRegions(kind: .division)`"
        }
        return file.finding(at: site, Self.message(text, regions))
    }

    /// One sentence of at most 160 characters: the code is shortened to fit the advice.
    static func message(_ code: String, _ advice: String) -> String {
        let tail = " centres the view on iPhone Duo's fold → place it from " + advice + " (iOS 27.1)"
        return "`\(Text.short(code, limit: min(56, max(24, 158 - tail.count))))`" + tail
    }

    func swiftUIMessage(_ text: String, _ c: Container, at i: Int, _ tree: SyntaxTree) -> String {
        // The container when it is a GeometryProxy, else the GeometryReader around the call.
        let named = c.name != "self" && Self.isGeometryProxy(c.name, at: i, tree) ? c.name : Self.geometryProxy(around: i, tree)
        return Self.message(text, Self.proxyAdvice(named: named))
    }

    /// `geo.reservedRegions(kind: .division)` for a known GeometryProxy, else the API by its type.
    static func proxyAdvice(named proxy: String?) -> String {
        proxy.map { "`\($0).reservedRegions(kind: .division)`" } ?? "a GeometryProxy's `reservedRegions(kind: .division)`"
    }

    // MARK: SwiftUI overlays

    /// Whether `.position(…)` at token `i`, centred in `c`, places an overlay:
    /// a view centred on the screen or window, or an overlay-like view (the
    /// chain starts with an overlay type, `CustomMenu()`, `ProgressView()`,
    /// or an overlay-like name, `loadingOverlay`, `toast`), or any view of an
    /// overlay type's own layout (`ToastHost`, `LoadingOverlay`), as the
    /// UIKit branch asks of a view centred in a named container or its own
    /// bounds. A label centred in a chart's plot (`.chartBackground`,
    /// `.chartOverlay`), an image centred in its carousel page: not overlays.
    func isSwiftUIOverlay(_ i: Int, _ c: Container, _ file: FileContext) -> Bool {
        let tree = file.tree
        if tree.isInChartPlotClosure(i) { return false }
        if c.name.lowercased().contains("window") || c.text.contains("UIScreen") { return true }
        let root = tree.operandStart(endingAt: i - 2)
        if root < i - 1, tree.kind(root) == .identifier {
            let name = tree.text(root)
            let isType = name.first?.isUppercase == true && (tree.kind(root + 1) == .leftParen || tree.kind(root + 1) == .leftBrace)
            if isType ? Self.isOverlayType(name) : Self.isOverlayLike(name) { return true }
        }
        if let t = file.codeContext(of: i).typeName, Self.isOverlayType(t) { return true }
        return false
    }

    /// The parameter of the innermost `GeometryReader { name in … }` around token `i`.
    static func geometryProxy(around i: Int, _ tree: SyntaxTree) -> String? {
        var token = i
        while let brace = tree.enclosingClosure(token) {
            if tree.calleeOfClosure(brace) == "GeometryReader", let name = closureParameter(brace, tree) { return name }
            token = brace
        }
        return nil
    }

    /// The single parameter `name` of closure `{ name in` (or `{ (name) in`).
    static func closureParameter(_ brace: Int, _ tree: SyntaxTree) -> String? {
        var k = brace + 1
        if tree.kind(k) == .leftParen { k += 1 }
        guard tree.kind(k) == .identifier else { return nil }
        var n = k + 1
        if tree.kind(n) == .rightParen { n += 1 }
        return tree.is(n, "in") ? tree.text(k) : nil
    }

    /// Whether `name` is a GeometryProxy at token `i`: the parameter of a
    /// `GeometryReader { name in … }` around it, or a parameter or property
    /// declared `GeometryProxy`.
    static func isGeometryProxy(_ name: String, at i: Int, _ tree: SyntaxTree) -> Bool {
        var token = i
        while let brace = tree.enclosingClosure(token) {
            if closureParameter(brace, tree) == name { return tree.calleeOfClosure(brace) == "GeometryReader" }
            token = brace
        }
        return declaredType(of: name, at: i, tree) == "GeometryProxy"
    }

    /// Whether `name` holds a rect or size rather than a view: declared
    /// `CGRect`/`CGSize`, or set from `….bounds`, `….frame`, `….size` or a
    /// GeometryProxy's anchor subscript (`geometry[anchor]`).
    static func isGeometryValue(_ name: String, at i: Int, _ tree: SyntaxTree) -> Bool {
        if let t = declaredType(of: name, at: i, tree), t == "CGRect" || t == "CGSize" { return true }
        for d in tree.decls.indices where tree.decls[d].kind.isVariable && tree.decls[d].name == name && tree.decls[d].start < i {
            guard let r = tree.decls[d].initializer else { continue }
            let last = r.upperBound
            if tree.kind(last) == .rightBracket { return true }
            if tree.is(last, "bounds") || tree.is(last, "frame") || tree.is(last, "size") { return true }
        }
        return false
    }

    /// The type written for `name` (a property, local or parameter declared
    /// before token `i`), one identifier long; nil when none is written.
    static func declaredType(of name: String, at i: Int, _ tree: SyntaxTree) -> String? {
        for d in tree.decls.indices where tree.decls[d].kind.isVariable && tree.decls[d].name == name && tree.decls[d].start < i {
            if let t = tree.decls[d].typeAnnotation, t.lowerBound == t.upperBound { return tree.text(t.lowerBound) }
        }
        for d in tree.declChain(containing: i) where tree.decls[d].kind.isFunctionLike && tree.decls[d].body > 0 {
            let decl = tree.decls[d]
            var k = decl.keyword
            while k < decl.body {
                if tree.kind(k) == .identifier, tree.isText(k, name), tree.kind(k + 1) == .colon, tree.kind(k + 2) == .identifier,
                   [.comma, .rightParen].contains(tree.kind(k + 3)) {
                    return tree.text(k + 2)
                }
                k += 1
            }
        }
        return nil
    }

    /// A transient effect rather than an overlay that stays: in the same
    /// function, after the centring, the view's frame or bounds is animated
    /// (`UIView.animate { flash.frame = self.view.frame }`): it zooms away
    /// from the centre. Removal alone does not count: every toast and HUD is
    /// removed eventually, after sitting on the fold.
    static func isTransient(_ target: String, after i: Int, _ tree: SyntaxTree) -> Bool {
        guard let f = tree.declChain(containing: i).first(where: { tree.decls[$0].kind.isFunctionLike }),
              tree.decls[f].body >= 0 else { return false }
        let end = min(tree.decls[f].end, tree.count - 1)
        var k = i + 1
        while k + 2 <= end {
            if tree.kind(k) == .identifier, tree.isText(k, target), tree.kind(k - 1) != .period, tree.kind(k + 1) == .period {
                if tree.is(k + 2, "frame") || tree.is(k + 2, "bounds"), tree.kind(k + 3) == .equal, inAnimation(k, tree) { return true }
            }
            k += 1
        }
        return false
    }

    /// Whether token `k` is inside a closure passed to `UIView.animate…` or
    /// `UIView.transition` (as an argument or a trailing closure).
    static func inAnimation(_ k: Int, _ tree: SyntaxTree) -> Bool {
        var token = k
        while let brace = tree.enclosingClosure(token) {
            var callee = -1
            let before = brace - 1
            if tree.kind(before) == .rightParen, tree.partner[before] >= 0 {
                callee = Int(tree.partner[before]) - 1          // `animate(withDuration: 0.3) { … }`
            } else if tree.kind(before) == .colon || tree.kind(before) == .leftParen || tree.kind(before) == .comma {
                let group = Int(tree.parentGroup[brace])        // `animate(withDuration: 0.3, animations: { … })`
                if group > 0, tree.kind(group) == .leftParen { callee = group - 1 }
            }
            if callee >= 0, tree.kind(callee) == .identifier {
                let name = tree.text(callee)
                if name.hasPrefix("animate") || name == "transition" { return true }
            }
            token = brace
        }
        return false
    }

    /// Words of a control or a leaf view, not a container: a view centred on
    /// one (`sendButton.center`) sits over that control.
    static let controlWords = ["button", "label", "icon", "image", "field", "switch", "badge", "avatar", "thumbnail", "slider", "stepper"]

    static func isControlName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return controlWords.contains { lower.contains($0) }
    }

    static func isOverlayLike(_ name: String) -> Bool {
        let lower = name.lowercased()
        return overlayWords.contains { lower.contains($0) }
    }

    /// A type whose head noun (the last word of its name once `View`,
    /// `Controller` and `Container` are dropped) is an overlay word:
    /// `LoadingOverlayView`, `ProgressHUD`, `ToastView`, not `MenuButton`.
    static func isOverlayType(_ name: String) -> Bool {
        var words: [String] = []
        var current = ""
        let chars = Array(name)
        for (k, ch) in chars.enumerated() {
            let startsWord = ch.isUppercase && !current.isEmpty
                && (!(chars[k - 1].isUppercase) || (k + 1 < chars.count && chars[k + 1].isLowercase))
            if startsWord || ch == "_" {
                words.append(current)
                current = ""
            }
            if ch != "_" { current.append(ch) }
        }
        if !current.isEmpty { words.append(current) }
        while let last = words.last, ["view", "controller", "container", "host", "modifier"].contains(last.lowercased()), words.count > 1 { words.removeLast() }
        guard let head = words.last?.lowercased() else { return false }
        return overlayWords.contains(head)
    }

    // MARK: Centres

    /// What a centre is the centre of: the container's name (`view`, `geo`,
    /// `window`, `self` for a bare `bounds`) and the container expression's text.
    struct Container {
        var name: String
        var text: String
    }

    /// `(x: A, y: B)` (or `(CGPoint(x: A, y: B))`) whose A and B are the halves of one container.
    static func centredPoint(arguments open: Int, _ tree: SyntaxTree) -> Container? {
        let args = tree.callArguments(open)
        if args.count == 1, args[0].label == nil, tree.is(args[0].range.lowerBound, "CGPoint"),
           tree.kind(args[0].range.lowerBound + 1) == .leftParen, Int(tree.partner[args[0].range.lowerBound + 1]) == args[0].range.upperBound {
            return centredPoint(arguments: args[0].range.lowerBound + 1, tree)
        }
        guard args.count == 2, args[0].label == "x", args[1].label == "y",
              let x = half(args[0].range, .x, tree), let y = half(args[1].range, .y, tree), x.name == y.name else { return nil }
        return x
    }

    /// `C.width / 2`, `C.width * 0.5`, `0.5 * C.width`, `C.midX` (height / midY for y): the container C.
    static func half(_ range: ClosedRange<Int>, _ axis: Axis, _ tree: SyntaxTree) -> Container? {
        var r = range
        while tree.kind(r.lowerBound) == .leftParen, Int(tree.partner[r.lowerBound]) == r.upperBound, r.count > 2 {
            r = (r.lowerBound + 1)...(r.upperBound - 1)
        }
        let mid = axis == .x ? "midX" : "midY"
        let dimension = axis == .x ? "width" : "height"
        if tree.operandEnd(r.lowerBound) == r.upperBound {
            guard tree.isText(r.upperBound, mid), tree.kind(r.upperBound - 1) == .period, r.upperBound - 2 >= r.lowerBound else { return nil }
            return container(r.lowerBound...(r.upperBound - 2), tree)
        }
        // One operator at the top level: `operand op literal` or `literal * operand`.
        guard let lhsEnd = tree.operandEnd(r.lowerBound), lhsEnd + 2 <= r.upperBound, tree.operandEnd(lhsEnd + 2) == r.upperBound else { return nil }
        let op = lhsEnd + 1
        let operand: ClosedRange<Int>
        if tree.is(op, "/"), r.upperBound == op + 1, isNumber(op + 1, 2, tree) {
            operand = r.lowerBound...lhsEnd
        } else if tree.is(op, "*"), r.upperBound == op + 1, isNumber(op + 1, 0.5, tree) {
            operand = r.lowerBound...lhsEnd
        } else if tree.is(op, "*"), lhsEnd == r.lowerBound, isNumber(r.lowerBound, 0.5, tree) {
            operand = (op + 1)...r.upperBound
        } else {
            return nil
        }
        var o = operand
        while tree.kind(o.lowerBound) == .leftParen, Int(tree.partner[o.lowerBound]) == o.upperBound, o.count > 2 {
            o = (o.lowerBound + 1)...(o.upperBound - 1)
        }
        guard tree.kind(o.upperBound) == .identifier, tree.text(o.upperBound).lowercased().hasSuffix(dimension) else { return nil }
        if tree.kind(o.upperBound - 1) == .period, o.upperBound - 2 >= o.lowerBound {
            return container(o.lowerBound...(o.upperBound - 2), tree)
        }
        // `screenWidth / 2`: a local named after the dimension.
        return o.count == 1 ? Container(name: "self", text: tree.text(o.upperBound)) : nil
    }

    static func isNumber(_ k: Int, _ value: Double, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(k) == .integerLiteral || tree.kind(k) == .floatLiteral else { return false }
        return Double(tree.text(k)) == value
    }

    /// The container an expression such as `view.bounds`, `geo.size`,
    /// `proxy.frame(in: .local)`, `bounds` or `UIScreen.main.bounds` names.
    static func container(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> Container {
        var name = "self"
        var k = r.lowerBound
        while k <= r.upperBound {
            if tree.kind(k) == .identifier || tree.is(k, "self") {
                let s = tree.text(k)
                if !geometryMembers.contains(s) { name = s }
            }
            k = tree.nextSibling(k)
        }
        return Container(name: name, text: tree.text(from: r.lowerBound, through: r.upperBound))
    }
}
