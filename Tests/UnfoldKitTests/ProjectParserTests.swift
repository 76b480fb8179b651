// Unit tests for the OpenStep property-list parser, the typed Xcode project
// view and the xcconfig reader (issue 14, items 1, 2 and 8). The project is
// hand-written the way Xcode 16 writes one: object sections, comments after
// ids, nested groups, an iOS app and a macOS app with Debug/Release, a target
// xcconfig and a folder-synchronized root group with exception sets.
import Testing
@testable import UnfoldKit

private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

/// The folder layout: Demo.xcodeproj beside App/, Config/, MacApp/, Sources/.
private let demoProject = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		B10000000000000000000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000001 /* AppDelegate.swift */; };
		B10000000000000000000002 /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000002 /* ContentView.swift */; };
		B10000000000000000000003 /* Util.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000003 /* Util.swift */; };
		B10000000000000000000004 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000004 /* Generated.swift */; };
		B10000000000000000000005 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V10000000000000000000001 /* Main.storyboard */; };
		B10000000000000000000006 /* UIKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = F10000000000000000000006 /* UIKit.framework */; };
		B10000000000000000000007 /* Logger.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000007 /* Logger.swift */; };
		B10000000000000000000008 /* Util.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000003 /* Util.swift */; };
		B10000000000000000000009 /* Collections in Frameworks */ = {isa = PBXBuildFile; productRef = P10000000000000000000001 /* Collections */; };
/* End PBXBuildFile section */

/* Begin PBXContainerItemProxy section */
		C10000000000000000000001 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = 010000000000000000000001 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = T10000000000000000000001;
			remoteInfo = App;
		};
/* End PBXContainerItemProxy section */

/* Begin PBXFileReference section */
		F10000000000000000000001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
		F10000000000000000000002 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
		F10000000000000000000003 /* Util.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Util.swift; path = Sources/Shared/Util.swift; sourceTree = SOURCE_ROOT; };
		F10000000000000000000004 /* Generated.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
		F10000000000000000000005 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
		F10000000000000000000006 /* UIKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
		F10000000000000000000007 /* Logger.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../Logging/Logger.swift; sourceTree = "<group>"; };
		F10000000000000000000008 /* App.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = "<group>"; };
		F10000000000000000000009 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F1000000000000000000000A /* MacApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = MacApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F1000000000000000000000B /* Absolute.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /tmp/Absolute.swift; sourceTree = "<absolute>"; };
		F1000000000000000000000C /* "Odd Name \"quoted\".swift" */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Odd Name \"quoted\".swift"; sourceTree = "<group>"; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
		E10000000000000000000001 /* Exceptions for "MacApp" folder in "MacApp" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Info.plist,
				"Preview Content",
			);
			target = T10000000000000000000002 /* MacApp */;
		};
		E10000000000000000000002 /* Exceptions for "MacApp" folder in "App" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Shared/Theme.swift,
			);
			target = T10000000000000000000001 /* App */;
		};
