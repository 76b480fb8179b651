import UIKit

final class CardViewController: UIViewController {
    private let cardView = UIView()
    private lazy var cardWidth = cardView.widthAnchor.constraint(equalToConstant: 300)
    private let footer = UIView()
    private var cellWidth: CGFloat = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        cellWidth = UIScreen.main.bounds.width / 2
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardWidth.constant = view.bounds.width * 0.8
        cardView.translatesAutoresizingMaskIntoConstraints = false
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cardView)
        view.addSubview(footer)
        NSLayoutConstraint.activate([
            cardView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cardView.widthAnchor.constraint(equalToConstant: view.bounds.width - 40),
            footer.heightAnchor.constraint(equalToConstant: view.frame.height / 4),
        ])
    }
}
