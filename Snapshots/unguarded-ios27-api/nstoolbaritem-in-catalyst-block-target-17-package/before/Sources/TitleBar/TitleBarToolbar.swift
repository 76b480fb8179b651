import UIKit

#if targetEnvironment(macCatalyst)
final class TitleBarToolbar: NSObject, NSToolbarDelegate {
    func toolbar(
        _ toolbar: NSToolbar,
        itemForItemIdentifier identifier: NSToolbarItem.Identifier,
        willBeInsertedIntoToolbar flag: Bool
    ) -> NSToolbarItem? {
        let item = NSToolbarItem(itemIdentifier: identifier)
        item.label = "Refresh"
        item.visibilityPriority = .high
        return item
    }
}
#endif
