import UIKit

class ReaderViewController: UIViewController {
    let textView = UITextView()
    private var fontSize: CGFloat = 17

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.isEditable = false
        textView.font = .systemFont(ofSize: fontSize)
        view.addSubview(textView)

        let smaller = UIBarButtonItem(title: "A-", style: .plain, target: self, action: #selector(decreaseFont))
        let larger = UIBarButtonItem(title: "A+", style: .plain, target: self, action: #selector(increaseFont))
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        toolbarItems = [smaller, space, larger]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