/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		S10000000000000000000001 /* MacApp */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			exceptions = (
				E10000000000000000000001 /* Exceptions for "MacApp" folder in "MacApp" target */,
				E10000000000000000000002 /* Exceptions for "MacApp" folder in "App" target */,
			);
			path = MacApp;
			sourceTree = "<group>";
		};
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXFrameworksBuildPhase section */
		D10000000000000000000003 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
				B10000000000000000000006 /* UIKit.framework in Frameworks */,
				B10000000000000000000009 /* Collections in Frameworks */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		G10000000000000000000001 = {
			isa = PBXGroup;
			children = (
				G10000000000000000000002 /* App */,
				G10000000000000000000004 /* Shared */,
				G10000000000000000000005 /* Config */,
				S10000000000000000000001 /* MacApp */,
				G10000000000000000000006 /* Products */,
				F1000000000000000000000B /* Absolute.swift */,
			);
			sourceTree = "<group>";
		};
		G10000000000000000000002 /* App */ = {
			isa = PBXGroup;
			children = (
				F10000000000000000000001 /* AppDelegate.swift */,
				G10000000000000000000003 /* Views */,
				V10000000000000000000001 /* Main.storyboard */,
				F1000000000000000000000C /* "Odd Name \"quoted\".swift" */,
			);
			path = App;
			sourceTree = "<group>";
		};
		G10000000000000000000003 /* Views */ = {
			isa = PBXGroup;
			children = (
				F10000000000000000000002 /* ContentView.swift */,
				F10000000000000000000007 /* Logger.swift */,
			);
			path = Views;
			sourceTree = "<group>";
		};
		G10000000000000000000004 /* Shared */ = {
			isa = PBXGroup;
			children = (
				F10000000000000000000003 /* Util.swift */,
			);
			name = Shared;
			sourceTree = "<group>";
		};
		G10000000000000000000005 /* Config */ = {
			isa = PBXGroup;
			children = (
				F10000000000000000000008 /* App.xcconfig */,
			);
			path = Config;
			sourceTree = "<group>";
		};
		G10000000000000000000006 /* Products */ = {
			isa = PBXGroup;
			children = (
				F10000000000000000000009 /* App.app */,
				F1000000000000000000000A /* MacApp.app */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		T10000000000000000000001 /* App */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L10000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */;
			buildPhases = (
				D10000000000000000000001 /* Sources */,
				D10000000000000000000003 /* Frameworks */,
				D10000000000000000000002 /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = App;
			packageProductDependencies = (
				P10000000000000000000001 /* Collections */,
			);
			productName = App;
			productReference = F10000000000000000000009 /* App.app */;
			productType = "com.apple.product-type.application";
		};
		T10000000000000000000002 /* MacApp */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L10000000000000000000003 /* Build configuration list for PBXNativeTarget "MacApp" */;
			buildPhases = (
				D10000000000000000000004 /* Sources */,
			);
			buildRules = (
			);
			dependencies = (
				X10000000000000000000001 /* PBXTargetDependency */,
			);
			fileSystemSynchronizedGroups = (
				S10000000000000000000001 /* MacApp */,
			);
			name = MacApp;
			productName = MacApp;
			productReference = F1000000000000000000000A /* MacApp.app */;
			productType = "com.apple.product-type.application";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		010000000000000000000001 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 1600;
				LastUpgradeCheck = 1600;
				TargetAttributes = {
					T10000000000000000000001 = {
						CreatedOnToolsVersion = 16.0;
					};
				};
			};
			buildConfigurationList = L10000000000000000000001 /* Build configuration list for PBXProject "Demo" */;
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = G10000000000000000000001;
			minimizedProjectReferenceProxies = 1;
			packageReferences = (
				R10000000000000000000001 /* XCRemoteSwiftPackageReference "swift-collections" */,
			);
			preferredProjectObjectVersion = 77;
			productRefGroup = G10000000000000000000006 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				T10000000000000000000001 /* App */,
				T10000000000000000000002 /* MacApp */,
			);
		};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		D10000000000000000000002 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				B10000000000000000000005 /* Main.storyboard in Resources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		D10000000000000000000001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				B10000000000000000000001 /* AppDelegate.swift in Sources */,
				B10000000000000000000002 /* ContentView.swift in Sources */,
				B10000000000000000000003 /* Util.swift in Sources */,
				B10000000000000000000004 /* Generated.swift in Sources */,
				B10000000000000000000007 /* Logger.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		D10000000000000000000004 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				B10000000000000000000008 /* Util.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin PBXTargetDependency section */
		X10000000000000000000001 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = T10000000000000000000001 /* App */;
			targetProxy = C10000000000000000000001 /* PBXContainerItemProxy */;
		};
/* End PBXTargetDependency section */

/* Begin PBXVariantGroup section */
		V10000000000000000000001 /* Main.storyboard */ = {
			isa = PBXVariantGroup;
			children = (
				F10000000000000000000005 /* Base */,
			);
			name = Main.storyboard;
			sourceTree = "<group>";
		};
/* End PBXVariantGroup section */

