import UIKit

final class FloatingPlayerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let bottomInset = window?.safeAreaInsets.bottom ?? 0
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
        transform = CGAffineTransform(translationX: 0, y: -bottomInset)
    }
}

final class TrackCell: UITableViewCell {
    @objc private func moreTapped() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        window?.rootViewController?.present(sheet, animated: true)
    }
}
