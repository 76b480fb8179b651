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

        toolbarItems = [
            UIBarButtonItem(title: "Edit Order", style: .plain, target: self, action: #selector(editOrder)),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Pay", style: .done, target: self, action: #selector(pay)),
        ]

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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