/* Begin XCBuildConfiguration section */
		K10000000000000000000001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				GCC_PREPROCESSOR_DEFINITIONS = (
					"DEBUG=1",
					"$(inherited)",
				);
				IPHONEOS_DEPLOYMENT_TARGET = 13.0;
				MACOSX_DEPLOYMENT_TARGET = 13.0;
				SDKROOT = iphoneos;
				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
			};
			name = Debug;
		};
		K10000000000000000000002 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				IPHONEOS_DEPLOYMENT_TARGET = 13.0;
				MACOSX_DEPLOYMENT_TARGET = 13.0;
				SDKROOT = iphoneos;
				VALIDATE_PRODUCT = YES;
			};
			name = Release;
		};
		K10000000000000000000003 /* Debug */ = {
			isa = XCBuildConfiguration;
			baseConfigurationReference = F10000000000000000000008 /* App.xcconfig */;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				"INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*]" = UIStatusBarStyleDarkContent;
				IPHONEOS_DEPLOYMENT_TARGET = 15.0;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				OTHER_LDFLAGS = "$(inherited) -ObjC";
				PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)";
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Debug;
		};
		K10000000000000000000004 /* Release */ = {
			isa = XCBuildConfiguration;
			baseConfigurationReference = F10000000000000000000008 /* App.xcconfig */;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				IPHONEOS_DEPLOYMENT_TARGET = 14.0;
				OTHER_LDFLAGS = "$(inherited) -ObjC";
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Release;
		};
		K10000000000000000000005 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				MACOSX_DEPLOYMENT_TARGET = 14.0;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SDKROOT = macosx;
			};
			name = Debug;
		};
		K10000000000000000000006 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				MACOSX_DEPLOYMENT_TARGET = 14.0;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SDKROOT = macosx;
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		L10000000000000000000001 /* Build configuration list for PBXProject "Demo" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				K10000000000000000000001 /* Debug */,
				K10000000000000000000002 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		L10000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				K10000000000000000000003 /* Debug */,
				K10000000000000000000004 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		L10000000000000000000003 /* Build configuration list for PBXNativeTarget "MacApp" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				K10000000000000000000005 /* Debug */,
				K10000000000000000000006 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */

/* Begin XCRemoteSwiftPackageReference section */
		R10000000000000000000001 /* XCRemoteSwiftPackageReference "swift-collections" */ = {
			isa = XCRemoteSwiftPackageReference;
			repositoryURL = "https://github.com/apple/swift-collections";
			requirement = {
				kind = upToNextMajorVersion;
				minimumVersion = 1.1.0;
			};
		};
/* End XCRemoteSwiftPackageReference section */

/* Begin XCSwiftPackageProductDependency section */
		P10000000000000000000001 /* Collections */ = {
			isa = XCSwiftPackageProductDependency;
			package = R10000000000000000000001 /* XCRemoteSwiftPackageReference "swift-collections" */;
			productName = Collections;
		};
