import UIKit

final class CanvasViewController: UIViewController {
    private let canvasView = CanvasView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        // Dark bar to match the canvas chrome.
        navigationController?.toolbar.tintColor = .systemOrange
        navigationController?.toolbar.barTintColor = UIColor(white: 0.12, alpha: 1)
        navigationController?.toolbar.isTranslucent = false
        toolbarItems = [
            UIBarButtonItem(image: UIImage(systemName: "pencil.tip"), style: .plain, target: self, action: #selector(selectPen)),
            UIBarButtonItem(image: UIImage(systemName: "eraser"), style: .plain, target: self, action: #selector(selectEraser)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .undo, target: self, action: #selector(undo)),
        ]

        view.addSubview(canvasView)
        canvasView.translatesAutoresizingMaskIntoConstraints = false
        canvasView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        canvasView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        canvasView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        canvasView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        canvasView.autosave()
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    @objc private func selectPen() { canvasView.tool = .pen }
    @objc private func selectEraser() { canvasView.tool = .eraser }
    @objc private func undo() { canvasView.undo() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }
}
