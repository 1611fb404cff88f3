import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal
@testable import TestSupport

/// The news list: the greeting and articles it draws, and the article each typed number opens.
@MainActor @Suite struct NewsListViewTests {
    private let console = ScriptedConsole()
    private let output = NewsListViewOutputSpy()
    private let articles = [
        Article.sample,
        Article(id: 4, title: "Finish once", date: "2026-11-19", body: "More text."),
    ]

    private func makeSUT(articles: [Article]? = nil) -> NewsListView {
        let sut = NewsListView()
        sut.output = output
        sut.configure(greeting: "Ada", articles: articles ?? self.articles)
        return sut
    }

    @Test func drawsTheGreetingAndTheNumberedArticles() {
        // Given
        let sut = makeSUT()

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "Hello, Ada! Here is the news.\n1) The weak view  2026-11-18\n2) Finish once    2026-11-19\n"
        )
        #expect(sut.helpItems.map(\.key) == ["1–2"])
    }

    @Test func withoutArticlesItSaysSo() {
        // Given
        let sut = makeSUT(articles: [])

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output == "Hello, Ada! Here is the news.\nNo news.\n")
    }

    @Test func aTypedNumberOpensThatArticle() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(" 2 ")
        sut.drawStatus(in: console)

        // Then
        #expect(output.selectedIndices == [1])
        #expect(console.output.isEmpty)
    }

    @Test(arguments: ["0", "3", "news"])
    func anotherLineIsExplainedAndOpensNothing(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type the number of an article, 1 to 2.\n")
        #expect(output.selectedIndices.isEmpty)
    }

    @Test func withoutArticlesThereIsNothingToOpen() async {
        // Given
        let sut = makeSUT(articles: [])

        // When
        await sut.handle("1")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ No news.\n")
        #expect(output.selectedIndices.isEmpty)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("The news could not be loaded:\ntry again.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ The news could not be loaded: try again.\n")
    }

    @Test func appearingAsksThePresenterForTheArticles() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.viewWillAppear()
        await sut.viewWillAppear()

        // Then
        #expect(output.appearances == 2)
    }

    @Test func aStoredFieldWithLineBreaksAndEscapesStaysOnItsLine() {
        // Given
        let article = Article(id: 1, title: StoredField.hostile, date: StoredField.hostile, body: "Text.")
        let sut = NewsListView()
        sut.configure(greeting: StoredField.hostile, articles: [article])

        // Then
        StoredField.expectEachOnItsLine(["Hello, \(StoredField.shown)!", StoredField.shown], drawnBy: sut)
    }
}
