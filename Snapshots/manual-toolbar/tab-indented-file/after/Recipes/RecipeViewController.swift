import UIKit

class RecipeViewController: UIViewController {
	let stepsView = UITableView()

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Recipe"
		toolbarItems = [
			UIBarButtonItem(title: "Timer", style: .plain, target: self, action: #selector(startTimer)),
			UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
			UIBarButtonItem(title: "Shopping List", style: .plain, target: self, action: #selector(addToList)),
		]
		view.addSubview(stepsView)
		stepsView.translatesAutoresizingMaskIntoConstraints = false
		NSLayoutConstraint.activate([
			stepsView.topAnchor.constraint(equalTo: view.topAnchor),
			stepsView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
			stepsView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
			stepsView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
		])
	}

	@objc func startTimer() {
		let timer = CookingTimerViewController()
		present(timer, animated: true)
	}

	@objc func addToList() {
		ShoppingList.shared.add(recipeIngredients)
	}

	override func viewWillAppear(_ animated: Bool) {
		super.viewWillAppear(animated)
		navigationController?.setToolbarHidden(false, animated: animated)
	}

	override func viewWillDisappear(_ animated: Bool) {
		super.viewWillDisappear(animated)
		navigationController?.setToolbarHidden(true, animated: animated)
	}

	var recipeIngredients: [String] = []
}
