import SwiftUI

struct LibraryView: View {
  @ObservedObject var library: Library
  @State private var showingAdd = false

  var body: some View {
    NavigationView {
      List(library.books) { book in
        NavigationLink(destination:
          BookDetailView(book: book)
            .navigationBarItems(trailing: FavoriteButton(book: book))
        ) {
          Text(book.title)
        }
      }
      .navigationBarItems(leading: EditButton(), trailing: Button(action: { showingAdd = true }) {
        Image(systemName: "plus")
      })
      .sheet(isPresented: $showingAdd) {
        NavigationView {
          AddBookForm(library: library)
            .navigationBarItems(leading: Button("Cancel") { showingAdd = false })
        }
      }
    }
  }
}

struct BookDetailView: View {
  let book: Book

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text(book.title).font(.title)
        ForEach(book.chapters) { chapter in
          NavigationLink(chapter.title) {
            ChapterView(chapter: chapter)
              .navigationBarItems(trailing: ShareButton(text: chapter.text))
          }
        }
      }
    }
  }
}
