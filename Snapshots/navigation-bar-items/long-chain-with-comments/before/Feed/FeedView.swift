import SwiftUI

struct FeedView: View {
    @StateObject private var model = FeedModel()
    @State private var composing = false

    var body: some View {
        NavigationView {
            List(model.posts) { post in
                PostRow(post: post)
            }
            // Plain list: the cards draw their own separators.
            .listStyle(.plain)

            // Title stays small so the feed starts higher.
            .navigationBarTitle("Feed", displayMode: .inline)
            // Bar buttons.
            .navigationBarItems(leading: EditButton(), trailing: composeButton) // compose opens a sheet

            .refreshable {
                await model.reload()
            }
            // Compose sheet.
            .sheet(isPresented: $composing) {
                ComposeView()
            }
            .task { await model.load() }
        }
    }

    private var composeButton: some View {
        Button {
            composing = true
        } label: {
            Image(systemName: "square.and.pencil")
        }
    }
}
