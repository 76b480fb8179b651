import UIKit

final class ForecastViewController: UIViewController {
    private let containerView = UIView()
    private let chartView = UIView()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        containerView.layer.cornerRadius = 16
        containerView.backgroundColor = .secondarySystemBackground
        toolbar.items = [
            UIBarButtonItem(title: "Hourly", style: .plain, target: self, action: #selector(showHourly)),
            .flexibleSpace(),
            UIBarButtonItem(title: "10-Day", style: .plain, target: self, action: #selector(showDaily)),
        ]
        view.addSubview(containerView)
        containerView.addSubview(chartView)
        containerView.addSubview(toolbar)
        containerView.translatesAutoresizingMaskIntoConstraints = false
        chartView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            containerView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            containerView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            containerView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            containerView.heightAnchor.constraint(equalToConstant: 260),
            chartView.topAnchor.constraint(equalTo: containerView.topAnchor),
            chartView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            chartView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            chartView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
        ])
    }

    @objc private func showHourly() {}
    @objc private func showDaily() {}
}
