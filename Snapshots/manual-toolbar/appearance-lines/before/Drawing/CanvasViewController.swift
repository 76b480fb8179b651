import UIKit

final class CanvasViewController: UIViewController {
    private let canvasView = CanvasView()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        // Dark bar to match the canvas chrome.
        toolbar.tintColor = .systemOrange
        toolbar.barTintColor = UIColor(white: 0.12, alpha: 1)
        toolbar.isTranslucent = false
        toolbar.items = [
            UIBarButtonItem(image: UIImage(systemName: "pencil.tip"), style: .plain, target: self, action: #selector(selectPen)),
            UIBarButtonItem(image: UIImage(systemName: "eraser"), style: .plain, target: self, action: #selector(selectEraser)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .undo, target: self, action: #selector(undo)),
        ]

        view.addSubview(canvasView)
        view.addSubview(toolbar)
        canvasView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        canvasView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        canvasView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        canvasView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        canvasView.bottomAnchor.constraint(equalTo: toolbar.topAnchor).isActive = true
        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        canvasView.autosave()
        super.viewWillDisappear(animated)
    }

    @objc private func selectPen() { canvasView.tool = .pen }
    @objc private func selectEraser() { canvasView.tool = .eraser }
    @objc private func undo() { canvasView.undo() }
}
