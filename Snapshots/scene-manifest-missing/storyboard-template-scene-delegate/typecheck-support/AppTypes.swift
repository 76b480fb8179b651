// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
enum Analytics { static func start() {} }
