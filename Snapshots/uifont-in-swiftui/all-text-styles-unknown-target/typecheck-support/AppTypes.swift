// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
struct Article {
    let section: String
    let title: String
    let subtitle: String
    let kicker: String
    let deck: String
    let byline: String
    let dateline: String
    let summary: String
    let pullQuote: String
    let credit: String
    let wordCount: Int
}
