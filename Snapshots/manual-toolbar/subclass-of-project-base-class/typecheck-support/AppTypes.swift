// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
final class TaskStore {
    func addTask(named name: String) throws {}
}
