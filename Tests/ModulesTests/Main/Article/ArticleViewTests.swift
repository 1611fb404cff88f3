import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal
@testable import TestSupport

/// An article: what it draws once loaded, the error it keeps, and that typing picks nothing.
@MainActor @Suite struct ArticleViewTests {
    private let console = ScriptedConsole()
    private let output = ArticleViewOutputSpy()

    private func makeSUT() -> ArticleView {
        let sut = ArticleView()
        sut.output = output
        return sut
    }

    @Test func drawsTheTitleDateBodyAndTheWayBack() {
        // Given
        let sut = makeSUT()
        sut.configure(with: .sample)

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output == "The weak view\n2026-11-18\nText.\n:back returns to the list.\n")
        #expect(sut.title == "Article 3")
    }

    @Test func anErrorIsDrawnOnOneLineWithTheScreen() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("Article 9 is not\nin the news.")
        sut.drawStatus(in: console)
        sut.draw(in: console)

        // Then
        #expect(console.output == "✗ Article 9 is not in the news.\n")
        #expect(sut.title == "Article")
    }

    @Test func typingExplainsThereIsNothingToChoose() async {
        // Given
        let sut = makeSUT()
        sut.configure(with: .sample)

        // When
        await sut.handle("1")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "Nothing to choose here; :back returns to the list.\n")
        #expect(output.loaded == 0)
    }

    @Test func loadingAsksThePresenterForTheArticle() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.viewDidLoad()

        // Then
        #expect(output.loaded == 1)
    }

    @Test func aStoredFieldWithLineBreaksAndEscapesStaysOnItsLine() {
        // Given
        let sut = ArticleView()
        sut.configure(with: Article(id: 1, title: StoredField.hostile, date: StoredField.hostile, body: "Text."))

        // Then
        StoredField.expectEachOnItsLine([StoredField.shown], drawnBy: sut)
    }
}
