import SwiftTree
import Testing
@testable import Transforms

/// `CallReachability`: which members of a type run from which UIKit entry points.
@Suite struct CallReachabilityTests {
    /// The reachability of the first class named `type` in `source`, and a lookup of member declarations by name.
    func reach(_ source: String, _ type: String) -> (CallReachability, (String) -> Int) {
        let tree = SyntaxTree(source)
        let t = tree.decls.indices.first { tree.decls[$0].kind == .class && tree.decls[$0].name == type }!
        let r = CallReachability(tree: tree, typeDecl: t)
        return (r, { name in r.members.first { $0.name == name }!.decl })
    }

    func kinds(_ r: CallReachability, _ member: Int) -> Set<CallReachability.EntryKind> {
        Set(r.entryPoints(reaching: member).map(\.kind))
    }

    @Test func helpersFromInitAndExtensions() {
        let (r, d) = reach("""
            final class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame); commonInit() }
                required init?(coder: NSCoder) { super.init(coder: coder); self.commonInit() }
                private func commonInit() { setup(animated: false) }
                override func layoutSubviews() { super.layoutSubviews(); relayout() }
                func unused() {}
            }
            extension Badge {
                func setup(animated: Bool) { applyBorder() }
                private func applyBorder() {}
                func relayout() {}
            }
            """, "Badge")
        #expect(kinds(r, d("commonInit")) == [.initializer])
        #expect(r.entryPoints(reaching: d("commonInit")).count == 2)  // init(frame:) and init?(coder:)
        #expect(kinds(r, d("applyBorder")) == [.initializer])
        #expect(r.isReachable(d("applyBorder"), from: CallReachability.EntryKind.beforeTraits))
        #expect(kinds(r, d("relayout")) == [.layout])
        #expect(!r.isReachable(d("relayout"), from: CallReachability.EntryKind.beforeTraits))
        #expect(kinds(r, d("unused")).isEmpty)
        let route = r.routes(to: d("applyBorder")).first!
        #expect(route.members.map { r.tree.decls[$0].name } == ["init", "commonInit", "setup", "applyBorder"])
    }

    @Test func earlyAndLater() {
        let (r, d) = reach("""
            final class VC: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); updateBorders() }
                override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); updateBorders() }
                override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); onlyLater() }
                private func updateBorders() {}
                private func onlyLater() {}
            }
            """, "VC")
        #expect(kinds(r, d("updateBorders")) == [.viewDidLoad, .layout])
        #expect(r.isReachable(d("updateBorders"), from: CallReachability.EntryKind.beforeTraits))
        #expect(kinds(r, d("onlyLater")) == [.appearance])
    }

    @Test func cyclesComputedPropertiesAndObservers() {
        let (r, d) = reach("""
            final class Card: UIView {
                @IBOutlet weak var title: UILabel! { didSet { style() } }
                var borderWidth: CGFloat { 1 / traitCollection.displayScale }
                var count = 0 { didSet { ping() } }
                override func awakeFromNib() { super.awakeFromNib(); a() }
                func a() { if flag { b() } }
                func b() { a(); layer.borderWidth = self.borderWidth }
                func style() {}
                func ping() {}
                var flag: Bool { true }
                override func draw(_ rect: CGRect) { count += 1 }
                init() { super.init(frame: .zero); count = 2 }
            }
            """, "Card")
        #expect(kinds(r, d("a")) == [.awakeFromNib])
        #expect(kinds(r, d("b")) == [.awakeFromNib])
        #expect(kinds(r, d("borderWidth")) == [.awakeFromNib])
        #expect(kinds(r, d("flag")) == [.awakeFromNib])
        #expect(kinds(r, d("style")) == [.outletObserver])
        #expect(r.entryPoints(reaching: d("style")).map(\.name) == ["title.didSet"])
        // The type's own init does not run its observers; draw(_:) does.
        #expect(kinds(r, d("ping")) == [.drawing])
    }

    @Test func whatIsNotACall() {
        let (r, d) = reach("""
            final class V: UIView {
                init(setup: Bool) {
                    super.init(frame: .zero)
                    super.layout()
                    other.layout()
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    let handler = tapped
                    configure(layout: 1)
                    if setup { print(setup) }
                }
                func layout() {}
                @objc func tapped() {}
                func configure(layout: Int) {}
                func setup() {}
            }
            """, "V")
        #expect(kinds(r, d("layout")).isEmpty)
        #expect(kinds(r, d("tapped")).isEmpty)
        #expect(kinds(r, d("configure")) == [.initializer])
        #expect(kinds(r, d("setup")).isEmpty)  // the parameter `setup` shadows it
    }

    @Test func traitChangeHandlerIsItsOwnEntry() {
        let source = """
            final class VC: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    registerForTraitChanges([UITraitDisplayScale.self]) { (self: Self, _) in
                        self.rescale()
                        let s = UIScreen.main.scale
                    }
                }
                func rescale() {}
            }
            """
        let (r, d) = reach(source, "VC")
        #expect(kinds(r, d("rescale")) == [.traitChange])
        let tree = r.tree
        let site = tree.tokens.indices.first { tree.is($0, "UIScreen") }!
        #expect(r.routeBeforeTraits(toToken: site) == nil)
        #expect(r.routes(toToken: site).map(\.entry.kind) == [.traitChange])
    }

    @Test func windowSceneInScope() {
        let tree = SyntaxTree("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let a = UIScreen.main.scale
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let b = UIScreen.main.scale
                    if let other = scene as? UIWindowScene { let c = UIScreen.main.scale }
                }
                func make(in ws: UIWindowScene, maybe: UIWindowScene?) { let d = UIScreen.main.scale }
                func optional(_ ws: UIWindowScene?) { let e = UIScreen.main.scale }
            }
            """)
        let sites = tree.tokens.indices.filter { tree.is($0, "UIScreen") }
        #expect(sites.map { tree.windowSceneInScope(at: $0) } == [nil, "windowScene", "other", "ws", nil])
    }
}
