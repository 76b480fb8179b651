import Foundation

// Output folders (issue 19, item 7): `-o FILE`, `--html FILE` and
// `--split-dir DIR` follow one rule — a missing folder is created, with its
// missing parents, and named on stderr (unless --quiet). docs/output-formats.md.

enum OutputFolders {
    /// Makes sure folder `absolute` exists (`shown`: as the user wrote it);
    /// false after one message on stderr when it cannot be created.
    static func ensure(_ absolute: String, shown: String, console: Console, quiet: Bool) -> Bool {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir) {
            if isDir.boolValue { return true }
            console.note("unfold: \(Report.displayPath(shown)) is a file, not a folder")
            return false
        }
        do {
            try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
        } catch {
            console.note("unfold: \(Report.displayPath(shown)): cannot create the folder: \(reason(error))")
            return false
        }
        if !quiet { console.note("unfold: created the folder \(Report.displayPath(shown))") }
        return true
    }

    /// The folder an output file goes in, as given (`out.patch` → `.`).
    static func parent(of path: String) -> String {
        let p = (path as NSString).deletingLastPathComponent
        return p.isEmpty ? "." : p
    }

    /// The POSIX reason of a Foundation error when there is one.
    static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return errorText(Int32(underlying.code))
        }
        return ns.localizedDescription
    }
}
