// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct Chapter: Identifiable {
  let id: Int
  let title: String
  let text: String
}

struct Book: Identifiable {
  let id: Int
  let title: String
  let chapters: [Chapter]
}

final class Library: ObservableObject {
  @Published var books: [Book] = []
}

struct FavoriteButton: View {
  let book: Book
  var body: some View { EmptyView() }
}

struct AddBookForm: View {
  @ObservedObject var library: Library
  var body: some View { EmptyView() }
}

struct ChapterView: View {
  let chapter: Chapter
  var body: some View { EmptyView() }
}

struct ShareButton: View {
  let text: String
  var body: some View { EmptyView() }
}
