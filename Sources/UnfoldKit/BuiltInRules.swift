import Foundation

// Rules that are not transforms (issue 19, item 7): findings the engine
// itself reports. `unfold rules` lists them after the transforms, `unfold
// explain ID` prints their documentation, JSON and SARIF carry their help.

/// A rule the engine reports itself (no transform behind it, never a fix).
public struct BuiltInRule: Sendable {
    public let id: String
    public let summary: String
    /// Markdown with the transforms' headings (What it does, Why, Example, Fix safety).
    public let documentation: String

    /// Every built-in rule.
    public static let all: [BuiltInRule] = [unusedSuppression]

    public static func rule(_ id: String) -> BuiltInRule? { all.first { $0.id == id } }

    /// `unused-suppression`: an `unfold:ignore` comment that suppresses
    /// nothing, or names an unknown transform.
    public static let unusedSuppression = BuiltInRule(
        id: Suppression.ruleID,
        summary: "an unfold:ignore comment that suppresses nothing or names an unknown transform",
        documentation: """
        ## What it does

        Reports a `// unfold:ignore` comment that suppressed no finding in this run, and one
        that names a transform id unfold does not know. A comment naming transforms is only
        judged when every transform it names ran (so `--select` does not make it look unused).

        ## Why

        A suppression that suppresses nothing hides nothing today but will silently hide a
        real finding later, and a misspelt id suppresses nothing at all while looking as if
        it did. Removing or correcting the comment keeps suppressions honest.

        ## Example

        ```diff
         let width = view.bounds.width
        -// unfold:ignore uiscreen-main
         let height = view.bounds.height
        ```

        ## Fix safety

        Finding only: unfold never removes a comment. Delete the comment, or correct the
        transform id (`unfold rules` lists them).
        """)

    /// The line `unfold rules` prints for it, in the transforms' columns.
    var rulesLine: String {
        id.padding(toLength: 30, withPad: " ", startingAt: 0) + "finding".padding(toLength: 9, withPad: " ", startingAt: 0) + summary
    }

    /// What `unfold explain ID` prints.
    var explanation: String { "# \(id)\n\n\(summary)\n\nFix safety: finding\n\n\(documentation)" }

    /// The short help JSON and SARIF carry (as `TransformCatalog.help(for:)`).
    var help: String {
        let why = TransformCatalog.firstParagraph(under: "## Why", in: documentation) ?? summary
        return "\(why) More: `unfold explain \(id)`."
    }
}

extension BuiltInRule {
    /// Its entry in SARIF's `tool.driver.rules`, shaped as the transforms' are.
    var sarifRule: [String: Any] {
        ["id": id,
         "shortDescription": ["text": summary],
         "fullDescription": ["text": documentation],
         "defaultConfiguration": ["level": "warning"],
         "properties": ["fixSafety": "finding"],
         "help": ["text": help, "markdown": documentation]]
    }
}
