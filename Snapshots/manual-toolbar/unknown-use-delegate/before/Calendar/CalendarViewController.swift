import UIKit

final class CalendarViewController: UIViewController {
    private let toolbar = UIToolbar()
    private let monthView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.delegate = self
        toolbar.items = [
            UIBarButtonItem(title: "Today", style: .plain, target: self, action: #selector(showToday)),
            .flexibleSpace(),
            UIBarButtonItem(title: "Calendars", style: .plain, target: self, action: #selector(showCalendars)),
        ]
        view.addSubview(monthView)
        view.addSubview(toolbar)
        monthView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            monthView.topAnchor.constraint(equalTo: toolbar.bottomAnchor),
            monthView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            monthView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            monthView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    @objc private func showToday() {}
    @objc private func showCalendars() {}
}

extension CalendarViewController: UIToolbarDelegate {
    func position(for bar: UIBarPositioning) -> UIBarPosition {
        .top
    }
}
