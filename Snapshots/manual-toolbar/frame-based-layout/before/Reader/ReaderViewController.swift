import UIKit

class ReaderViewController: UIViewController {
    let textView = UITextView()
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private var fontSize: CGFloat = 17

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.isEditable = false
        textView.font = .systemFont(ofSize: fontSize)
        view.addSubview(textView)

        let smaller = UIBarButtonItem(title: "A-", style: .plain, target: self, action: #selector(decreaseFont))
        let larger = UIBarButtonItem(title: "A+", style: .plain, target: self, action: #selector(increaseFont))
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        toolbar.items = [smaller, space, larger]
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(toolbar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        toolbar.sizeToFit()
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
        textView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 44)
    }

    @objc func decreaseFont() {
        fontSize = max(12, fontSize - 1)
        textView.font = .systemFont(ofSize: fontSize)
    }

    @objc func increaseFont() {
        fontSize = min(32, fontSize + 1)
        textView.font = .systemFont(ofSize: fontSize)
    }
}
