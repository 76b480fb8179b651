import SwiftTree
import UnfoldKit

/// ## What it does
/// Replaces the `@UIApplicationMain` (and `@NSApplicationMain`) attribute on
/// the app delegate with `@main`.
///
/// ## Why
/// SE-0383 deprecates `@UIApplicationMain`: it is a warning in Swift 5 mode
/// ("'UIApplicationMain' is deprecated; this is an error in Swift 6") and an
/// error in Swift 6 mode. `@main` works on a `UIApplicationDelegate` because
/// UIKit provides its `static func main()` (SE-0281).
///
/// ## Example
/// ```diff
/// -@UIApplicationMain
/// +@main
///  class AppDelegate: UIResponder, UIApplicationDelegate {
/// ```
///
/// ## Fix safety
/// Safe: both attributes make the type the program's entry point.
public struct UIApplicationMainAttribute: Transform {
    public var id: String { "uiapplicationmain-attribute" }
    public var summary: String { "@UIApplicationMain → @main (an error in Swift 6 mode)." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["UIApplicationMain", "NSApplicationMain"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let patterns = [Pattern("@UIApplicationMain"), Pattern("@NSApplicationMain")]

    public func findings(in file: FileContext) -> [Finding] {
        var out: [Finding] = []
        for p in Self.patterns {
            for m in file.tree.matches(p) {
                let attr = file.tree.text(m.tokens.upperBound)
                let fix = Fix(safety: .safe, title: "use @main", edits: [file.edit(replacing: m.tokens, with: "@main")])
                out.append(file.finding(at: m.tokens.lowerBound, "@\(attr) is deprecated (an error in Swift 6 mode): use @main", fix: fix))
            }
        }
        return out
    }
}
