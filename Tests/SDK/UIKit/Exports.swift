// UIKit stub (docs/sdk-stubs.md). Apple's UIKit re-exports Foundation (and
// with it the ObjectiveC module); so does this stub.
@_exported import Foundation
@_exported import ObjectiveC
