import SwiftTree

/// What pass 1 learns from one file: its types, extensions and typealiases.
/// Summaries are small, so the index never keeps syntax trees alive.
public struct FileSummary: Sendable {
    public struct TypeFact: Sendable, Hashable {
        public var name: String
        public var kind: DeclKind
        /// Direct supertypes and conformances, as base names (`UIKit.UIView` → `UIView`).
        public var inherits: [String]
    }

    public var path: String
    public var types: [TypeFact]

    public init(path: String, tree: SyntaxTree) {
        self.path = path
        var types: [TypeFact] = []
        for d in tree.decls {
            switch d.kind {
            case .class, .struct, .enum, .protocol, .actor, .extension:
                let name = SyntaxTree.baseTypeName(d.name)
                guard !name.isEmpty else { continue }
                types.append(TypeFact(name: name, kind: d.kind, inherits: d.inheritance.flatMap(FileSummary.names)))
            case .typealias:
                // `typealias Screen = View`: the alias inherits what it names.
                if let eq = (d.keyword..<d.end).first(where: { tree.kind($0) == .equal }) {
                    let target = tree.text(from: eq + 1, through: d.end)
                    types.append(TypeFact(name: d.name, kind: .typealias, inherits: FileSummary.names(target)))
                }
            default:
                break
            }
        }
        self.types = types
    }

    /// Base names in an inheritance entry (`P & Q` → `P`, `Q`).
    static func names(_ entry: String) -> [String] {
        entry.split(separator: "&").map { SyntaxTree.baseTypeName(String($0)) }.filter { !$0.isEmpty }
    }
}

/// Pass 1 over the whole project: every type and extension with its supertypes
/// and conformances, so a transform can ask "is this class a UIView?" across files.
public struct ProjectIndex: Sendable {
    /// Type name → direct supertypes and conformances from all its declarations and extensions.
    public private(set) var supertypes: [String: Set<String>] = [:]
    /// Names of types declared (not just extended) in the project.
    public private(set) var declaredTypes: Set<String> = []

    public init(summaries: [FileSummary] = []) {
        for s in summaries {
            for t in s.types {
                supertypes[t.name, default: []].formUnion(t.inherits)
                if t.kind != .extension { declaredTypes.insert(t.name) }
            }
        }
    }

    public init(trees: [(path: String, tree: SyntaxTree)]) {
        self.init(summaries: trees.map { FileSummary(path: $0.path, tree: $0.tree) })
    }

    /// Whether `type` reaches any of `targets` through its supertypes (itself included).
    public func inherits(_ type: String, fromAnyOf targets: Set<String>) -> Bool {
        var seen: Set<String> = []
        var queue = [SyntaxTree.baseTypeName(type)]
        while let t = queue.popLast() {
            if targets.contains(t) { return true }
            guard seen.insert(t).inserted else { continue }
            if let s = supertypes[t] { queue.append(contentsOf: s) }
        }
        return false
    }

    public func isUIView(_ type: String) -> Bool { inherits(type, fromAnyOf: UIKitNames.views) }
    public func isUIViewController(_ type: String) -> Bool { inherits(type, fromAnyOf: UIKitNames.viewControllers) }
    /// Views, controllers and other `UITraitEnvironment`s: they have a `traitCollection`.
    public func isTraitEnvironment(_ type: String) -> Bool { inherits(type, fromAnyOf: UIKitNames.traitEnvironments) }
    /// Conforms to SwiftUI `View` (directly, or through a protocol or typealias the index sees).
    public func isSwiftUIView(_ type: String) -> Bool { inherits(type, fromAnyOf: ["View"]) }
}

/// UIKit class names the index treats as roots of the view and controller hierarchies.
public enum UIKitNames {
    public static let views: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIStackView", "UITextField", "UITextView", "UIVisualEffectView",
        "UIWindow", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
        "UIActivityIndicatorView", "UIProgressView", "UIDatePicker", "UIPickerView", "UISearchBar",
        "UINavigationBar", "UIToolbar", "UITabBar", "UIInputView", "UIRefreshControl", "MKMapView",
        "WKWebView", "SKView", "ARSCNView", "SCNView", "MTKView", "GLKView", "PKCanvasView", "UIContentView",
        "UIListContentView",
    ]
    public static let viewControllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
        "UICollectionViewController", "UISplitViewController", "UIPageViewController", "UIHostingController",
        "UIAlertController", "UISearchController", "UIActivityViewController", "UIImagePickerController",
        "UIDocumentPickerViewController", "UIReferenceLibraryViewController", "UIInputViewController",
        "AVPlayerViewController", "SFSafariViewController", "MFMailComposeViewController", "PHPickerViewController",
    ]
    public static let traitEnvironments: Set<String> = views.union(viewControllers).union([
        "UITraitEnvironment", "UIPresentationController", "UIWindowScene", "UIScreen",
        "UIPopoverPresentationController", "UISheetPresentationController",
    ])
}
