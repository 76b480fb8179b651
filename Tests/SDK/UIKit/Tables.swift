// UITableView.h, UITableViewCell.h, UICollectionView.h, UIKit overlay
// (IndexPath rows, UIWindow.Level arithmetic).

extension IndexPath {
    /// UIKit overlay. https://developer.apple.com/documentation/foundation/indexpath/row
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var row: Int { get { fatalError() } set { fatalError() } }
    public var item: Int { get { fatalError() } set { fatalError() } }
    public var section: Int { get { fatalError() } set { fatalError() } }
}
extension UIWindow.Level {
    /// UIKit overlay: `static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level`.
    public static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level { fatalError() }
    public static func - (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor @preconcurrency open class UITableView: UIScrollView {
    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    /// Objective-C's inherited initWithFrame: (style .plain), imported as a convenience initializer.
    public override convenience init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open weak var dataSource: (any UITableViewDataSource)? { get { fatalError() } set { fatalError() } }
    open var rowHeight: CGFloat { get { fatalError() } set { fatalError() } }
    open var estimatedRowHeight: CGFloat { get { fatalError() } set { fatalError() } }
    open var separatorInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var tableHeaderView: UIView? { get { fatalError() } set { fatalError() } }
    open var tableFooterView: UIView? { get { fatalError() } set { fatalError() } }
    open var allowsMultipleSelectionDuringEditing: Bool { get { fatalError() } set { fatalError() } }
    open var indexPathsForSelectedRows: [IndexPath]? { fatalError() }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func reloadData() { fatalError() }
    open var isEditing: Bool { get { fatalError() } set { fatalError() } }
    open func setEditing(_ editing: Bool, animated: Bool) { fatalError() }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    public enum Style: Int, Sendable { case plain = 0, grouped = 1
        @available(iOS 13.0, *) case insetGrouped = 2
    }
    public static var automaticDimension: CGFloat { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor @preconcurrency public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor @preconcurrency public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
}
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { fatalError() }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor @preconcurrency open class UITableViewCell: UIView {
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentView: UIView { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 100000.0) open var textLabel: UILabel? { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 100000.0) open var detailTextLabel: UILabel? { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 100000.0) open var imageView: UIImageView? { fatalError() }
    open var accessoryType: UITableViewCell.AccessoryType { get { fatalError() } set { fatalError() } }
    open var accessoryView: UIView? { get { fatalError() } set { fatalError() } }
    open var separatorInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundview
    open var backgroundView: UIView? { get { fatalError() } set { fatalError() } }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectedbackgroundview
    open var selectedBackgroundView: UIView? { get { fatalError() } set { fatalError() } }
    open var selectionStyle: UITableViewCell.SelectionStyle { get { fatalError() } set { fatalError() } }
    open func prepareForReuse() { fatalError() }
    @available(iOS 14.0, *) open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    @available(iOS 14.0, *) open var contentConfiguration: (any UIContentConfiguration)? { get { fatalError() } set { fatalError() } }
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
}
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor @preconcurrency public protocol UIContentConfiguration {}
/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
@available(iOS 14.0, *)
@MainActor @preconcurrency public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String? { get { fatalError() } set { fatalError() } }
    public var secondaryText: String? { get { fatalError() } set { fatalError() } }
    public var image: UIImage? { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor @preconcurrency open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public init(style: UITableView.Style) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var tableView: UITableView! { get { fatalError() } set { fatalError() } }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor @preconcurrency open class UICollectionViewLayout: NSObject {
    public override init() { fatalError() }
    open func invalidateLayout() { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor @preconcurrency open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize: CGSize { get { fatalError() } set { fatalError() } }
    open var estimatedItemSize: CGSize { get { fatalError() } set { fatalError() } }
    open var minimumLineSpacing: CGFloat { get { fatalError() } set { fatalError() } }
    open var minimumInteritemSpacing: CGFloat { get { fatalError() } set { fatalError() } }
    open var sectionInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set { fatalError() } }
    public static var automaticSize: CGSize { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@available(iOS 13.0, *)
@MainActor @preconcurrency open class NSCollectionLayoutDimension: NSObject {
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@available(iOS 13.0, *)
@MainActor @preconcurrency open class NSCollectionLayoutSize: NSObject {
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@available(iOS 13.0, *)
@MainActor @preconcurrency open class NSCollectionLayoutItem: NSObject {
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@available(iOS 13.0, *)
@MainActor @preconcurrency open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@available(iOS 13.0, *)
@MainActor @preconcurrency open class NSCollectionLayoutSection: NSObject {
    public convenience init(group: NSCollectionLayoutGroup) { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor @preconcurrency open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set { fatalError() } }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func reloadData() { fatalError() }
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal = 1 }
}
/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor @preconcurrency open class UICollectionReusableView: UIView {
    open func prepareForReuse() { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor @preconcurrency open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { fatalError() }
    open var isSelected: Bool { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
@MainActor @preconcurrency open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var collectionView: UICollectionView! { get { fatalError() } set { fatalError() } }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionviewlayout
    public var collectionViewLayout: UICollectionViewLayout { fatalError() }
}
