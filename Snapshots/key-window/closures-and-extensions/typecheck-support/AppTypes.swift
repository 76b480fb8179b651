// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class Uploader {
    static let shared = Uploader()
    func upload(_ file: URL, completion: @escaping (Result<URL, Error>) -> Void) {}
}

extension UploadViewController {
    func show(_ result: Result<URL, Error>) {}
}
