// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct FilterView: View {
    var body: some View { EmptyView() }
}
