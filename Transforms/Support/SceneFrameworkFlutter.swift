import SwiftTree
import UnfoldKit

/// Flutter 3.38+: the implicit-engine app delegate (`FlutterImplicitEngineDelegate`, plugins registered in `didInitializeImplicitFlutterEngine`) and the manifest naming `FlutterSceneDelegate` (issue 21, docs/frameworks.md).
///
/// What Flutter's own migrator (`uiscene_migration.dart`, run by `flutter
/// build ios`) writes, for app delegates that differ from the template by
/// lines too: the class adopts `FlutterImplicitEngineDelegate`;
/// `GeneratedPluginRegistrant.register(with: self)` leaves didFinishLaunching
/// for `didInitializeImplicitFlutterEngine(_:)`, registering with
/// `engineBridge.pluginRegistry`; a method channel built on
/// `window?.rootViewController as! FlutterViewController` moves with it, on
/// `engineBridge.applicationRegistrar.messenger()` (under scenes the app
/// delegate's window has no root controller at launch); other launch work
/// stays. Info.plist gets one `flutter` configuration: `UIWindowScene`,
/// `FlutterSceneDelegate`, the main storyboard. No scene delegate file, no
/// window in code. Anything else that reads the window at launch, an engine
/// of the app's own, or registration not at the top of didFinishLaunching:
/// a finding at its line, no fix.
enum FlutterSceneShape {
    /// The findings (with the fix) for the app delegate `delegate` of `file`,
    /// or nil when this writer does not handle the delegate (not a
    /// `FlutterAppDelegate` subclass): the caller then reports `SceneFrameworks.message`.
    static func migrate(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding]? {
        let tree = file.tree
        let decl = tree.decls[d]
        guard decl.kind == .class, decl.inheritance.contains("FlutterAppDelegate") || decl.inheritance.contains("Flutter.FlutterAppDelegate") else { return nil }
        let at = decl.nameToken >= 0 ? decl.nameToken : decl.keyword
        let delegate = SceneAppDelegate(path: file.path, tree: tree, d: d)
        do throws(SceneStop) {
            var writer = Writer(file: file, delegate: delegate, at: at, label: fw.label)
            return try writer.run()
        } catch {
            return [file.finding(at: error.token, error.message)]
        }
    }

    struct Writer: FrameworkShapeWriter {
        let file: FileContext
        let delegate: SceneAppDelegate
        let at: Int
        let label: String
        var notes: [Finding] = []
        var reviewReasons: [String] = []

        init(file: FileContext, delegate: SceneAppDelegate, at: Int, label: String) {
            self.file = file
            self.delegate = delegate
            self.at = at
            self.label = label
        }

        /// Names a `let`/`var` statement declares (simple patterns only).
        func declaredNames(_ s: ClosedRange<Int>) -> [String] {
            guard tree.is(s.lowerBound, "let") || tree.is(s.lowerBound, "var") else { return [] }
            return tree.kind(s.lowerBound + 1) == .identifier ? [tree.text(s.lowerBound + 1)] : []
        }

        func usesAny(_ names: Set<String>, in r: ClosedRange<Int>) -> Bool {
            names.contains { !tree.uses(of: $0, in: r).isEmpty }
        }

