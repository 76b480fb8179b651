// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import Foundation

struct Recipe {
    let name: String
    static let samples: [Recipe] = []
}
