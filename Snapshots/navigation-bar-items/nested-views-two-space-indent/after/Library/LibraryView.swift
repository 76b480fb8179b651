import SwiftUI

struct LibraryView: View {
  @ObservedObject var library: Library
  @State private var showingAdd = false

  var body: some View {
    NavigationView {
      List(library.books) { book in
        NavigationLink(destination:
          BookDetailView(book: book)
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) {
                FavoriteButton(book: book)
              }
            }
        ) {
          Text(book.title)
        }
      }
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button(action: { showingAdd = true }) {
            Image(systemName: "plus")
          }
        }
      }
      .sheet(isPresented: $showingAdd) {
        NavigationView {
          AddBookForm(library: library)
            .toolbar {
              ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { showingAdd = false }
              }
            }
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
              .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                  ShareButton(text: chapter.text)
                }
              }
          }
        }
      }
    }
  }
}
