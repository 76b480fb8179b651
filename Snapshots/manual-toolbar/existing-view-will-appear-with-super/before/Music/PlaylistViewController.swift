import UIKit

final class PlaylistViewController: UIViewController {
    private let tableView = UITableView()
    private let toolbar = UIToolbar()
    private var tracks: [Track] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playlist"
        toolbar.items = [
            UIBarButtonItem(image: UIImage(systemName: "shuffle"), style: .plain, target: self, action: #selector(shuffle)),
            .flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: self, action: #selector(play)),
        ]
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        view.addSubview(toolbar)

        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadTracks()
    }

    private func reloadTracks() {
        tracks = PlaylistStore.shared.tracks
        tableView.reloadData()
    }

    @objc private func shuffle() {
        tracks.shuffle()
        tableView.reloadData()
    }

    @objc private func play() {
        Player.shared.play(tracks)
    }
}
