// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
struct TodoTask {
    let title: String
    let isDone: Bool
}
