import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports sizes computed once from the size of the view, its container or
/// the screen, in UIKit code that runs once, when the type has no place that
/// computes them again when that size changes. The code that runs once:
/// `init`, `awakeFromNib`, `loadView`, `viewDidLoad`, an `@IBOutlet`'s
/// observer, a lazy property's initializer, and the private or internal
/// helpers only those call (`setupCollectionView()` called from
/// `viewDidLoad` and from nowhere else; calls followed within the type in
/// the file, `CallReachability`). What is reported there: an assignment to
/// a frame, bounds, centre, size, item size, inset, spacing, row height,
/// constraint `constant` or a property named after a size (`cellWidth`), a
/// constraint made with `equalToConstant:`/`constant:`, a compositional
/// layout's `.absolute(…)` dimension, or a view made with `frame:` and kept
/// in a name, whose value reads a container's size
/// (`view.bounds`, `view.frame.width`, `collectionView.bounds`,
/// `tableView.frame`, `UIScreen.main.bounds`, `view.window?.bounds`,
/// `view.safeAreaLayoutGuide.layoutFrame`; in a view its own `bounds` and
/// `frame`, `superview?.bounds`, `contentView.bounds`), directly or
/// through locals (`let itemWidth = (view.frame.width - 24) / 2`), a
/// computed property or method of the type that reads one, or a run-once
/// helper's parameter (`configureLayout(for: view.bounds.width)`).
///
/// Not reported:
/// - a type that recomputes on a size change: a view controller with
///   `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
///   `viewWillTransition(to:with:)`, `updateViewConstraints`,
///   `viewSafeAreaInsetsDidChange`, `traitCollectionDidChange` or a
///   `registerForTraitChanges` handler, a view with `layoutSubviews` or
///   `updateConstraints`, also when an extension in another file or a
///   superclass of the project declares it;
/// - a size the type assigns again in a member that runs later (drawing, a
///   delegate callback, an action), and item sizes in a type that answers
///   `collectionView(_:layout:sizeForItemAt:)`;
/// - sizes read for something that is not a size (a log line, analytics, a
///   string, a condition), and `preferredContentSize` (a size asked of the
///   container, which decides);
/// - Auto Layout relative to the view (anchors, multipliers, layout guides);
/// - views whose size follows their container by design: a view with an
///   `autoresizingMask` set in the type; a frame on a view that is then
///   constrained (`translatesAutoresizingMaskIntoConstraints = false`,
///   its anchors, SnapKit's `snp`, a helper named after constraints or
///   pinning); an `@IBOutlet` (its mask is in the nib); the controller's
///   root view (`view.frame`, `view = UIView(frame: UIScreen.main.bounds)`
///   in `loadView`: UIKit sizes it); a view put in a slot its owner sizes (a
///   table's header or footer view, a cell's background views, an input
///   accessory view, a title view); `super.init(frame:)`; objects made
///   with a frame are not sizes (`let container = UIView(frame:
///   view.bounds)` does not make `container.bounds` a size read once);
/// - views whose size is fixed by design: controls and images
///   (`UIControl`, `UIButton`, `UIImageView`, `UIActivityIndicatorView`
///   subclasses and views named `…Indicator`, `…Spinner`, `…Button`,
///   `…Icon`, `…Badge`, `…Circle`, `…Ring`, `…Progress`, …, or with
///   `Pill`, `Chip`, `Badge`, `Avatar`, `PiP` in the name), and collection
///   view cells (their `init(frame:)` gets the item size, and the layout
///   sizes them again);
/// - closures that run later and maybe again (an observer's handler, a
///   completion), unlike `UIView.animate` and `DispatchQueue.main.async`;
/// - SwiftUI (its layout follows the container already) and test sources.
///
/// ## Why
/// Windows resize while a screen is open: in iPhone Mirroring, for iPhone
/// apps on iPad, in Split View and on iPhone Duo's inner display. A size
/// computed from the view or the screen when the screen loads is right at
/// that moment only: the two-column grid keeps its old item width, the
/// overlay its old frame. In `viewDidLoad` the view does not even have its
/// final size yet. UIKit calls `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews` (and a view's `layoutSubviews`) whenever the
/// view's bounds change, and `viewWillTransition(to:with:)` before a
/// controller's view changes size, with a coordinator to animate
/// alongside; Auto Layout constraints relative to the view, autoresizing
/// masks and compositional layouts with fractional dimensions adapt with no
/// code. (iPhone Duo field notes, audit checklist: "Fixed sizes and own
/// frame calculations: content fits the available window; a fixed width is
/// fine if it doesn't break narrow and wide layouts".)
///
/// ## Example
/// ```diff
///  // finding only:
///  override func viewDidLoad() {
///      super.viewDidLoad()
///      setupCollectionView()
///  }
///  private func setupCollectionView() {
///      let itemWidth = (view.frame.width - 24) / 2
///      layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
///      // layout-sized-once: `layout.itemSize` comes from `view.frame` once, in
///      // `setupCollectionView()` from `viewDidLoad` → compute it in viewWillLayoutSubviews
///  }
/// +override func viewWillLayoutSubviews() {
/// +    super.viewWillLayoutSubviews()
/// +    let itemWidth = (view.bounds.width - 24) / 2
/// +    layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
/// +}
/// ```
///
/// ## Fix safety
/// Finding only: moving the computation means choosing a place (layout
/// pass, size transition, Auto Layout or a compositional layout) and often
/// invalidating a layout; that is a design decision. docs/layout-sized-once.md
/// records the choices and the precision study.
public struct LayoutSizedOnce: CollectingTransform {
    public var id: String { "layout-sized-once" }
    public var summary: String { "Sizes computed once from the view's or screen's size at load, never recomputed → compute them on layout or use Auto Layout." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["bounds", "frame", "layoutFrame"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    /// The type names of one file that declare a method recomputing on a size change.
    public struct Facts: Sendable, Equatable, Codable {
        var types: [String]
    }

    /// Methods UIKit calls again when the size changes (or traits do).
    static let recomputeMethods: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillTransition", "updateViewConstraints",
        "viewSafeAreaInsetsDidChange", "traitCollectionDidChange", "layoutSubviews", "layoutSublayers",
        "updateConstraints", "safeAreaInsetsDidChange",
    ]

    /// The lengths of `recomputeMethods`' names (bit n: a name of n bytes):
    /// `collect` hashes only a method name of one of these lengths (it runs
    /// on every function of every file).
    static let recomputeLengths: UInt64 = recomputeMethods.reduce(0) { $0 | (1 << UInt64($1.utf8.count)) }

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        var types: [String] = []
        for d in tree.decls.indices where tree.decls[d].kind == .func {
            let length = tree.decls[d].name.utf8.count
            guard length < 64, Self.recomputeLengths >> UInt64(length) & 1 == 1,
                  Self.recomputeMethods.contains(tree.decls[d].name) else { continue }
            guard let p = tree.decls[d].parent, tree.decls[p].kind.isTypeLike else { continue }
            types.append(SyntaxTree.baseTypeName(tree.decls[p].name))
        }
        return types.isEmpty ? nil : Facts(types: Array(Set(types)).sorted())
    }

