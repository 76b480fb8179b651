import SwiftUI

@main
struct CinemaMacApp: App {
    var body: some Scene {
        WindowGroup {
            PosterCanvas()
        }
    }
}
