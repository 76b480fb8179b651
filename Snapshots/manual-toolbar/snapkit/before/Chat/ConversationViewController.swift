import SnapKit
import UIKit

final class ConversationViewController: UIViewController {
    private let messagesView = UITableView()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.items = [
            UIBarButtonItem(image: UIImage(systemName: "paperclip"), style: .plain, target: self, action: #selector(attach)),
            .flexibleSpace(),
            UIBarButtonItem(image: UIImage(systemName: "phone"), style: .plain, target: self, action: #selector(call)),
        ]
        view.addSubview(messagesView)
        view.addSubview(toolbar)

        toolbar.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom)
        }
        messagesView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.bottom.equalTo(toolbar.snp.top)
        }
    }

    @objc private func attach() {}
    @objc private func call() {}
}
