// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import Foundation

struct Note: Identifiable {
    let id = UUID()
    let title: String
    static let samples: [Note] = []
}