    public func findings(in file: FileContext) -> [Finding] {
        if file.isTestSource { return [] }
        let tree = file.tree
        // The word filter is enough here (every use found below is exact).
        guard tree.words.mayContain("bounds") || tree.words.mayContain("frame") || tree.words.mayContain("layoutFrame") else { return [] }
        // Every size a finding reports is read through one of these tokens: a type
        // without one in its declarations (`sizeReads`) is not scanned. Found at the first view or controller.
        var reads: [Int]?
        var out: [Finding] = []
        var done: Set<String> = []
        var recomputing: Set<String>?
        for t in tree.decls.indices {
            let decl = tree.decls[t]
            guard decl.body >= 0, decl.kind == .class || decl.kind == .extension else { continue }
            let name = SyntaxTree.baseTypeName(decl.name)
            guard !done.contains(name) else { continue }
            let controller = file.index.isUIViewController(name)
            guard controller || file.index.isUIView(name) else { continue }
            done.insert(name)
            // The checks that need no `CallReachability` first (each only skips the type).
            if reads == nil { reads = Self.sizeReads(in: tree) }
            if reads!.isEmpty { return out }
            guard Self.readsSize(name, tree, reads!) else { continue }
            if recomputing == nil {
                recomputing = file.index.derived("layout-sized-once.recomputing") { Set(file.index.facts(for: self).flatMap(\.facts.types)) }
            }
            // Declared in another file's extension, or in a superclass of the project (a base list
            // controller whose `viewWillLayoutSubviews` lays out what subclasses set up).
            if recomputing!.contains(name) || file.index.inherits(name, fromAnyOf: recomputing!) { continue }
            // A control or round shape whose size its creator fixes (a spinner, a progress ring, an avatar, a button).
            if !controller, Self.isFixedSizeControl(name, file.index) { continue }
            let reach = CallReachability(tree: tree, typeDecl: t)
            if reach.entries.contains(where: { $0.kind == .layout || $0.kind == .traitChange }) { continue }
            var scan = TypeScan(file: file, reach: reach, controller: controller)
            out += scan.run()
        }
        return out
    }

    /// The tokens `bounds`, `frame` and `layoutFrame` of `tree`, in order: the
    /// only reads of a container's size (`TypeScan.firstSource`), which every
    /// finding needs (directly, or through a local, member or parameter it taints).
    static func sizeReads(in tree: SyntaxTree) -> [Int] {
        var out: [Int] = []
        for k in tree.tokens.indices {
            switch tree.tokens[k].end - tree.tokens[k].start {
            case 5: if tree.is(k, "frame") { out.append(k) }
            case 6: if tree.is(k, "bounds") { out.append(k) }
            case 11: if tree.is(k, "layoutFrame") { out.append(k) }
            default: break
            }
        }
        return out
    }

