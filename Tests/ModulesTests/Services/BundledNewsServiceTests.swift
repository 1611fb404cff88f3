import Testing

@testable import Modules

/// The bundled news: at least ten articles, numbered from one, and none past the last.
@Suite struct BundledNewsServiceTests {
    @Test func shipsAtLeastTenArticlesNumberedFromOne() async {
        // When
        let articles = await BundledNewsService().articles()

        // Then
        #expect(articles.count >= 10)
        #expect(articles.map(\.id) == Array(1...articles.count))
        #expect(await BundledNewsService().article(withID: articles.count + 1) == nil)
    }
}
