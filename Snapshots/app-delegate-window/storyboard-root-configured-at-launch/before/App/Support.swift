import Foundation

enum Defaults { static func register() {} }
final class Downloader {}
