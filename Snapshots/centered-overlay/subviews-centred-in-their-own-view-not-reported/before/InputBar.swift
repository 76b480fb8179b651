import UIKit

/// Reduced from GitHawkApp/GitHawk's IssueTextActionsView: a spinner shown
/// over the send button while a comment posts, at the bar's right edge.
final class InputBar: UIView {
    let sendButton = UIButton(type: .system)
    let activityIndicator = UIActivityIndicatorView(style: .medium)

    override func layoutSubviews() {
        super.layoutSubviews()
        sendButton.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: 44)
        activityIndicator.center = sendButton.center
    }
}
