import SnapKit
import UIKit

final class ConversationViewController: UIViewController {
    private let messagesView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [
            UIBarButtonItem(image: UIImage(systemName: "paperclip"), style: .plain, target: self, action: #selector(attach)),
            .flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "phone"), style: .plain, target: self, action: #selector(call)),
        ]
        view.addSubview(messagesView)

        messagesView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom)
        }
    }

    @objc private func attach() {}
    @objc private func call() {}

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