/* End XCSwiftPackageProductDependency section */
	};
	rootObject = 010000000000000000000001 /* Project object */;
}
"""#

@Suite struct OpenStepPlistTests {
    @Test func scalarsArraysDictionariesAndComments() throws {
        let text = """
        // !$*UTF8*$!
        { /* c */ a = b; "q k" = "x \\"y\\" \\\\ \\n\\t\\U00e9"; // line comment
          list = ( one, "two", $(SRCROOT)/x, -ObjC, 1.5, Foo/Bar.swift, ); // trailing comma
          empty = ( ); nested = { k = v; }; d = <0fbd 77>; }
        """
        let v = try OpenStepPlist.parse(bytes(text))
        let d = try #require(v.dictionary)
        #expect(d.keys == ["a", "q k", "list", "empty", "nested", "d"])
        #expect(d["a"] == .string("b"))
        #expect(d["q k"]?.string == "x \"y\" \\ \n\té")
        #expect(d["list"]?.strings == ["one", "two", "$(SRCROOT)/x", "-ObjC", "1.5", "Foo/Bar.swift"])
        #expect(d["empty"] == .array([]))
        #expect(d["nested"]?.dictionary?["k"] == .string("v"))
        #expect(d["d"] == .data([0x0f, 0xbd, 0x77]))
        #expect(d.entry("a")?.line == 2)
        #expect(d.entry("list")?.line == 3)
        #expect(d.entry("empty")?.line == 4)
        let offset = try #require(d.entry("list")?.offset)
        #expect(Array(bytes(text)[offset..<(offset + 4)]) == bytes("list"))
    }

    @Test func errorsCarryLineColumnAndReason() {
        func failure(_ s: String) -> OpenStepPlistError? {
            do { _ = try OpenStepPlist.parse(bytes(s)); return nil } catch let e as OpenStepPlistError {
                return e
            } catch { return nil }
        }
        let missingSemicolon = failure("{\n  a = b\n  c = d;\n}")
        #expect(missingSemicolon?.reason == "expected ';'")
        #expect(missingSemicolon?.line == 3)
        #expect(missingSemicolon?.column == 3)
        let unterminated = failure("{ a = \"abc ; }")
        #expect(unterminated?.reason == "unterminated string")
        #expect(unterminated?.line == 1 && unterminated?.column == 7)
        #expect(failure("( a b )")?.reason == "expected ',' or ')'")
        #expect(failure("{ a = b; } x")?.reason == "unexpected text after the root value")
        #expect(failure("/* open")?.reason == "unterminated comment")
        #expect(failure("<0f1>")?.reason == "odd number of hex digits in data")
        #expect(failure("")?.reason == "empty property list")
        #expect(failure(String(repeating: "(", count: 5000)) != nil) // nesting bounded
    }

    @Test func truncatedAndRandomizedInputNeverCrashes() {
        let full = bytes(demoProject)
        #expect((try? OpenStepPlist.parse(full)) != nil)
        // Every prefix (stepping a few bytes to keep it quick): an error or a value, no trap.
        var failures = 0
        var k = 0
        while k < full.count {
            if (try? OpenStepPlist.parse(Array(full[..<k]))) == nil { failures += 1 }
            _ = try? XcodeProject(bytes: Array(full[..<k]))
            k += 13
        }
        #expect(failures > 0)
        // Random bytes, and the project with random bytes overwritten.
        var rng = SeededGenerator(seed: 14)
        for round in 0..<200 {
            var b = full
            for _ in 0..<(1 + round % 20) {
                b[Int(rng.next() % UInt64(b.count))] = UInt8(truncatingIfNeeded: rng.next())
            }
            _ = try? OpenStepPlist.parse(b)
            _ = try? XcodeProject(bytes: b)
            let noise = (0..<Int(rng.next() % 400)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            _ = try? OpenStepPlist.parse(noise)
            let punctuation: [UInt8] = Array("{}();=,\"<>/*\\ a".utf8)
            let soup = (0..<Int(rng.next() % 400)).map { _ in punctuation[Int(rng.next() % UInt64(punctuation.count))] }
            _ = try? OpenStepPlist.parse(soup)
            _ = try? XcodeProject(bytes: soup)
        }
    }
}


@Suite struct XcodeProjectTests {
    static func project() throws -> XcodeProject { try XcodeProject(bytes: bytes(demoProject)) }

    @Test func targetsAndConfigurations() throws {
        let p = try Self.project()
        #expect(p.rootObject == "010000000000000000000001")
        #expect(p.project.mainGroup == "G10000000000000000000001")
        #expect(p.nativeTargets.map(\.name) == ["App", "MacApp"])
        let app = try #require(p.target(named: "App"))
        #expect(app.productType == "com.apple.product-type.application")
        #expect(app.buildPhases.count == 3)
        let configs = p.configurations(of: app)
        #expect(configs.map(\.name) == ["Debug", "Release"])
        #expect(configs.map { $0.setting("IPHONEOS_DEPLOYMENT_TARGET") } == ["15.0", "14.0"])
        #expect(configs[0].baseConfigurationReference == "F10000000000000000000008")
        #expect(p.path(of: configs[0].baseConfigurationReference!) == "Config/App.xcconfig")
        #expect(configs[0].setting("LD_RUNPATH_SEARCH_PATHS") == "$(inherited) @executable_path/Frameworks")
        #expect(configs[0].setting("INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*]") == "UIStatusBarStyleDarkContent")
        #expect(configs[0].settingsDictionary["INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*]"] == nil)
        // Each setting knows its line, for findings that point at it.
        let entry = try #require(configs[0].buildSettings.entry("IPHONEOS_DEPLOYMENT_TARGET"))
        let lines = demoProject.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[entry.line - 1].contains("IPHONEOS_DEPLOYMENT_TARGET = 15.0;"))

        let mac = try #require(p.target(named: "MacApp"))
        #expect(p.configurations(of: mac).map { $0.setting("SDKROOT") } == ["macosx", "macosx"])
        #expect(p.projectConfigurations.map { $0.setting("IPHONEOS_DEPLOYMENT_TARGET") } == ["13.0", "13.0"])
        #expect(p.projectConfigurations[0].setting("GCC_PREPROCESSOR_DEFINITIONS") == "DEBUG=1 $(inherited)")
    }

    /// Xcode 16 names an xcconfig that lives in a folder-synchronized group
    /// by the group (`baseConfigurationReferenceAnchor`) and a path inside it
    /// (`baseConfigurationReferenceRelativePath`), as NetNewsWire's project
    /// does: no PBXFileReference exists for the file.
    @Test func xcconfigInsideSynchronizedFolder() throws {
        let text = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 77;
        	objects = {
        		010000000000000000000001 /* Project object */ = {isa = PBXProject; buildConfigurationList = L10000000000000000000001; mainGroup = G10000000000000000000001; targets = (T10000000000000000000001, ); };
        		G10000000000000000000001 = {isa = PBXGroup; children = (G10000000000000000000002, S10000000000000000000001, ); sourceTree = "<group>"; };
        		G10000000000000000000002 /* Support */ = {isa = PBXGroup; children = (S10000000000000000000002, ); path = Support; sourceTree = "<group>"; };
        		S10000000000000000000001 /* xcconfig */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (common, ); path = xcconfig; sourceTree = "<group>"; };
        		S10000000000000000000002 /* Nested */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Nested; sourceTree = "<group>"; };
        		T10000000000000000000001 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L10000000000000000000002; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
        		L10000000000000000000001 = {isa = XCConfigurationList; buildConfigurations = (C10000000000000000000001, ); };
        		L10000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (C10000000000000000000002, C10000000000000000000003, C10000000000000000000004, ); };
        		C10000000000000000000001 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			baseConfigurationReferenceAnchor = S10000000000000000000001 /* xcconfig */;
        			baseConfigurationReferenceRelativePath = Project_debug.xcconfig;
        			buildSettings = {
        			};
        			name = Debug;
        		};
        		C10000000000000000000002 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			baseConfigurationReferenceAnchor = S10000000000000000000001 /* xcconfig */;
        			baseConfigurationReferenceRelativePath = common/App_target.xcconfig;
        			buildSettings = {
        			};
        			name = Debug;
        		};
        		C10000000000000000000003 /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S10000000000000000000002; baseConfigurationReferenceRelativePath = "./../Nested/App.xcconfig"; buildSettings = {}; name = Release; };
        		C10000000000000000000004 /* Other */ = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S10000000000000000000002; buildSettings = {}; name = Other; };
        	};
        	rootObject = 010000000000000000000001 /* Project object */;
        }
        """#
        let p = try XcodeProject(bytes: bytes(text))
        #expect(p.xcconfigPath(of: p.projectConfigurations.first) == "xcconfig/Project_debug.xcconfig")
        let app = try #require(p.target(named: "App"))
        let configs = p.configurations(of: app)
        #expect(configs[0].baseConfigurationReference == nil)
        #expect(configs[0].baseConfigurationReferenceAnchor == "S10000000000000000000001")
        #expect(configs[0].baseConfigurationReferenceRelativePath == "common/App_target.xcconfig")
        #expect(p.xcconfigPath(of: configs[0]) == "xcconfig/common/App_target.xcconfig")
        #expect(p.xcconfigPath(of: configs[1]) == "Support/Nested/App.xcconfig") // nested group, `..` folded
        #expect(p.xcconfigPath(of: configs[2]) == nil) // an anchor without a path: no file
        // The older form still answers through the same call.
        let demo = try Self.project()
        #expect(demo.xcconfigPath(of: demo.configurations(of: try #require(demo.target(named: "App")))[0]) == "Config/App.xcconfig")
    }

    @Test func otherIsasAreKeptNotInterpreted() throws {
        let p = try Self.project()
        let generic = Set(p.genericObjects.map(\.isa))
        #expect(generic == ["PBXContainerItemProxy", "PBXTargetDependency",
                            "XCRemoteSwiftPackageReference", "XCSwiftPackageProductDependency"])
        let pkg = try #require(p.object("R10000000000000000000001"))
        #expect(pkg.fields["requirement"]?.dictionary?["minimumVersion"] == .string("1.1.0"))
        #expect(p.buildPhases["D10000000000000000000002"]?.isa == "PBXResourcesBuildPhase")
    }

    @Test func sourceFilesResolveGroupPaths() throws {
        let p = try Self.project()
        let app = try #require(p.target(named: "App"))
        // Generated.swift (BUILT_PRODUCTS_DIR) is skipped; Logger's `..` is folded.
        #expect(p.sourceFiles(of: app) == [
            "App/AppDelegate.swift", "App/Views/ContentView.swift", "Sources/Shared/Util.swift",
            "App/Logging/Logger.swift",
        ])
        #expect(p.path(of: "F10000000000000000000005") == "App/Base.lproj/Main.storyboard")
        #expect(p.path(of: "F1000000000000000000000C") == "App/Odd Name \"quoted\".swift")
        #expect(p.path(of: "F10000000000000000000006") == nil) // SDKROOT
        #expect(p.path(of: "F1000000000000000000000B") == nil) // absolute
        #expect(p.path(of: "F10000000000000000000009") == nil) // BUILT_PRODUCTS_DIR
        let mac = try #require(p.target(named: "MacApp"))
        #expect(p.sourceFiles(of: mac) == ["Sources/Shared/Util.swift"])
        #expect(p.targets(containing: "Sources/Shared/Util.swift").map(\.name) == ["App", "MacApp"])
        #expect(p.targets(containing: "./App/Views/ContentView.swift").map(\.name) == ["App"])
    }

    @Test func synchronizedFolderMembership() throws {
        let p = try Self.project()
        let mac = try #require(p.target(named: "MacApp"))
        let app = try #require(p.target(named: "App"))
        #expect(p.synchronizedFolders(of: mac) == [
            .init(path: "MacApp", attached: true, exceptions: ["Info.plist", "Preview Content"]),
        ])
        #expect(p.isMember("MacApp/MacApp.swift", of: mac))
        #expect(p.isMember("MacApp/Deep/Nested/View.swift", of: mac))
        #expect(!p.isMember("MacApp/Info.plist", of: mac))
        #expect(!p.isMember("MacApp/Preview Content/Preview.swift", of: mac))
        #expect(!p.isMember("MacAppOther/X.swift", of: mac))
        // The exception set naming App adds one file of the folder to App.
        #expect(p.isMember("MacApp/Shared/Theme.swift", of: app))
        #expect(!p.isMember("MacApp/MacApp.swift", of: app))
        #expect(p.targets(containing: "MacApp/Shared/Theme.swift").map(\.name) == ["App", "MacApp"])
    }

    /// The look-up of the targets that build a file (one pass over the path
    /// for all the synchronized targets, `Builders.targetIndices`) answers
    /// as asking each target (`TargetFacts.builds`).
    @Test func targetIndicesAsEachTargetAnswers() {
        let facts = XcodeProjectFacts(path: "Demo.xcodeproj/project.pbxproj", bytes: bytes(demoProject))
        #expect(facts.nativeTargets.contains { !$0.synchronizedFolders.isEmpty })
        let paths = ["MacApp/MacApp.swift", "MacApp/Deep/Nested/View.swift", "MacApp/Info.plist", "MacApp/Preview Content/Preview.swift",
                     "MacAppOther/X.swift", "MacApp/Shared/Theme.swift", "Sources/Shared/Util.swift", "App/Views/ContentView.swift",
                     "App/AppDelegate.swift", "./App/Views/ContentView.swift", "MacApp", "MacApp/", "Other.swift", ""]
        for p in paths {
            let expected = facts.nativeTargets.indices.filter { facts.nativeTargets[$0].builds(p) }
            #expect(facts.targetIndices(building: p) == expected, "\(p)")
        }
    }

    /// `FolderTable.forEachFolder(holding:)` finds every folder that holds a
    /// path (`XcodeProject.isUnder`), in the order given for one length,
    /// shortest first, duplicates and hash neighbours included.
    @Test func folderTableAsComparingEachFolder() {
        var rng = SeededGenerator(seed: 7)
        let parts = ["a", "b", "App", "Sources", "Ä", "x y", "..", "a.b"]
        func path(_ n: Int) -> String { (0..<n).map { _ in parts[rng.int(in: 0...(parts.count - 1))] }.joined(separator: "/") }
        for round in 0..<20 {
            var folders = (0..<rng.int(in: 0...40)).map { _ in path(rng.int(in: 1...3)) }
            if round % 4 == 0 { folders += ["", folders.first ?? "a"] }
            let table = FolderTable(folders)
            #expect(table.isEmpty == !folders.contains { !$0.isEmpty })
            for _ in 0..<60 {
                let p = path(rng.int(in: 1...5))
                var found: [Int] = []
                table.forEachFolder(holding: p) { found.append($0) }
                let expected = folders.indices.filter { XcodeProject.isUnder(p, folders[$0]) }
                    .sorted { folders[$0].utf8.count != folders[$1].utf8.count ? folders[$0].utf8.count < folders[$1].utf8.count : $0 < $1 }
                #expect(found == expected, "\(p) in \(folders)")
                #expect(table.holdsAny(p) == !expected.isEmpty)
            }
        }
    }

    @Test func structuralErrors() {
        #expect(throws: XcodeProject.ReadError.self) { try XcodeProject(bytes: bytes("( a )")) }
        #expect(throws: XcodeProject.ReadError.self) { try XcodeProject(bytes: bytes("{ objects = { }; }")) }
        #expect(throws: XcodeProject.ReadError.self) {
            try XcodeProject(bytes: bytes("{ objects = { A = { isa = PBXGroup; }; }; rootObject = A; }"))
        }
        do {
            _ = try XcodeProject(bytes: bytes("{\n objects = {\n A = { isa = PBXGroup }; }; }"))
            Issue.record("expected an error")
        } catch let XcodeProject.ReadError.plist(e) {
            #expect(e.line == 3 && e.reason == "expected ';'")
        } catch { Issue.record("wrong error \(error)") }
    }
}