        mutating func run() throws(SceneStop) -> [Finding] {
            let plists = try SceneFrameworks.plists(delegate: delegate.d, at: at, in: file)
            for p in plists where p.facts.mainStoryboard == nil {
                throw SceneStop(token: at, message: "\(label) supports scenes, but \(AppDelegateMigration.shortPath(p.path)) names no main storyboard for FlutterSceneDelegate's window; migrate it by hand.")
            }
            let className = delegate.className
            let adopts = tree.decls[delegate.d].inheritance.contains("FlutterImplicitEngineDelegate")
            let hasImplicitMethod = delegate.method("didInitializeImplicitFlutterEngine") != nil
            var edits: [Edit] = []
            var moved: [(range: Range<Int>, replacements: [(Range<Int>, String)])] = []
            let launch = delegate.method("application", label: "didFinishLaunchingWithOptions")
            var launchStatements: [ClosedRange<Int>] = []
            if let launch, tree.decls[launch].body >= 0 { launchStatements = tree.statements(in: tree.decls[launch].body) }
            // Registration: `GeneratedPluginRegistrant.register(with: self)` at the top of didFinishLaunching.
            let registrations = launchStatements.filter { compact($0).hasPrefix("GeneratedPluginRegistrant.register(") }
            let allRegistrations = delegate.members.flatMap { m -> [Int] in
                let md = tree.decls[m]
                guard md.body >= 0 else { return [] }
                return (md.body...Int(tree.partner[md.body])).filter { tree.is($0, "GeneratedPluginRegistrant") && tree.kind($0 - 1) != .period }
            }
            if adopts || hasImplicitMethod {
                // Half done by hand: only the manifest is missing, and only when nothing still registers at launch.
                guard registrations.isEmpty, adopts, hasImplicitMethod else {
                    throw SceneStop(token: at, message: "\(className) is partly on Flutter's implicit engine; finish it by hand (plugins register only in didInitializeImplicitFlutterEngine).")
                }
            } else {
                // One registration at the top of didFinishLaunching, or none at all (an app without
                // plugins, or with the line commented out) when a channel moves.
                guard registrations.count == allRegistrations.count, registrations.count <= 1, launch != nil else {
                    let site = allRegistrations.first ?? at
                    throw SceneStop(token: site, message: "\(label) supports scenes, but plugins are not registered by one GeneratedPluginRegistrant.register(with: self) at launch; migrate by hand.")
                }
                let reg = registrations.first
                if let reg, compact(reg) != "GeneratedPluginRegistrant.register(with:self)" {
                    throw SceneStop(token: reg.lowerBound, message: "Plugins register on an engine of the app's own, not FlutterSceneDelegate's implicit engine; migrate this Flutter app by hand.")
                }
                let launchDecl = tree.decls[launch!]
                let params = parameterNames(launch!)
                // The channel pattern: `let c = window?.rootViewController as! FlutterViewController`, c used only as `c.binaryMessenger`.
                var controller: (stmt: ClosedRange<Int>, name: String)?
                for s in launchStatements where !windowUses(in: s).isEmpty {
                    let names = declaredNames(s)
                    // `let c = …` or `let c: FlutterViewController = …`.
                    var eq = s.lowerBound + 2
                    if tree.kind(eq) == .colon, tree.is(eq + 1, "FlutterViewController") { eq += 2 }
                    var rhs = eq + 1
                    if tree.is(rhs, "self"), tree.kind(rhs + 1) == .period { rhs += 2 }
                    let value = rhs <= s.upperBound ? compact(rhs...s.upperBound) : ""
                    let shapes = ["window?.rootViewControlleras!FlutterViewController", "window!.rootViewControlleras!FlutterViewController",
                                  "window.rootViewControlleras!FlutterViewController"]
                    if controller == nil, names.count == 1, tree.kind(eq) == .equal, shapes.contains(value) {
                        controller = (s, names[0])
                        continue
                    }
                    throw SceneStop(token: windowUses(in: s)[0], message: Message.windowAtLaunch)
                }
                guard reg != nil || controller != nil else {
                    throw SceneStop(token: at, message: "\(label) supports scenes, but no GeneratedPluginRegistrant.register(with: self) at launch to move; migrate by hand.")
                }
                var movedStatements: [ClosedRange<Int>] = reg.map { [$0] } ?? []
                var commentChunks: [Range<Int>] = []
                var replacements: [Int: [(Range<Int>, String)]] = [:]
                if let reg { replacements[reg.lowerBound] = tokenRange("self", in: reg).map { [($0, "engineBridge.pluginRegistry")] } ?? [] }
                if let controller {
                    // Statements that use the controller, and those that use what they declare.
                    var names: Set<String> = [controller.name]
                    var channel: [ClosedRange<Int>] = []
                    for s in launchStatements where s != controller.stmt && s != reg && usesAny(names, in: s) {
                        channel.append(s)
                        names.formUnion(declaredNames(s))
                    }
                    for s in channel {
                        for i in tree.uses(of: controller.name, in: s) {
                            guard tree.kind(i + 1) == .period, tree.is(i + 2, "binaryMessenger") else {
                                throw SceneStop(token: i, message: Message.controllerUse(controller.name))
                            }
                            let r = Int(tree.tokens[i].start)..<Int(tree.tokens[i + 2].end)
                            replacements[s.lowerBound, default: []].append((r, "engineBridge.applicationRegistrar.messenger()"))
                        }
                        if tree.is(s.lowerBound, "return") { throw SceneStop(token: s.lowerBound, message: Message.controllerUse(controller.name)) }
                    }
                    guard !channel.isEmpty else { throw SceneStop(token: controller.stmt.lowerBound, message: Message.windowAtLaunch) }
                    // What stays must not need what moves, and what moves must need nothing that stays.
                    let movedSet = Set(channel.map(\.lowerBound))
                    let stayingLocals = Set(launchStatements.filter { !movedSet.contains($0.lowerBound) && $0 != controller.stmt }.flatMap(declaredNames))
                    for s in channel where usesAny(stayingLocals.union(params), in: s) {
                        throw SceneStop(token: s.lowerBound, message: Message.channelNeedsLaunch)
                    }
                    // The controller line goes; the comment above it moves with the channel.
                    let controllerLines = removalRange(controller.stmt)
                    edits.append(Edit(path: file.path, range: controllerLines, replacement: []))
                    let lineStart = tree.lineRange(of: controller.stmt).lowerBound
                    if controllerLines.lowerBound < lineStart { commentChunks.append(controllerLines.lowerBound..<lineStart) }
                    movedStatements += channel
                    notes.append(file.finding(at: windowUses(in: controller.stmt)[0], Message.channelMoved))
                }
                for s in movedStatements {
                    let r = removalRange(s)
                    edits.append(Edit(path: file.path, range: r, replacement: []))
                    moved.append((r, replacements[s.lowerBound] ?? []))
                }
                moved += commentChunks.map { ($0, []) }
                moved.sort { $0.range.lowerBound < $1.range.lowerBound }
                // The new method after didFinishLaunching, in its indentation.
                let indent = tree.indentation(ofLineContaining: Int(tree.tokens[launchDecl.start].start))
                let eol = tree.lineEnding
                var method = eol + indent + "func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {" + eol
                for m in moved { method += rewritten(m.range, m.replacements) }
                method += indent + "}" + eol
                let end = tree.lineRange(of: launchDecl.end...launchDecl.end).upperBound
                edits.append(Edit(path: file.path, range: end..<end, replacement: method))
                // The conformance, after the last inherited type.
                let last = tree.decls[delegate.d].body - 1
                let p = Int(tree.tokens[last].end)
                edits.append(Edit(path: file.path, range: p..<p, replacement: ", FlutterImplicitEngineDelegate"))
            }
            // Launch code that stays and reaches a root controller through the application's scenes or windows.
            if let launch, tree.decls[launch].body >= 0 {
                let removed = edits.filter { $0.replacement.isEmpty }.map(\.range)
                for s in tree.statements(in: tree.decls[launch].body) {
                    let offset = Int(tree.tokens[s.lowerBound].start)
                    guard !removed.contains(where: { $0.contains(offset) }),
                          let i = s.first(where: { tree.kind($0 - 1) == .period && ["connectedScenes", "windows", "keyWindow", "rootViewController"].contains(tree.text($0)) })
                    else { continue }
                    notes.append(file.finding(at: i, Message.rootAtLaunch))
                    if !reviewReasons.contains(Message.rootAtLaunchReason) { reviewReasons.append(Message.rootAtLaunchReason) }
                }
            }
            // App-delegate overrides UIKit stops calling under scenes (FlutterSceneDelegate gets the scene's events).
            for m in delegate.members where m != launch {
                let md = tree.decls[m]
                guard md.kind == .func, md.body >= 0, let key = SceneAppDelegate.externalKey(tree, m),
                      ["application:open", "application:continue", "application:performActionFor"].contains(key)
                        || SceneAppDelegate.lifeCycleMethods.contains(where: { $0.0 == key }) else { continue }
                notes.append(file.finding(at: md.nameToken >= 0 ? md.nameToken : md.keyword, Message.notCalled))
                if !reviewReasons.contains(Message.notCalledReason) { reviewReasons.append(Message.notCalledReason) }
            }
            // The window elsewhere in the delegate: FlutterSceneDelegate owns it now.
            for m in delegate.members where m != launch || adopts {
                let md = tree.decls[m]
                guard md.kind == .func || md.kind == .var || md.kind == .`init`, md.body >= 0 else { continue }
                for i in windowUses(in: md.body...Int(tree.partner[md.body])) {
                    notes.append(file.finding(at: i, Message.windowElsewhere))
                    if reviewReasons.isEmpty { reviewReasons.append("the app delegate's window is nil under scenes") }
                }
            }
            edits = LineDeletions.tidy(joiningBlankGaps(edits), in: tree, path: file.path)
            edits += try SceneFrameworks.manifestEdits(plists, at: at, delegateClass: "FlutterSceneDelegate", configurationName: "flutter",
                                                      moduleQualified: false, sceneClass: "UIWindowScene")
            let safety: FixSafety = reviewReasons.isEmpty ? .safe : .review
            let fix = Fix(safety: safety, title: "adopt Flutter's scene life cycle: \(className) registers plugins on the implicit engine, FlutterSceneDelegate in \(plists.map(\.path).joined(separator: " and "))",
                          edits: edits)
            var message = adopts ? "\(className) registers plugins on Flutter's implicit engine; the scene manifest naming FlutterSceneDelegate is added."
                : "\(label): \(className) adopts FlutterImplicitEngineDelegate and the manifest names FlutterSceneDelegate, as Flutter's migrator does."
            if safety == .review {
                message = SceneFrameworks.withReasons("\(label): \(className) adopts Flutter's implicit engine and FlutterSceneDelegate", reviewReasons)
            }
            return [file.finding(at: at, message, fix: fix)] + notes
        }

