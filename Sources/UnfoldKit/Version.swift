// unfold's own version (issue 19, item 1): `unfold --version`, and SARIF's
// `tool.driver.version`. Bumped by hand with each release; docs/versioning.md.

public enum UnfoldVersion {
    /// Semantic version of this build.
    public static let current = "0.6.0"
}