@Suite struct XCConfigTests {
    static let files: [String: String] = [
        "Config/App.xcconfig": """
        // The app's settings.
        #include "Base/Shared.xcconfig"
        #include? "Local.xcconfig"
        IPHONEOS_DEPLOYMENT_TARGET = 14.0 // overrides Shared
        OTHER_LDFLAGS = $(inherited) -lz
        SWIFT_FLAGS[sdk=iphoneos*] = -DDEVICE
        SWIFT_FLAGS[sdk=iphonesimulator*][arch=arm64] = -DSIM
        SWIFT_FLAGS = -DANY;
        this line is not a setting
        """,
        "Config/Base/Shared.xcconfig": """
        #include "../Common.xcconfig"
        IPHONEOS_DEPLOYMENT_TARGET = 12.0
        OTHER_LDFLAGS = -ObjC
        """,
        "Config/Common.xcconfig": """
        PRODUCT_NAME = Demo
        BUNDLE_PREFIX = com.example
        """,
        "Cycle/A.xcconfig": "X = 1\n#include \"B.xcconfig\"\n",
        "Cycle/B.xcconfig": "Y = 2\n\n#include \"./A.xcconfig\"\n",
        "Missing.xcconfig": "A = 1\n#include \"Nope.xcconfig\"\n",
    ]

