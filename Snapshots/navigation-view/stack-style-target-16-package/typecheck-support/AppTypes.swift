// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe] = []
}

struct RecipeDetailView: View {
    let recipe: Recipe
    var body: some View { EmptyView() }
}

struct ShoppingList: View {
    var body: some View { EmptyView() }
}
