// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum DrawingTool {
    case pen
    case eraser
}

final class CanvasView: UIView {
    var tool: DrawingTool = .pen
    func autosave() {}
    func undo() {}
}
