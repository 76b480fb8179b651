import UIKit

final class RecipeListViewController: UITableViewController {
    private var recipes: [Recipe] = Recipe.samples

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Recipe")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Recipe", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row].name
        return cell
    }
}
