import SwiftUI
import UIKit

struct ArticleHeader: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.section)
                .font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
            Text(article.title)
                .font(Font(UIFont.preferredFont(forTextStyle: .largeTitle)))
            Text(article.subtitle)
                .font(Font(UIFont.preferredFont(forTextStyle: UIFont.TextStyle.title1)))
            Text(article.kicker).font(Font(UIFont.preferredFont(forTextStyle: .title2)))
            Text(article.deck).font(Font(UIFont.preferredFont(forTextStyle: .title3)))
            Text(article.byline)
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)).italic())
            Text(article.dateline)
                .font(Font(UIFont.preferredFont(forTextStyle: .subheadline)))
            Text(article.summary)
                .font(Font(UIFont.preferredFont(forTextStyle: .body)))
            Text(article.pullQuote)
                .font(Font(UIFont.preferredFont(forTextStyle: .callout)))
            Text(article.credit)
                .font(Font(UIFont.preferredFont(forTextStyle: .footnote)))
            Text("\(article.wordCount) words")
                .font(Font(UIFont.preferredFont(forTextStyle: .caption2)))
        }
    }
}

enum ArticleFonts {
    // Used by the list rows too.
    static let rowTitle = Font(UIFont.preferredFont(forTextStyle: .headline))
}
