import UIKit

final class PhotoViewerViewController: UIViewController {
    private let imageView = UIImageView()

    private lazy var actionBar: UIToolbar = {
        let bar = UIToolbar(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.items = [
            UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deletePhoto)),
        ]
        return bar
    }()

    var onDelete: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        view.addSubview(actionBar)

        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: actionBar.topAnchor),
            actionBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            actionBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            actionBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    @objc private func share() {
        guard let image = imageView.image else { return }
        let activity = UIActivityViewController(activityItems: [image], applicationActivities: nil)
        present(activity, animated: true)
    }

    @objc private func deletePhoto() {
        onDelete?()
        navigationController?.popViewController(animated: true)
    }
}
