// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct ImportProgress: View {
    var body: some View { EmptyView() }
}

struct MessageEditor: View {
    var body: some View { EmptyView() }
}

struct DraftEditor: View {
    var body: some View { EmptyView() }
}
