import UIKit

final class PhotoViewerViewController: UIViewController {
    private let imageView = UIImageView()

    var onDelete: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deletePhoto)),
        ]
        view.backgroundColor = .black
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)

        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
