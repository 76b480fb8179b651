import UIKit

// Flexible margins keep the label centred but not sized: it keeps the
// width of the view when it loaded (FloatingPanel's sample). The spinner
// next to it follows its superview's size.
final class UnavailableViewController: UIViewController {
    private let spinnerBackground = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Unavailable content"
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin, .flexibleBottomMargin, .flexibleRightMargin]
        view.addSubview(label)
        spinnerBackground.frame = view.bounds
        spinnerBackground.autoresizingMask = .flexibleWidth
        view.addSubview(spinnerBackground)
    }
}

// A centre set once with flexible margins stays centred (SKPhotoBrowser's counter label).
final class PaginationCounterView: UIView {
    private let counterLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))

    override init(frame: CGRect) {
        super.init(frame: frame)
        counterLabel.center = CGPoint(x: frame.width / 2, y: frame.height / 2)
        counterLabel.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        addSubview(counterLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
