import SwiftUI

public struct RecipesRootView: View {
    @StateObject private var store = RecipeStore()

    public init() {}

    public var body: some View {
        NavigationStack {
            List(store.recipes) { recipe in
                NavigationLink(destination: RecipeDetailView(recipe: recipe)) {
                    Text(recipe.name)
                }
            }
            .navigationTitle("Recipes")
        }
        .environmentObject(store)
    }
}

struct ShoppingListRootView: View {
    var body: some View {
        NavigationStack {
            ShoppingList()
        }
    }
}
