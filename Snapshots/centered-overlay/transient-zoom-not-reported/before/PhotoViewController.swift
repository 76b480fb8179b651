import UIKit

final class PhotoViewController: UIViewController {
    private let hud = UIView()

    /// A flash that zooms from the centre to full screen and goes away: transient.
    /// (Also with the animation as an argument: see `pulse()`.)
    func flash() {
        let flashOverlay = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        flashOverlay.center = view.center
        view.addSubview(flashOverlay)
        UIView.animate(withDuration: 0.3) {
            flashOverlay.frame = self.view.frame
        } completion: { _ in
            flashOverlay.removeFromSuperview()
        }
    }

    /// A toast removed after a delay sits on the fold meanwhile: reported.
    func toast() {
        let toastView = UILabel()
        toastView.center = view.center
        view.addSubview(toastView)
        UIView.animate(withDuration: 0.2, delay: 2, animations: { toastView.alpha = 0 }, completion: { _ in toastView.removeFromSuperview() })
    }

    func pulse() {
        let ring = UIView()
        ring.center = view.center
        view.addSubview(ring)
        UIView.animate(withDuration: 0.5, animations: { ring.bounds = CGRect(x: 0, y: 0, width: 400, height: 400) })
    }

    /// Stays on screen: reported.
    func showHUD() {
        hud.center = view.center
        view.addSubview(hud)
        UIView.animate(withDuration: 0.2) { self.hud.alpha = 1 }
    }
}
