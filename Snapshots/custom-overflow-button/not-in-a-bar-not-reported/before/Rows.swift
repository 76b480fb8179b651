import SwiftUI
import UIKit

final class ItemCell: UITableViewCell {
    func configure() {
        accessoryView = UIImageView(image: UIImage(systemName: "ellipsis"))
        let more = UIButton(type: .system)
        more.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
        contentView.addSubview(more)
    }
}

final class ItemsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        let badge = UIImageView(image: UIImage(systemName: "ellipsis.circle"))
        view.addSubview(badge)
    }
}

struct ItemRow: View {
    var body: some View {
        HStack {
            Label("More", systemImage: "ellipsis")
            Image(systemName: "ellipsis.circle")
                .contextMenu {
                    Button("Copy", systemImage: "ellipsis") {}
                }
        }
        .toolbar {
            ToolbarItem {
                Image(systemName: "ellipsis.bubble")
            }
        }
    }
}