        /// Deletions separated only by blank lines joined into one, so the
        /// moved statements leave no run of blank lines behind.
        func joiningBlankGaps(_ edits: [Edit]) -> [Edit] {
            let deletions = edits.filter { $0.replacement.isEmpty && !$0.range.isEmpty }.sorted { $0.range.lowerBound < $1.range.lowerBound }
            var merged: [Edit] = []
            for e in deletions {
                if let last = merged.last, last.range.upperBound <= e.range.lowerBound,
                   tree.bytes[last.range.upperBound..<e.range.lowerBound].allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) {
                    merged[merged.count - 1].range = last.range.lowerBound..<e.range.upperBound
                } else {
                    merged.append(e)
                }
            }
            return edits.filter { !($0.replacement.isEmpty && !$0.range.isEmpty) } + merged
        }

        /// Parameter names of method `m` (the internal names).
        func parameterNames(_ m: Int) -> Set<String> {
            let md = tree.decls[m]
            guard let open = (md.keyword..<max(md.keyword, md.body)).first(where: { tree.kind($0) == .leftParen }) else { return [] }
            let close = Int(tree.partner[open])
            var out: Set<String> = []
            for i in open + 1..<close where tree.kind(i) == .colon && Int(tree.parentGroup[i]) == open && tree.kind(i - 1) == .identifier {
                out.insert(tree.text(i - 1))
            }
            return out
        }

