import UIKit

final class StopwatchViewController: UIViewController {
    private let timeLabel = UILabel()
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 64, weight: .light)
        timeLabel.textAlignment = .center
        view.addSubview(timeLabel)
        setToolbarItems([
            UIBarButtonItem(title: "Lap", style: .plain, target: self, action: #selector(lap)),
            .flexibleSpace(),
            UIBarButtonItem(title: "Start", style: .done, target: self, action: #selector(start)),
        ], animated: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        timeLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
        timer?.invalidate()
    }

    @objc private func lap() {}

    @objc private func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            self?.timeLabel.text = Date().formatted(date: .omitted, time: .standard)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }
}