    static func reader(_ path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }

    @Test func includeChainAndOverrides() throws {
        let c = try XCConfig.read(path: "Config/App.xcconfig", reader: Self.reader)
        #expect(c.files == ["Config/App.xcconfig", "Config/Base/Shared.xcconfig", "Config/Common.xcconfig"])
        let s = c.settings
        #expect(s["IPHONEOS_DEPLOYMENT_TARGET"] == "14.0")
        #expect(s["OTHER_LDFLAGS"] == "-ObjC -lz") // $(inherited) from the included file
        #expect(s["PRODUCT_NAME"] == "Demo")
        #expect(s["SWIFT_FLAGS"] == "-DANY")
        #expect(c.warnings.map(\.line) == [9])
        let target = try #require(c.assignments.first { $0.name == "IPHONEOS_DEPLOYMENT_TARGET" && $0.value == "14.0" })
        #expect(target.file == "Config/App.xcconfig" && target.line == 4)
        #expect(c.settings(matching: ["sdk": "iphoneos17.2"])["SWIFT_FLAGS"] == "-DDEVICE")
        #expect(c.settings(matching: ["sdk": "iphonesimulator17.2"])["SWIFT_FLAGS"] == "-DANY")
        #expect(c.settings(matching: ["sdk": "iphonesimulator17.2", "arch": "arm64"])["SWIFT_FLAGS"] == "-DSIM")
    }