        /// The bytes of token `text` in `r` (its first occurrence).
        func tokenRange(_ text: String, in r: ClosedRange<Int>) -> Range<Int>? {
            r.first { tree.text($0) == text }.map { Int(tree.tokens[$0].start)..<Int(tree.tokens[$0].end) }
        }

        /// The lines of statement `s` with the comment lines attached above it.
        func removalRange(_ s: ClosedRange<Int>) -> Range<Int> {
            tree.attachedCommentStart(above: s.lowerBound)..<tree.lineRange(of: s).upperBound
        }

        /// The bytes `r` with `replacements` (byte ranges inside `r`) applied.
        func rewritten(_ r: Range<Int>, _ replacements: [(Range<Int>, String)]) -> String {
            var out: [UInt8] = []
            var k = r.lowerBound
            for (range, text) in replacements.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
                out += tree.bytes[k..<range.lowerBound]
                out += Array(text.utf8)
                k = range.upperBound
            }
            out += tree.bytes[k..<r.upperBound]
            return String(decoding: out, as: UTF8.self)
        }
    }

    enum Message {
        static let windowAtLaunch = "This reads the app delegate's window at launch; under scenes FlutterSceneDelegate owns it and it has no root controller yet."
        static func controllerUse(_ name: String) -> String {
            "`\(name)` is used beyond binaryMessenger; under scenes there is no root FlutterViewController at launch: set this up by hand."
        }
        static let channelNeedsLaunch = "This channel setup uses launch state that didInitializeImplicitFlutterEngine does not have; move it there by hand."
        static let channelMoved = "The channel moved to didInitializeImplicitFlutterEngine, on engineBridge.applicationRegistrar.messenger(): at launch there is no root controller."
        static let rootAtLaunch = "This reaches a root controller at launch; under scenes FlutterSceneDelegate creates it later: set channels up in didInitializeImplicitFlutterEngine."
        static let rootAtLaunchReason = "launch code reads a root controller scenes create later"
        static let notCalled = "UIKit does not call this app-delegate method under scenes; move its work to a FlutterSceneDelegate subclass's scene callback."
        static let notCalledReason = "app-delegate event overrides are not called under scenes"
        static let windowElsewhere = "The app delegate's window is nil under scenes (FlutterSceneDelegate owns the window); read it from the view's window scene instead."
    }
}
