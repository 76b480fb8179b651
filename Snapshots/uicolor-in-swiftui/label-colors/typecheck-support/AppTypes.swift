// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import Foundation

struct Message {
    let sender: String
    let subject: String
    let preview: String
    let date: Date
}
