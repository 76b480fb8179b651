// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
enum Log {
    static func info(_ message: String) {}
}
