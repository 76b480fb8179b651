import Foundation

enum Analytics { static func flush() {} }
enum DeepLinks { static func handle(_ url: URL) -> Bool { true } }
enum Session { static var isSignedIn = false }
