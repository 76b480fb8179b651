// Unit tests for the XML plist reader, the pbxproj build-setting scanner, the
// shared scene-manifest insertion and the scene-configuration facts that
// scene-manifest-missing collects through the index.
import Testing
import SwiftTree
@testable import UnfoldKit
@testable import Transforms

private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

@Suite struct PlistReadingTests {
    static let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<!-- <key>UIRequiresFullScreen</key><true/> -->
    \t<key>CFBundleName</key>
    \t<string>A &amp; B</string>
    \t<key>UIRequiresFullScreen</key>
    \t<!-- between key and value -->
    \t<false/>
    \t<key>UISupportedInterfaceOrientations</key>
    \t<array>
    \t\t<string>UIInterfaceOrientationPortrait</string>
    \t\t<!-- <string>UIInterfaceOrientationLandscapeLeft</string> -->
    \t</array>
    \t<key>Nested</key>
    \t<dict>
    \t\t<key>Inner</key>
    \t\t<integer> 3 </integer>
    \t\t<key>Empty</key>
    \t\t<array/>
    \t</dict>
    </dict>
    </plist>

    """

    @Test func rootEntriesSkipComments() throws {
        let plist = try #require(XMLPlist(bytes: bytes(Self.sample)))
        #expect(plist.entries.map(\.key) == ["CFBundleName", "UIRequiresFullScreen", "UISupportedInterfaceOrientations", "Nested"])
        #expect(plist.entry("CFBundleName")?.value == .string("A & B"))
        #expect(plist.entry("UIRequiresFullScreen")?.value.isTrue == false)
        #expect(plist.entry("UISupportedInterfaceOrientations")?.value.strings == ["UIInterfaceOrientationPortrait"])
        #expect(plist.entry("Nested")?.value == .dict([(key: "Inner", value: .scalar("3")), (key: "Empty", value: .array([]))]))
        // The offset is that of the real `<key>`, not the commented one.
        let at = try #require(plist.entry("UIRequiresFullScreen")?.keyOffset)
        #expect(String(decoding: bytes(Self.sample)[at..<(at + 31)], as: UTF8.self) == "<key>UIRequiresFullScreen</key>")
        #expect(LineTable(bytes(Self.sample)).location(of: at).line == 8)
    }

    @Test func binaryAndMalformedGiveNil() {
        #expect(XMLPlist(bytes: bytes("bplist00\u{1}\u{2}")) == nil)
        #expect(XMLPlist(bytes: bytes("<plist><dict><key>A</key></dict></plist>")) == nil)
        #expect(XMLPlist(bytes: bytes("<plist><dict><key>A</key><true/>")) == nil)
        #expect(XMLPlist(bytes: bytes("<plist><dict/></plist>"))?.entries.isEmpty == true)
        #expect(XMLPlist(bytes: bytes("<plist><dict><!-- never closed")) == nil)
    }

    @Test func buildSettings() {
        let text = """
        \t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;
        \t\t\t\t"INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]" = "NO"; /* c */
        \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations = (
        \t\t\t\t\tUIInterfaceOrientationPortrait,
        \t\t\t\t\t"UIInterfaceOrientationPortraitUpsideDown",
        \t\t\t\t);
        \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";\r
        \t\t\t\tOTHER = 1;
        """
        let s = BuildSetting.settings(in: bytes(text), prefix: "INFOPLIST_KEY_")
        #expect(s.map(\.name) == ["INFOPLIST_KEY_UIRequiresFullScreen", "INFOPLIST_KEY_UIRequiresFullScreen",
                                   "INFOPLIST_KEY_UISupportedInterfaceOrientations", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"])
        #expect(s.map(\.isYes) == [true, false, false, false])
        #expect(s[1].condition == "sdk=iphoneos*")
        #expect(s[2].value == "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown")
        #expect(s[3].value == "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft")
        #expect(s[0].offset == 4)
    }

    @Test func manifestInsertionNamesConfigurationAndClass() throws {
        let plist = "<plist version=\"1.0\">\r\n<dict>\r\n    <key>A</key>\r\n    <true/>\r\n</dict>\r\n</plist>\r\n"
        let edit = try #require(SceneManifestEditing.insertion(path: "Info.plist", bytes: bytes(plist), delegateClass: "BRGScene",
                                                                     storyboard: nil, configurationName: "A & B", moduleQualified: false))
        let text = String(decoding: edit.replacement, as: UTF8.self)
        #expect(text.hasPrefix("    <key>UIApplicationSceneManifest</key>\r\n    <dict>\r\n        <key>"))
        #expect(text.contains("<string>A &amp; B</string>\r\n"))
        #expect(text.contains("<string>BRGScene</string>\r\n"))
        #expect(edit.range == plist.utf8.count - 19..<plist.utf8.count - 19)
        // Closing `</dict>` not on its own line: no edit.
        #expect(SceneManifestEditing.insertion(path: "p", bytes: bytes("<plist><dict><key>A</key><true/></dict></plist>"), delegateClass: "S", storyboard: nil) == nil)
    }

    @Test func summarySceneConfigurationFacts() throws {
        let src = """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let c = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
                let d = UISceneConfiguration(name: "x\\(1)", sessionRole: connectingSceneSession.role)
                c.delegateClass = App.SceneDelegate.self
                d.delegateClass = pick()
                return c
            }
        }
        """
        let rule = SceneManifestMissing()
        let s = FileSummary(path: "a.swift", tree: SyntaxTree(src), collecting: [rule, ManualToolbar()])
        #expect(s.hasConfigurationForConnecting)
        let facts = try #require(rule.collect(path: "a.swift", tree: SyntaxTree(src)))
        #expect(facts.configurationNames == ["Main"])
        #expect(facts.delegateClasses == ["SceneDelegate", "?"])
        #expect(Array(s.facts.keys) == [rule.id])
        // Handed back through the index in pass 2.
        let index = ProjectIndex(summaries: [s, FileSummary(path: "b.swift", tree: SyntaxTree("class B {}"), collecting: [rule])])
        #expect(index.facts(for: rule).map(\.path) == ["a.swift"])
        #expect(index.facts(for: rule).map(\.facts) == [facts])
        #expect(index.facts(ruleID: rule.id, as: Int.self).isEmpty)
        // Change detection between fixing rounds sees the facts.
        let renamed = FileSummary(path: "a.swift", tree: SyntaxTree(src.replacingOccurrences(of: "\"Main\"", with: "\"Other\"")), collecting: [rule])
        #expect(renamed != s)
        #expect(FileSummary(path: "a.swift", tree: SyntaxTree(src), collecting: [rule]) == s)
    }
}
