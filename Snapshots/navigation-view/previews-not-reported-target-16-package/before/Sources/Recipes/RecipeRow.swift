import SwiftUI

struct RecipeRow: View {
    let title: String

    var body: some View {
        NavigationLink(title) {
            Text(title)
        }
    }
}

struct RecipeRow_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            List {
                RecipeRow(title: "Soup")
            }
        }
    }
}

#Preview("In a list") {
    NavigationView {
        List {
            RecipeRow(title: "Bread")
        }
    }
    .navigationViewStyle(.stack)
}

struct RecipesScreen: View {
    var body: some View {
        NavigationView {
            List {
                RecipeRow(title: "Soup")
            }
        }
        .navigationViewStyle(.stack)
    }
}
