import UIKit
import os

final class EditorViewController: UIViewController {
    private let feedback = UISelectionFeedbackGenerator()
    private let logger = Logger(subsystem: "app", category: "editor")

    override var keyCommands: [UIKeyCommand]? {
        guard UIDevice.current.userInterfaceIdiom == .pad else { return nil }
        return [UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save))]
    }

    @objc func save() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            let generator = UIImpactFeedbackGenerator(style: .medium)
            generator.impactOccurred()
        }
        if traitCollection.userInterfaceIdiom == .phone {
            feedback.selectionChanged()
        }
        Analytics.track("save", properties: ["pad": UIDevice.current.userInterfaceIdiom == .pad])
        logger.info("saved on \(UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone")")
        if UIDevice.current.userInterfaceIdiom == .pad {
            print("saved on iPad")
            return
        }
    }

    func registerShortcuts() {
        guard UIDevice.current.userInterfaceIdiom == .pad else { return }
        addKeyCommand(UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(save)))
    }
}

enum Analytics {
    static func track(_ event: String, properties: [String: Any]) {}
}
