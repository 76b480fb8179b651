import UIKit

class CartViewController: UIViewController {
    private let toolbar = UIToolbar()

    private let totalLabel = UILabel()
    private let cart: Cart

    init(cart: Cart) {
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.font = .preferredFont(forTextStyle: .headline)
        toolbar.items = [
            UIBarButtonItem(customView: totalLabel),
            .flexibleSpace(),
            UIBarButtonItem(title: "Checkout", style: .done, target: self, action: #selector(checkout)),
        ]
        view.addSubview(toolbar)
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    }

    override func viewWillAppear(_ flag: Bool) {
        super.viewWillAppear(flag)
        totalLabel.text = cart.formattedTotal
    }

    override func viewWillDisappear(_ flag: Bool) {
        cart.save()
    }

    @objc private func checkout() {
        navigationController?.pushViewController(CheckoutViewController(cart: cart), animated: true)
    }
}
