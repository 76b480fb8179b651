// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct HeaderBar: View {
    let title: String
    var body: some View { EmptyView() }
}
