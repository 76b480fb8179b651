// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
enum PixelEvent {
    case browserLandscape
}

enum Pixel {
    static func fire(_ event: PixelEvent) {}
}

enum Analytics {
    static func track(_ event: String) {}
}
