import UIKit

final class NowPlayingViewController: UIViewController {
    private let artworkView = UIImageView()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        toolbar.setBackgroundImage(UIImage(), forToolbarPosition: .any, barMetrics: .default)
        toolbar.setShadowImage(UIImage(), forToolbarPosition: .any)
        toolbar.tintColor = .white
        toolbar.items = [
            UIBarButtonItem(image: UIImage(systemName: "backward.fill"), style: .plain, target: self, action: #selector(previousTrack)),
            .flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "playpause.fill"), style: .plain, target: self, action: #selector(togglePlayback)),
            .flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "forward.fill"), style: .plain, target: self, action: #selector(nextTrack)),
        ]
        view.addSubview(artworkView)
        view.addSubview(toolbar)
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    @objc private func previousTrack() {}
    @objc private func togglePlayback() {}
    @objc private func nextTrack() {}
}
