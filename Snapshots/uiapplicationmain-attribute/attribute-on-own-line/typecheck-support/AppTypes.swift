// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
enum Services {
    static func start() {}
}
