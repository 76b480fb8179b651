import UIKit

/// An emoji keyboard: the bar picks a category and scrolls the grid to it.
final class EmojiKeyboardView: UIView, UITabBarDelegate {
    private let categories = ["Smileys", "Animals", "Food"]
    private let categoryBar = UITabBar()
    private let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        categoryBar.items = categories.enumerated().map { UITabBarItem(title: $0.element, image: nil, tag: $0.offset) }
        categoryBar.delegate = self
        addSubview(grid)
        addSubview(categoryBar)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        let y = CGFloat(item.tag) * grid.bounds.height
        grid.setContentOffset(CGPoint(x: 0, y: y), animated: true)
    }
}

/// A sticker picker in a controller: the bar filters one list.
final class StickerPickerViewController: UIViewController, UITabBarDelegate {
    private lazy var packBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.delegate = self
        return bar
    }()
    private let stickers = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var pack = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(stickers)
        view.addSubview(packBar)
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        pack = item.tag
        stickers.reloadData()
    }
}
