import SwiftUI
import UIKit

struct ArticleHeader: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.section)
                .font(Font.caption)
            Text(article.title)
                .font(Font.largeTitle)
            Text(article.subtitle)
                .font(Font.title)
            Text(article.kicker).font(Font(UIFont.preferredFont(forTextStyle: .title2)))
            Text(article.deck).font(Font(UIFont.preferredFont(forTextStyle: .title3)))
            Text(article.byline)
                .font(Font.headline.italic())
            Text(article.dateline)
                .font(Font.subheadline)
            Text(article.summary)
                .font(Font.body)
            Text(article.pullQuote)
                .font(Font.callout)
            Text(article.credit)
                .font(Font.footnote)
            Text("\(article.wordCount) words")
                .font(Font(UIFont.preferredFont(forTextStyle: .caption2)))
        }
    }
}

enum ArticleFonts {
    // Used by the list rows too.
    static let rowTitle = Font.headline
}
