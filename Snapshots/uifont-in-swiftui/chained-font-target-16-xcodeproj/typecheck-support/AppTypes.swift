// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import Foundation

struct Entry {
    let title: String
    let date: Date
}
