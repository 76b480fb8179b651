// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct ListEditor: View {
    var body: some View { EmptyView() }
}

struct ReportChart: View {
    var body: some View { EmptyView() }
}

struct RenameForm: View {
    var body: some View { EmptyView() }
}