    /// Whether a declaration of type `name` in `tree` (the class and its
    /// extensions: `CallReachability`'s parts, whose members `TypeScan` reads)
    /// holds one of `reads` (sorted token indices, `sizeReads`).
    static func readsSize(_ name: String, _ tree: SyntaxTree, _ reads: [Int]) -> Bool {
        for d in tree.decls.indices {
            let decl = tree.decls[d]
            guard decl.body >= 0, decl.kind == .class || decl.kind == .extension || decl.kind == .actor
                || decl.kind == .struct || decl.kind == .enum, SyntaxTree.baseTypeName(decl.name) == name else { continue }
            // The first read at or after the declaration's start.
            var lo = 0, hi = reads.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if reads[mid] < decl.start { lo = mid + 1 } else { hi = mid }
            }
            if lo < reads.count, reads[lo] <= decl.end { return true }
        }
        return false
    }

    /// Head words of view types whose size is fixed by design (`AngularActivityIndicator`,
    /// `ProfileProgressCircleView`, `SubscribeButton`): the last word of the name, `View` dropped.
    static let fixedSizeWords: Set<String> = [
        "indicator", "spinner", "loader", "button", "icon", "badge", "avatar", "circle", "pie", "heart", "dot", "ring",
        "progress", "switch", "toggle", "checkbox", "check", "star", "rating", "thumb", "knob", "control",
        "pill", "chip", "token", "capsule",
    ]
    /// UIKit classes whose subclasses are controls or images sized by their creator.
    /// Collection view cells and supplementary views count too: their `init(frame:)` gets the item size
    /// from the layout, which sizes them again (a table view cell's init gets a default 320×44 instead).
    static let fixedSizeBases: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UIActivityIndicatorView", "UIImageView", "UIProgressView", "UISlider",
        "UICollectionViewCell", "UICollectionReusableView",
    ]

    static func isFixedSizeControl(_ name: String, _ index: ProjectIndex) -> Bool {
        if index.inherits(name, fromAnyOf: fixedSizeBases) { return true }
        // A picture-in-picture window (`CallPiPView`) has its own fixed size.
        if contains(name, "PiP") || contains(name, "PictureInPicture") { return true }
        let lower = nameWords(name).map { $0.lowercased() }
        // Small inline things, wherever the word is (`PillAttachmentView`, `AvatarStackView`).
        if lower.contains(where: { inlineWords.contains($0) }) { return true }
        var head = lower
        while head.count > 1, let last = head.last, ["view", "layer"].contains(last) { head.removeLast() }
        return head.last.map { fixedSizeWords.contains($0) } ?? false
    }
    static let inlineWords: Set<String> = ["pill", "chip", "badge", "avatar"]

    /// Whether `name` holds `part` (`ByteSearch` on the bytes: Foundation's
    /// `contains` went through `NSString` for every view type asked).
    static func contains(_ name: String, _ part: StaticString) -> Bool {
        let needle = part.withUTF8Buffer { Array($0) }
        var name = name
        return name.withUTF8 { ByteSearch.contains(needle, in: $0, 0, $0.count) }
    }

    /// The words of a type name: `PillAttachmentView` → Pill, Attachment,
    /// View; `HUDView` → HUD, View; `_` separates words too. An ASCII name
    /// (most) is split on its bytes; another on its characters, the same way.
    static func nameWords(_ name: String) -> [String] {
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nameWords(characters: Array(name)) }
        func upper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        func lower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
        var words: [String] = []
        var current: [UInt8] = []  // the current word, `_` left out
        for k in bytes.indices {
            let b = bytes[k]
            let startsWord = upper(b) && !current.isEmpty && (!upper(bytes[k - 1]) || (k + 1 < bytes.count && lower(bytes[k + 1])))
            if startsWord || b == UInt8(ascii: "_") {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            if b != UInt8(ascii: "_") { current.append(b) }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// `nameWords` on characters (a name that is not ASCII).
    static func nameWords(characters chars: [Character]) -> [String] {
        var words: [String] = []
        var current = ""
        for (k, ch) in chars.enumerated() {
            let startsWord = ch.isUppercase && !current.isEmpty
                && (!chars[k - 1].isUppercase || (k + 1 < chars.count && chars[k + 1].isLowercase))
            if startsWord || ch == "_" {
                words.append(current)
                current = ""
            }
            if ch != "_" { current.append(ch) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    // MARK: One type

    struct TypeScan {
        let file: FileContext
        let reach: CallReachability
        let controller: Bool
        /// The file's tree, held once: a computed `file.tree` copied the whole
        /// struct (its ten buffers retained and released) at every token test.
        let tree: SyntaxTree
        /// Members whose value reads a container's size: name → the source text (`view.bounds`).
        var sourceMembers: [String: String] = [:]
        var reported: Set<Int> = []
        /// In a lazy property's initializer: the local it returns → the property (`searchBar` → `mainSearchBar`).
        var alias: [String: String] = [:]
        /// Chains assigned in members that run again (layout, drawing, actions, delegate methods).
        var assignedLater: Set<String> = []
        /// Parameters of run-once helpers that callers pass a container size: member → name → source.
        var parameterSources: [Int: [String: String]] = [:]

        init(file: FileContext, reach: CallReachability, controller: Bool) {
            self.file = file
            self.reach = reach
            self.controller = controller
            tree = file.tree
        }

        /// Where a run-once member runs from, as messages say it.
        struct Place {
            var member: Int
            var text: String
        }

        mutating func run() -> [Finding] {
            // Computed properties and methods returning a value that read a container size.
            for m in reach.members where m.kind == .computed || (m.kind == .method && returnsValue(m.decl)) {
                if let s = firstSource(in: m.range, tainted: [:]) { sourceMembers[m.name] = s }
            }
            var places: [Int: Place] = [:]
            for m in reach.members {
                if let place = runOncePlace(m) { places[m.decl] = place }
            }
            // What members that run again assign (`textContainer.size` in `drawText(in:)`): recomputed there.
            for m in reach.members where places[m.decl] == nil && m.kind != .deinitializer {
                assignedLater.formUnion(assignedTargets(in: m.range))
            }
            // Two passes: the first finds the parameters of run-once helpers that get a container size
            // (`setupLayout(width: view.bounds.width)`), the second reports with them.
            for m in reach.members {
                guard let place = places[m.decl] else { continue }
                _ = scan(m, place)
            }
            reported = []
            var out: [Finding] = []
            for m in reach.members {
                guard let place = places[m.decl] else { continue }
                out += scan(m, place)
            }
            return out
        }

        /// `name(label: <source>, …)` calling a method of the type: its parameters that get a container size.
        mutating func noteArguments(call k: Int, tainted: [String: String]) {
            if tree.kind(k - 1) == .period, !(tree.is(k - 2, "self") && tree.kind(k - 3) != .period) { return }
            guard let callee = reach.members.first(where: { $0.kind == .method && tree.isText(k, $0.name) }) else { return }
            let params = parameters(of: callee.decl)
            let open = k + 1
            let close = Int(tree.partner[open])
            var index = 0
            var start = open + 1
            var j = open + 1
            while j <= close {
                if j == close || tree.kind(j) == .comma {
                    if start < j {
                        var from = start
                        var label = "_"
                        if tree.kind(start + 1) == .colon, tree.kind(start) == .identifier || tree.kind(start) == .keyword {
                            label = tree.text(start)
                            from = start + 2
                        }
                        let p = params.firstIndex(where: { $0.label == label && $0.position >= index }) ?? (index < params.count ? index : nil)
                        if let p, from <= j - 1, let src = firstSource(in: from...(j - 1), tainted: tainted) {
                            parameterSources[callee.decl, default: [:]][params[p].name] = src
                        }
                    }
                    index += 1
                    start = j + 1
                    if j == close { break }
                }
                j = tree.nextSibling(j)
            }
        }

        /// A method's parameters: external label (`_` when none), internal name, position.
        func parameters(of d: Int) -> [(label: String, name: String, position: Int)] {
            let decl = tree.decls[d]
            var open = decl.nameToken >= 0 ? decl.nameToken + 1 : decl.keyword + 1
            if let g = decl.genericClause { open = g.upperBound + 1 }
            guard tree.kind(open) == .leftParen, tree.partner[open] > open else { return [] }
            let close = Int(tree.partner[open])
            var out: [(String, String, Int)] = []
            var k = open + 1
            while k < close {
                var names: [String] = []
                var j = k
                while j < close, tree.kind(j) != .colon, tree.kind(j) != .comma {
                    if tree.kind(j) == .identifier || tree.kind(j) == .keyword { names.append(tree.text(j)) }
                    j = tree.nextSibling(j)
                }
                if let first = names.first, let last = names.last { out.append((first, last, out.count)) }
                while j < close, tree.kind(j) != .comma { j = tree.nextSibling(j) }
                k = j + 1
            }
            return out
        }

        /// The left sides of the assignments in `r`, as chains (`textContainer.size`, `layout.itemSize`).
        func assignedTargets(in r: ClosedRange<Int>) -> Set<String> {
            var out: Set<String> = []
            var k = r.lowerBound
            while k < r.upperBound {
                if tree.kind(k) == .equal, k > r.lowerBound, let c = chain(endingAt: k - 1), !c.isEmpty { out.insert(c) }
                k += 1
            }
            return out
        }

        /// A helper other files cannot call (`private`, `fileprivate`, or in such an extension), or an internal one
        /// whose name says it sets things up (`setupLayout()`, `configureViews()`, `commonInit()`): calls from
        /// other files are not followed, and an internal `updateFrame(_:)` is often called from a layout pass elsewhere
        /// (SKPhotoBrowser).
        func isOwnHelper(_ m: CallReachability.Member) -> Bool {
            let decl = tree.decls[m.decl]
            if decl.isFilePrivate { return true }
            if let p = decl.parent, tree.decls[p].kind == .extension || tree.decls[p].kind == .class, tree.decls[p].isFilePrivate { return true }
            let lower = m.name.lowercased()
            return Self.setupPrefixes.contains { lower.hasPrefix($0) }
        }
        static let setupPrefixes = [
            "setup", "configure", "commoninit", "initialize", "build", "make", "create", "prepare", "install", "add", "style", "init",
        ]

        func returnsValue(_ d: Int) -> Bool {
            let decl = tree.decls[d]
            guard decl.body > decl.keyword else { return false }
            return (decl.keyword..<decl.body).contains { tree.isText($0, "->") }
        }

        /// Whether member `m` runs once (and how to name where): an early entry point, a lazy
        /// property, or a helper only those reach.
        func runOncePlace(_ m: CallReachability.Member) -> Place? {
            switch m.kind {
            case .initializer:
                return Place(member: m.decl, text: "`init`")
            case .lazy:
                return Place(member: m.decl, text: "lazy `\(Text.short(m.name, limit: 30))`")
            case .deinitializer, .subscriptMember:
                return nil
            default:
                break
            }
            if let e = reach.entries.first(where: { $0.decl == m.decl && $0.kind.isBeforeTraits }) {
                return Place(member: m.decl, text: "`\(e.name)`")
            }
            let decl = tree.decls[m.decl]
            if decl.modifierWords.contains(.override) { return nil }
            guard reach.runsOnly(m.decl, from: CallReachability.EntryKind.beforeTraits), isOwnHelper(m) else { return nil }
            let routes = reach.routes(to: m.decl).filter { $0.entry.kind.isBeforeTraits }
            guard let route = routes.min(by: { $0.members.count < $1.members.count }) else { return nil }
            let own = m.kind == .method ? "\(m.name)()" : m.name
            return Place(member: m.decl, text: "`\(Text.short(own, limit: 30))` from `\(route.entry.name)`")
        }

        // MARK: Scanning a member

        mutating func scan(_ m: CallReachability.Member, _ place: Place) -> [Finding] {
            var out: [Finding] = []
            alias = [:]
            if m.kind == .lazy {
                for k in m.range where tree.is(k, "return") && tree.kind(k + 1) == .identifier && tree.kind(k + 2) != .period && tree.kind(k + 2) != .leftParen {
                    alias[tree.text(k + 1)] = m.name
                }
            }
            var tainted: [String: String] = parameterSources[m.decl] ?? [:]
            var k = m.range.lowerBound
            while k <= m.range.upperBound {
                if let r = m.deferred.first(where: { $0.contains(k) }) {
                    k = r.upperBound + 1
                    continue
                }
                // Closures that run later, perhaps again (an observer's handler): not run-once code.
                if tree.kind(k) == .leftBrace, tree.braceKinds[k] == .closure, tree.partner[k] > k, runsLater(closure: k) {
                    k = Int(tree.partner[k]) + 1
                    continue
                }
                defer { k += 1 }
                // `let width = view.bounds.width - 32` (also `var`, `guard let`, `if let`).
                if (tree.is(k, "let") || tree.is(k, "var")), tree.kind(k + 1) == .identifier {
                    var eq = k + 2
                    if tree.kind(eq) == .colon {
                        // `let width: CGFloat = …`: the `=` after the type, on the same line.
                        eq += 1
                        while eq < m.range.upperBound, tree.kind(eq) != .equal, !tree.startsLine(eq) { eq = tree.nextSibling(eq) }
                    }
                    if tree.kind(eq) == .equal, let end = tree.expressionEnd(eq + 1, above: .assignment) {
                        if !makesObject((eq + 1)...end), let s = firstSource(in: (eq + 1)...end, tainted: tainted) {
                            tainted[tree.text(k + 1)] = s
                        }
                        // A view made with a frame: `let header = UIView(frame: …)`.
                        if let f = frameArgument(in: (eq + 1)...end, target: tree.text(k + 1), tainted: tainted, place) { out.append(f) }
                        if let f = constraintArguments(in: (eq + 1)...end, tainted: tainted, place) { out.append(f) }
                        out += absoluteDimensions(in: (eq + 1)...end, tainted: tainted, place)
                        k = end
                    }
                    continue
                }
                if tree.kind(k) == .equal || (tree.kind(k) == .binaryOperator && tree.binaryPrecedence(k) == .assignment) {
                    if let f = assignment(k, m, &tainted, place) { out.append(f) }
                    continue
                }
                if tree.kind(k) == .identifier, tree.kind(k + 1) == .leftParen, tree.partner[k + 1] > k + 1 {
                    noteArguments(call: k, tainted: tainted)
                    out += absoluteDimensions(in: k...Int(tree.partner[k + 1]), tainted: tainted, place)
                    if let f = constraintArguments(in: k...Int(tree.partner[k + 1]), tainted: tainted, place) { out.append(f) }
                    if let f = frameArgument(in: k...Int(tree.partner[k + 1]), target: nil, tainted: tainted, place) { out.append(f) }
                }
            }
            return out
        }

        /// `lhs = rhs` at `eq`: a local becomes tainted, or a size sink is reported.
        mutating func assignment(_ eq: Int, _ m: CallReachability.Member, _ tainted: inout [String: String], _ place: Place) -> Finding? {
            guard eq > 0, let end = tree.expressionEnd(eq + 1, above: .assignment) else { return nil }
            let lhsStart = tree.operandStart(endingAt: eq - 1)
            guard lhsStart <= eq - 1 else { return nil }
            let rhs = (eq + 1)...end
            let lhsNames = names(in: lhsStart...(eq - 1))
            // A local: `width = view.bounds.width` taints it.
            if lhsNames.count == 1, lhsStart == eq - 1, tainted[lhsNames[0]] != nil || isLocal(lhsNames[0], in: m) {
                if !makesObject(rhs), let s = firstSource(in: rhs, tainted: tainted) { tainted[lhsNames[0]] = s }
                return nil
            }
            if let f = frameArgument(in: rhs, target: lhsNames.joined(separator: "."), tainted: tainted, place) { return f }
            if let f = constraintArguments(in: rhs, tainted: tainted, place) { return f }
            guard let sink = sinkName(lhsNames), let source = firstSource(in: rhs, tainted: tainted) else { return nil }
            let tgt = target(of: lhsNames)
            if isExempt(target: tgt, sink: sink, lhsNames: lhsNames) { return nil }
            if let c = chain(endingAt: eq - 1), assignedLater.contains(c) { return nil }
            let what = Text.short(Text.oneLine(tree.text(from: lhsStart, through: eq - 1)), limit: 40)
            let advice = sink == "constant" ? Message.constraintAdvice(controller) : Message.layoutAdvice(controller)
            return report(at: lhsStart, Message.sizedOnce(what, source, place.text, advice))
        }

        /// One finding per statement (`perToken`: per argument, for constraints listed in one `activate`).
        mutating func report(at k: Int, _ message: String, perToken: Bool = false) -> Finding? {
            let key = perToken ? k : (tree.statement(containing: k)?.lowerBound ?? k)
            guard reported.insert(key).inserted else { return nil }
            return file.finding(at: k, message)
        }

        /// `NSLayoutConstraint` constants: `equalToConstant:`, `constant:` (and the `…OrEqualToConstant:` forms) from a container size.
        mutating func constraintArguments(in r: ClosedRange<Int>, tainted: [String: String], _ place: Place) -> Finding? {
            var k = r.lowerBound
            while k < r.upperBound {
                if tree.kind(k + 1) == .colon, tree.kind(k) == .identifier || tree.kind(k) == .keyword,
                   case let label = tree.text(k), label == "constant" || label.hasSuffix("ToConstant"),
                   case let g = Int(tree.parentGroup[k]), g > 0, tree.kind(g) == .leftParen {
                    var end = k + 2
                    while end < Int(tree.partner[g]), tree.kind(end) != .comma { end = tree.nextSibling(end) }
                    if end - 1 >= k + 2, let s = firstSource(in: (k + 2)...(end - 1), tainted: tainted) {
                        return report(at: k, Message.sizedOnce("the constraint's `\(label):`", s, place.text, Message.constraintAdvice(controller)), perToken: true)
                    }
                }
                k += 1
            }
            return nil
        }

        /// `.absolute(<container size>)`: a compositional layout dimension fixed when the layout is made.
        mutating func absoluteDimensions(in r: ClosedRange<Int>, tainted: [String: String], _ place: Place) -> [Finding] {
            var out: [Finding] = []
            var k = r.lowerBound
            while k < r.upperBound {
                if tree.is(k, "absolute"), tree.kind(k - 1) == .period, tree.kind(k + 1) == .leftParen, tree.partner[k + 1] > k + 2,
                   let s = firstSource(in: (k + 2)...(Int(tree.partner[k + 1]) - 1), tainted: tainted),
                   let f = report(at: k - 1, Message.sizedOnce("`.absolute(…)`", s, place.text, "use `.fractionalWidth` or `.fractionalHeight`"), perToken: true) {
                    out.append(f)
                }
                k += 1
            }
            return out
        }

        /// `T(frame: <container size>)` making a view (not `super.init(frame:)`); `target` is the name it is stored in.
        mutating func frameArgument(in r: ClosedRange<Int>, target: String?, tainted: [String: String], _ place: Place) -> Finding? {
            var k = r.lowerBound
            while k < r.upperBound {
                if tree.is(k, "frame"), tree.kind(k + 1) == .colon, case let g = Int(tree.parentGroup[k]), g > 0, tree.kind(g) == .leftParen,
                   g == k - 1, tree.kind(g - 1) == .identifier || tree.is(g - 1, "init") {
                    if tree.is(g - 1, "init") { return nil }  // super.init(frame:) / self.init(frame:)
                    var end = k + 2
                    while end < Int(tree.partner[g]), tree.kind(end) != .comma { end = tree.nextSibling(end) }
                    guard end - 1 >= k + 2, let s = firstSource(in: (k + 2)...(end - 1), tainted: tainted) else { return nil }
                    if let t = target, isExempt(target: t, sink: "frame", lhsNames: [t])
                        || Self.ownerSizedSlots.contains(String(t.split(separator: ".").last ?? "")) { return nil }
                    if let t = target, let a = alias[t], Self.ownerSizedSlots.contains(a) { return nil }
                    if target == nil {
                        // A view made inline (`view.addSubview(UIView(frame: view.bounds))`) or passed on: keep quiet unless added as is.
                        return nil
                    }
                    return report(at: g - 1, Message.sizedOnce("`\(Text.short(target!, limit: 30))`'s frame", s, place.text, Message.layoutAdvice(controller)))
                }
                k += 1
            }
            return nil
        }

        // MARK: Sinks and targets

        /// The identifiers of an assignment's left side, `self` dropped: `self.overlay.frame.size` → [overlay, frame, size].
        func names(in r: ClosedRange<Int>) -> [String] {
            var out: [String] = []
            for k in r where tree.kind(k) == .identifier { out.append(tree.text(k)) }
            return out
        }

        static let sinkWords: Set<String> = [
            "frame", "bounds", "center", "itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize",
            "contentSize", "preferredMaxLayoutWidth", "constant", "sectionInset", "contentInset",
            "minimumLineSpacing", "minimumInteritemSpacing", "layoutMargins", "directionalLayoutMargins", "rowHeight",
            "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "itemWidth", "itemHeight", "contentInsets",
        ]
        static let sizeSuffixes = ["width", "height", "size", "frame", "inset", "insets", "spacing", "padding", "margin", "margins"]

        /// The size an assignment sets (`frame`, `itemSize`, `cellWidth`), if it sets one.
        func sinkName(_ names: [String]) -> String? {
            if names.last == "preferredContentSize" { return nil }  // a size asked of the container, which decides
            if let s = names.first(where: { Self.sinkWords.contains($0) }) { return s }
            guard let last = names.last else { return nil }
            let lower = last.lowercased()
            return Self.sizeSuffixes.contains(where: { lower.hasSuffix($0) }) ? last : nil
        }

        /// The view (or layout, constraint) an assignment sets a size of: `titleLabel` in `titleLabel.frame`,
        /// `fpc.view` in `fpc.view.frame`, `self` for a bare `frame`.
        func target(of names: [String]) -> String {
            var cut = names.firstIndex(where: { Self.sinkWords.contains($0) }) ?? names.count - 1
            if cut < 0 { cut = 0 }
            let before = names[..<cut]
            return before.isEmpty ? "self" : before.joined(separator: ".")
        }

        /// A size that follows its container by design (see the doc comment).
        func isExempt(target: String, sink: String, lhsNames: [String]) -> Bool {
            if let a = alias[target], a != target, isExempt(target: a, sink: sink, lhsNames: [a]) { return true }
            let frameLike = ["frame", "bounds", "center", "size", "width", "height"].contains(sink) || sink.lowercased().hasSuffix("frame")
            // The controller's root view: UIKit sizes it.
            if controller, target == "view", frameLike || sink == "view" { return true }
            if target == "self", frameLike, controller { return true }
            if (sink == "itemSize" || sink == "estimatedItemSize"), answersSizeForItem() { return true }
            // A view from a nib or storyboard: its autoresizing mask (or constraints) is set there.
            if frameLike, isOutlet(target) { return true }
            let facts = targetFacts(target)
            if facts.autoresized { return true }
            if sink == "center", facts.movesWithSuperview { return true }
            if frameLike, facts.constrained || facts.ownedByContainer { return true }
            if sink == "view", facts.ownedByContainer { return true }
            return false
        }

        struct TargetFacts {
            /// Its mask resizes it with its superview (flexible width or height).
            var autoresized = false
            /// Its mask keeps its place in its superview (any flexible margin or size).
            var movesWithSuperview = false
            var constrained = false
            var ownedByContainer = false
        }

        /// What the type does with view `name` (a chain: `fpc.view`, `self` for the view itself) elsewhere:
        /// an autoresizing mask, constraints instead of frames, a slot its owner sizes.
        func targetFacts(_ name: String) -> TargetFacts {
            var f = TargetFacts()
            for p in reach.parts {
                let decl = tree.decls[p]
                guard decl.body >= 0, tree.partner[decl.body] > decl.body else { continue }
                var k = decl.body
                let end = Int(tree.partner[decl.body])
                while k < end {
                    defer { k += 1 }
                    guard tree.kind(k) == .identifier else { continue }
                    let member = tree.text(k)
                    if Self.ownerSizedSlots.contains(member), tree.kind(k + 1) == .equal,
                       let e = tree.operandEnd(k + 2), chain(endingAt: e, from: k + 2) == name {
                        // `tableView.tableHeaderView = header`
                        f.ownedByContainer = true
                        continue
                    }
                    let receiver: String?
                    if tree.kind(k - 1) == .period {
                        receiver = k - 2 >= 0 ? chain(endingAt: k - 2) : nil
                    } else {
                        receiver = tree.kind(k + 1) == .colon ? nil : "self"
                    }
                    guard let r = receiver, r == name || (r == "" && name == "self") else { continue }
                    let lower = member.lowercased()
                    if member == "autoresizingMask", tree.kind(k + 1) == .equal {
                        if resizesWithSuperview(maskAt: k + 2) { f.autoresized = true }
                        if !(tree.kind(k + 2) == .leftBracket && tree.kind(k + 3) == .rightBracket) { f.movesWithSuperview = true }
                    }
                    if member == "translatesAutoresizingMaskIntoConstraints", tree.kind(k + 1) == .equal, tree.is(k + 2, "false") { f.constrained = true }
                    if member == "snp" || member.hasSuffix("Anchor") || (tree.kind(k + 1) == .leftParen
                        && ["constrain", "constaint", "pin", "edges", "anchor", "autolayout"].contains(where: { lower.contains($0) })) {
                        f.constrained = true
                    }
                }
            }
            return f
        }

        /// Whether the mask assigned at `k` (`[.flexibleWidth, .flexibleHeight]`, `.flexibleWidth`, a name) resizes
        /// the view with its superview: flexible margins alone keep its size (FloatingPanel's centred label).
        func resizesWithSuperview(maskAt k: Int) -> Bool {
            guard let end = tree.expressionEnd(k, above: .assignment) else { return true }
            var sawFlexible = false
            for j in k...end where tree.kind(j) == .identifier {
                let t = tree.text(j)
                if t == "flexibleWidth" || t == "flexibleHeight" { return true }
                if t.hasPrefix("flexible") { sawFlexible = true }
            }
            // `[]` or only margins: not sized by the superview; anything else (a stored mask): assume it is.
            return !sawFlexible && !(tree.kind(k) == .leftBracket && tree.kind(k + 1) == .rightBracket)
        }

        /// Properties whose owner sizes the view put in them (a table's header width, a cell's background).
        static let ownerSizedSlots: Set<String> = [
            "tableHeaderView", "tableFooterView", "inputAccessoryView", "inputView", "titleView", "backgroundView",
            "selectedBackgroundView", "multipleSelectionBackgroundView",
        ]

        /// The chain of names ending at token `e` (`self.fpc.view` → `fpc.view`; `?` and `!` dropped), or nil when it is not one.
        func chain(endingAt e: Int, from lower: Int = 0) -> String? {
            var parts: [String] = []
            var j = e
            while j >= lower {
                let kind = tree.kind(j)
                if kind == .postfixQuestion || kind == .exclamation { j -= 1; continue }
                guard kind == .identifier || tree.is(j, "self") else { return nil }
                parts.insert(tree.text(j), at: 0)
                if tree.kind(j - 1) == .period { j -= 2 } else { break }
            }
            if parts.first == "self" || parts.first == "strongSelf" { parts.removeFirst() }
            return parts.joined(separator: ".")
        }

        /// An `@IBOutlet` property of the type named `name`.
        func isOutlet(_ name: String) -> Bool {
            reach.parts.contains { p in
                tree.children(of: p).contains { d in
                    tree.decls[d].kind.isVariable && tree.decls[d].name == name && tree.decls[d].attributes.contains("IBOutlet")
                }
            }
        }

        /// The type answers `collectionView(_:layout:sizeForItemAt:)`: that, not `itemSize`, sizes the items.
        func answersSizeForItem() -> Bool {
            reach.members.contains { m in
                m.kind == .method && m.name == "collectionView"
                    && (tree.decls[m.decl].keyword..<m.range.lowerBound).contains { tree.is($0, "sizeForItemAt") }
            }
        }

        /// `UIView(frame: view.bounds)`, `UITableView(frame: …, style: …)`: an object, not a size (a geometry
        /// value such as `CGSize(…)`, `CGRect(…)`, `UIEdgeInsets(…)`, `CGFloat(…)` is a size).
        func makesObject(_ r: ClosedRange<Int>) -> Bool {
            let f = r.lowerBound
            guard tree.kind(f) == .identifier, let c = tree.text(f).first, c.isUppercase,
                  tree.kind(f + 1) == .leftParen, tree.operandEnd(f) == r.upperBound else { return false }
            return !Self.geometryTypes.contains(tree.text(f))
        }
        static let geometryTypes: Set<String> = [
            "CGSize", "CGRect", "CGPoint", "CGFloat", "Double", "Float", "Int", "UIEdgeInsets", "NSDirectionalEdgeInsets",
            "CGVector", "max", "min",
        ]

        /// A local declared in member `m` (its body's `var name`).
        func isLocal(_ name: String, in m: CallReachability.Member) -> Bool {
            var k = m.range.lowerBound
            while k < m.range.upperBound {
                if tree.is(k, "var") || tree.is(k, "let"), tree.isText(k + 1, name) { return true }
                k += 1
            }
            return false
        }

        // MARK: Sources

        /// Containers whose size a view controller reads.
        static let controllerContainers: Set<String> = [
            "view", "view.window", "window", "UIScreen.main", "view.superview", "navigationController.view",
            "tabBarController.view", "parent.view", "view.safeAreaLayoutGuide", "view.layoutMarginsGuide",
            "view.readableContentGuide", "view.window.windowScene.screen", "view.window.screen",
            "collectionView", "tableView", "scrollView",
        ]
        /// Containers whose size a view reads (besides its own `bounds`/`frame`).
        static let viewContainers: Set<String> = [
            "superview", "window", "UIScreen.main", "contentView", "safeAreaLayoutGuide", "layoutMarginsGuide",
            "window.windowScene.screen", "readableContentGuide",
        ]

        /// The first read of a container's size in `r` (`view.bounds`), a tainted local's source, or a source member's.
        func firstSource(in r: ClosedRange<Int>, tainted: [String: String]) -> String? {
            var k = r.lowerBound
            while k <= r.upperBound {
                defer { k += 1 }
                guard tree.kind(k) == .identifier else { continue }
                if tree.is(k, "bounds") || tree.is(k, "frame") || tree.is(k, "layoutFrame") {
                    if let c = containerRead(k) { return c }
                    continue
                }
                // The name's text only when there is a name to look up (no String per token).
                if tainted.isEmpty && sourceMembers.isEmpty { continue }
                if tree.kind(k - 1) == .period, !(tree.is(k - 2, "self") && tree.kind(k - 3) != .period) { continue }
                if tree.kind(k + 1) == .colon { continue }  // an argument label
                let s = tree.text(k)
                if let t = tainted[s] { return t }
                if let t = sourceMembers[s] { return t }
            }
            return nil
        }

        /// `view.bounds`, `self.view.frame`, `UIScreen.main.bounds`, a view's own `bounds`: the text, if `k` reads a container's size.
        func containerRead(_ k: Int) -> String? {
            let s = tree.text(k)
            if tree.kind(k + 1) == .colon { return nil }  // `frame:` label
            if tree.kind(k - 1) != .period {
                // A bare `bounds` / `frame`: the view's own (in `init(frame:)` the initial frame).
                return controller ? nil : s
            }
            // The chain before `.bounds`: identifiers and `self`, skipping `?` and `!`.
            var parts: [String] = []
            var j = k - 2
            while j >= 0 {
                let kind = tree.kind(j)
                if kind == .postfixQuestion || kind == .exclamation { j -= 1; continue }
                guard kind == .identifier || tree.is(j, "self") else { return nil }
                parts.insert(tree.text(j), at: 0)
                if tree.kind(j - 1) == .period { j -= 2 } else { break }
            }
            if parts.first == "self" || parts.first == "strongSelf" { parts.removeFirst() }
            if parts.isEmpty { return controller ? nil : "self.\(s)" }
            let base = parts.joined(separator: ".")
            let containers = controller ? Self.controllerContainers : Self.viewContainers
            let last = parts.last!.lowercased()
            let known = containers.contains(base)
                || (parts.count == 1 && (last.hasSuffix("collectionview") || last.hasSuffix("tableview") || last.hasSuffix("scrollview")))
            guard known else { return nil }
            return Text.short(base + "." + s, limit: 40)
        }

        /// A closure that runs later and perhaps more than once: not `UIView.animate`, `DispatchQueue.main.async`,
        /// `map`/`forEach`, an immediately run `{ … }()`.
        func runsLater(closure c: Int) -> Bool {
            let close = Int(tree.partner[c])
            if tree.kind(close + 1) == .leftParen, !tree.startsLine(close + 1) { return false }
            var callee = -1
            let before = c - 1
            if tree.kind(before) == .rightParen, tree.partner[before] >= 0 {
                callee = Int(tree.partner[before]) - 1
            } else if tree.kind(before) == .identifier {
                callee = before
            } else if tree.kind(before) == .colon || tree.kind(before) == .leftParen || tree.kind(before) == .comma {
                let g = Int(tree.parentGroup[c])
                if g > 0, tree.kind(g) == .leftParen { callee = g - 1 }
            } else {
                // `= { … }` stored for later, `return { … }`.
                return true
            }
            guard callee >= 0, tree.kind(callee) == .identifier else { return true }
            let name = tree.text(callee)
            return !(name.hasPrefix("animate") || name == "transition" || name == "async" || name == "asyncAfter" || name == "sync"
                || name == "performWithoutAnimation" || name == "performBatchUpdates" || name == "map" || name == "forEach"
                || name == "compactMap" || name == "flatMap" || name == "filter" || name == "reduce" || name == "with"
                || name == "then" || name == "apply" || name == "activate")
        }
    }

    enum Message {
        static func layoutAdvice(_ controller: Bool) -> String {
            controller ? "compute it in viewWillLayoutSubviews" : "compute it in layoutSubviews"
        }
        static func constraintAdvice(_ controller: Bool) -> String {
            controller ? "relate it to the view's anchors or set it in viewWillLayoutSubviews" : "relate it to anchors or set it in layoutSubviews"
        }
        /// One sentence of at most 160 characters: what, from what, where, and where instead.
        static func sizedOnce(_ what: String, _ source: String, _ place: String, _ advice: String) -> String {
            let w = what.hasPrefix("`") || what.hasPrefix("the ") ? what : "`\(what)`"
            var text = "\(w) comes from `\(source)` once, in \(place) → \(advice)"
            if text.count > 160, w.hasPrefix("`"), w.hasSuffix("`") {
                // Shorten the name of what is set before dropping where it is set.
                let inner = String(w.dropFirst().dropLast())
                let room = inner.count - (text.count - 160)
                // Keep the end (`…WidthConstraint.constant`): it names what is set.
                if room >= 16 { text = "`…\(inner.suffix(room - 1))` comes from `\(source)` once, in \(place) → \(advice)" }
            }
            if text.count > 160 {
                text = "\(w) comes from `\(source)` once, at load → \(advice)"
            }
            return text
        }
    }
}
