import UIKit

final class ShopSceneDelegate: BaseSceneDelegate {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        makeWindow(scene, root: CatalogViewController())
    }
}
