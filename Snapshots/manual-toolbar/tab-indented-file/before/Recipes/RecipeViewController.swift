import UIKit

class RecipeViewController: UIViewController {
	let stepsView = UITableView()
	let toolbar = UIToolbar()

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Recipe"
		toolbar.items = [
			UIBarButtonItem(title: "Timer", style: .plain, target: self, action: #selector(startTimer)),
			UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
			UIBarButtonItem(title: "Shopping List", style: .plain, target: self, action: #selector(addToList)),
		]
		view.addSubview(stepsView)
		view.addSubview(toolbar)
		stepsView.translatesAutoresizingMaskIntoConstraints = false
		toolbar.translatesAutoresizingMaskIntoConstraints = false
		NSLayoutConstraint.activate([
			stepsView.topAnchor.constraint(equalTo: view.topAnchor),
			stepsView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
			stepsView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
			stepsView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
			toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
			toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
			toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
		])
	}

	@objc func startTimer() {
		let timer = CookingTimerViewController()
		present(timer, animated: true)
	}

	@objc func addToList() {
		ShoppingList.shared.add(recipeIngredients)
	}

	var recipeIngredients: [String] = []
}
