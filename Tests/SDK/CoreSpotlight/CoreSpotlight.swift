// CoreSpotlight: what the snapshot cases use (docs/sdk-stubs.md).
import Foundation

/// https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype
public let CSSearchableItemActionType: String = "com.apple.corespotlightitem"
/// https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier
public let CSSearchableItemActivityIdentifier: String = "kCSSearchableItemActivityIdentifier"
