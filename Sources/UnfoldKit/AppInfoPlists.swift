import Foundation

/// Every Info.plist an app delegate's file ends up in: one app delegate can
/// be built by several application targets (a Pro and a Lite app), and one
/// target can name another Info.plist per build configuration
/// (`Debug-Lite` → `Info-Lite.plist`, OpenDocument Reader). The scene
/// manifest has to go into each, or that app launches without scenes.
extension ProjectIndex {
    /// The Info.plists (display paths, present in the tree) of the iOS
    /// application targets that build `sourcePath`, each configuration's
    /// `INFOPLIST_FILE` (the target's, else the project's), the targets'
    /// first plists first. Empty when no application target builds the file.
    public func appInfoPlists(for sourcePath: String) -> [String] {
        var out: [String] = []
        for p in projects(for: sourcePath) {
            let apps = p.targets(building: sourcePath).filter { $0.isIOS && ProjectIndex.appProductTypes.contains($0.productType) }
            guard !apps.isEmpty else { continue }
            out += apps.compactMap(\.infoPlistPath)
            // Other configurations' plists: the pbxproj is read again, only here
            // (once per app delegate of a project with such a target).
            guard let bytes = otherFiles[p.path], let project = try? XcodeProject(bytes: bytes) else { continue }
            let projectConfigs = project.projectConfigurations
            for t in project.nativeTargets where apps.contains(where: { $0.name == t.name }) {
                for c in project.configurations(of: t) {
                    let level = projectConfigs.first { $0.name == c.name }
                    guard let value = c.setting("INFOPLIST_FILE") ?? level?.setting("INFOPLIST_FILE"),
                          let path = Self.resolvedPlistPath(value, sourceRoot: p.sourceRoot) else { continue }
                    out.append(path)
                }
            }
        }
        var seen: Set<String> = []
        return out.filter { otherFiles[$0] != nil && seen.insert($0).inserted }
    }

    /// `INFOPLIST_FILE` as a display path: `$(SRCROOT)` and its other names
    /// (or no prefix) stand for the project's folder; nil for a value with
    /// other build-setting references.
    static func resolvedPlistPath(_ value: String, sourceRoot: String) -> String? {
        var p = value.trimmingCharacters(in: .whitespaces)
        for root in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for form in ["$(\(root))/", "${\(root)}/"] where p.hasPrefix(form) { p.removeFirst(form.count) }
        }
        guard !p.isEmpty, !p.contains("$") else { return nil }
        if p.hasPrefix("./") { p.removeFirst(2) }
        return XcodeProject.normalisedPath(p.hasPrefix("/") || sourceRoot == "." ? p : sourceRoot + "/" + p)
    }
}
