import UIKit

final class PhotoBrowserViewController: UIViewController {
    private let pagingView = PagingScrollView(frame: .zero, pages: 3)
    private let paginationView = PaginationView(frame: .zero, pages: 3)

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        pagingView.updateFrame(view.bounds)
        paginationView.updateFrame(frame: view.frame)
    }
}
