import UIKit

final class OrderSummaryViewController: UIViewController {
    private let summaryLabel = UILabel()
    var order: Order?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Summary"
        view.backgroundColor = .systemGroupedBackground

        summaryLabel.numberOfLines = 0
        summaryLabel.text = order?.summary
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryLabel)

        let toolbar = UIToolbar()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.items = [
            UIBarButtonItem(title: "Edit Order", style: .plain, target: self, action: #selector(editOrder)),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Pay", style: .done, target: self, action: #selector(pay)),
        ]
        view.addSubview(toolbar)
        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        NSLayoutConstraint.activate([toolbar.heightAnchor.constraint(equalToConstant: 49)])

        NSLayoutConstraint.activate([
            summaryLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            summaryLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    @objc private func editOrder() {
        navigationController?.popViewController(animated: true)
    }

    @objc private func pay() {
        guard let order else { return }
        navigationController?.pushViewController(PaymentViewController(order: order), animated: true)
    }
}
