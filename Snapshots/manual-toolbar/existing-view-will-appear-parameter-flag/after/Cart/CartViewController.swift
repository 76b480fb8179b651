import UIKit

class CartViewController: UIViewController {
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
        toolbarItems = [
            UIBarButtonItem(customView: totalLabel),
            .flexibleSpace(),
            UIBarButtonItem(title: "Checkout", style: .done, target: self, action: #selector(checkout)),
        ]
    }

    override func viewWillAppear(_ flag: Bool) {
        super.viewWillAppear(flag)
        navigationController?.setToolbarHidden(false, animated: flag)
        totalLabel.text = cart.formattedTotal
    }

    override func viewWillDisappear(_ flag: Bool) {
        navigationController?.setToolbarHidden(true, animated: flag)
        cart.save()
    }

    @objc private func checkout() {
        navigationController?.pushViewController(CheckoutViewController(cart: cart), animated: true)
    }
}
