// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class EditorViewController: UIViewController {
    enum Document {
        case untitled
    }

    init(document: Document) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }
}

final class DocumentStore {
    static let shared = DocumentStore()
    var hasUnsavedChanges = false
    func autosave() {}
}
