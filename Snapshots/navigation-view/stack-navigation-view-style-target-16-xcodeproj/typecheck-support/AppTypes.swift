// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

final class Journal: ObservableObject {}

struct EntryList: View {
    var body: some View { EmptyView() }
}
