import UnfoldKit

/// Every transform this build of unfold knows, in the order fixes apply.
public enum Registry {
    public static let all: [any Transform] = [
        AppDelegateWindow(),
        UIApplicationMainAttribute(),
        KeyWindow(),
        SymmetricSafeAreaInsets(),
        UIScreenMainScale(),
        UIScreenMain(),
        GlobalWindowState(),
        SceneActivationError(),
        CustomOverflowButton(),
        ManualNavigationBar(),
        ManualTabBar(),
        RequiresFullScreen(),
        PortraitOnly(),
        SceneManifestMissing(),
        OrientationLayout(),
        IdiomLayout(),
        FixedScreenWidth(),
        CenteredOverlay(),
        LayoutSizedOnce(),
        FaceIDCopy(),
        NavigationBarItems(),
        NavigationViewToStack(),
        ManualToolbar(),
        UIFontInSwiftUI(),
        UIColorInSwiftUI(),
        ForegroundColor(),
        CornerRadiusModifier(),
        UnguardedIOS27API(),
    ]

    public static var catalog: TransformCatalog {
        TransformCatalog(transforms: all, documentation: TransformDocs.byID)
    }
}