    @Test func resolutionAcrossLevels() throws {
        let xc = try XCConfig.read(path: "Config/App.xcconfig", reader: Self.reader).settings
        let p = try XcodeProject(bytes: bytes(demoProject))
        let app = try #require(p.target(named: "App"))
        let debug = p.configurations(of: app)[0].settingsDictionary
        let project = p.projectConfigurations[0].settingsDictionary
        let levels = [debug.merging(["TARGET_NAME": "App"]) { a, _ in a }, xc, project, [:]]
        #expect(XCConfig.resolve("IPHONEOS_DEPLOYMENT_TARGET", levels: levels) == "15.0")
        #expect(XCConfig.resolve("IPHONEOS_DEPLOYMENT_TARGET", levels: Array(levels.dropFirst())) == "14.0")
        #expect(XCConfig.resolve("OTHER_LDFLAGS", levels: levels) == "-ObjC -lz -ObjC")
        #expect(XCConfig.resolve("PRODUCT_NAME", levels: levels) == "App")
        #expect(XCConfig.resolve("PRODUCT_BUNDLE_IDENTIFIER", levels: levels) == "com.example.App")
        #expect(XCConfig.resolve("SWIFT_ACTIVE_COMPILATION_CONDITIONS", levels: levels) == "DEBUG")
        #expect(XCConfig.resolve("NOT_SET", levels: levels) == nil)
        #expect(XCConfig.resolve("A", levels: [["A": "${B}/x", "B": "$(C)"], ["C": "c"]]) == "c/x")
        #expect(XCConfig.resolve("A", levels: [["A": "$(B)", "B": "$(A)"]]) == "") // a reference cycle ends
        #expect(XCConfig.resolve("N", levels: [["N": "$(V_$(K))", "K": "1", "V_1": "one"]]) == "one")
    }

    @Test func cyclesAndMissingIncludesAreReported() {
        do {
            _ = try XCConfig.read(path: "Cycle/A.xcconfig", reader: Self.reader)
            Issue.record("expected a cycle")
        } catch let e as XCConfigError {
            #expect(e.kind == .includeCycle("Cycle/A.xcconfig"))
            #expect(e.file == "Cycle/B.xcconfig" && e.line == 3)
        } catch { Issue.record("wrong error \(error)") }
        do {
            _ = try XCConfig.read(path: "Missing.xcconfig", reader: Self.reader)
            Issue.record("expected a missing include")
        } catch let e as XCConfigError {
            #expect(e.kind == .missingInclude("Nope.xcconfig"))
            #expect(e.file == "Missing.xcconfig" && e.line == 2)
            #expect(e.description == "Missing.xcconfig:2: included file Nope.xcconfig not found")
        } catch { Issue.record("wrong error \(error)") }
        #expect(throws: XCConfigError.self) { try XCConfig.read(path: "Absent.xcconfig", reader: Self.reader) }
    }
}
