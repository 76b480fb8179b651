// ObjectiveC: the one type `#selector` needs. Foundation on Linux supplies
// NSObject; the compiler looks for `Selector` in a module named ObjectiveC.
// Apple: ObjectiveC overlay, `struct Selector : ExpressibleByStringLiteral`
// (https://developer.apple.com/documentation/objectivec/selector).
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}
