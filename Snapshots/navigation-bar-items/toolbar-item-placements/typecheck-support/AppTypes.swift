// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

final class DocumentModel: ObservableObject {
    @Published var text = ""
    var wordCount: Int { 0 }
    func undo() {}
    func redo() {}
}

struct InfoList: View {
    var body: some View { EmptyView() }
}
