import UIKit

final class PlaylistViewController: UIViewController {
    private let tableView = UITableView()
    private var tracks: [Track] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playlist"
        toolbarItems = [
            UIBarButtonItem(image: UIImage(systemName: "shuffle"), style: .plain, target: self, action: #selector(shuffle)),
            .flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: self, action: #selector(play)),
        ]
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
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

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
