import Testing

@testable import Modules
@testable import Terminal
@testable import TestSupport

/// The card list: the cards it draws, which are blocked, and the card each typed number opens.
@MainActor @Suite struct CardListViewTests {
    private let console = ScriptedConsole()
    private let output = CardListViewOutputSpy()
    private let cards = [
        Card(id: 1, brand: "Visa", lastDigits: "4242"),
        Card(id: 2, brand: "Mastercard", lastDigits: "4444", isBlocked: true),
    ]

    private func makeSUT() -> CardListView {
        let sut = CardListView()
        sut.output = output
        return sut
    }

    @Test func drawsTheNumberedCardsAndWhichAreBlocked() {
        // Given
        let sut = makeSUT()
        sut.configure(with: cards)

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output == "1) Visa •• 4242\n2) Mastercard •• 4444  blocked\n")
        #expect(sut.helpItems.map(\.key) == ["1–2"])
    }

    @Test func withoutCardsItSaysSo() {
        // Given
        let sut = makeSUT()
        sut.configure(with: [])

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output == "No cards on this account.\n")
    }

    @Test func unavailableCardsShowTheErrorThenSaySo() {
        // Given
        let sut = makeSUT()
        sut.configure(with: cards)

        // When
        sut.showUnavailable("Your cards could not be read:\nthe file is damaged.")
        sut.draw(in: console)
        sut.drawStatus(in: console)

        // Then
        #expect(
            console.output
                == "Your cards cannot be shown right now.\n✗ Your cards could not be read: the file is damaged.\n"
        )
    }

    @Test func aTypedNumberOpensThatCard() async {
        // Given
        let sut = makeSUT()
        sut.configure(with: cards)

        // When
        await sut.handle("2")
        sut.drawStatus(in: console)

        // Then
        #expect(output.selectedIndices == [1])
        #expect(console.output.isEmpty)
    }

    @Test(arguments: ["0", "3", "visa"])
    func anotherLineIsExplainedAndOpensNothing(typed: String) async {
        // Given
        let sut = makeSUT()
        sut.configure(with: cards)

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type the number of a card, 1 to 2.\n")
        #expect(output.selectedIndices.isEmpty)
    }

    @Test func withoutCardsThereIsNothingToOpen() async {
        // Given
        let sut = makeSUT()
        sut.configure(with: [])

        // When
        await sut.handle("1")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ No cards on this account.\n")
        #expect(output.selectedIndices.isEmpty)
    }

    @Test func aCardTypedWhileTheCardsCouldNotBeReadSaysSoAgain() async {
        // Given
        let sut = makeSUT()
        sut.showUnavailable("Could not read your cards just now: Too many open files. Try again later.")
        sut.drawStatus(in: console)
        console.clearOutput()

        // When
        await sut.handle("1")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Could not read your cards just now: Too many open files. Try again later.\n")
        #expect(output.selectedIndices.isEmpty)
    }

    @Test func aLineTypedWhileTheCardsCouldNotBeReadReadsThemAgain() async {
        // Given
        let sut = makeSUT()
        sut.showUnavailable("Could not read your cards just now: Too many open files. Try again later.")

        // When
        await sut.handle("1")

        // Then: read again, and no card opened that the person has not seen
        #expect(output.appearances == 1)
        #expect(output.selectedIndices.isEmpty)
    }

    @Test func cardsReadAgainAfterAFailureAreOpenedAsUsual() async {
        // Given
        let sut = makeSUT()
        sut.showUnavailable("Could not read your cards just now.")
        sut.configure(with: [])

        // When
        await sut.handle("1")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output.hasSuffix("✗ No cards on this account.\n"))
    }

    @Test func appearingAsksThePresenterForTheCards() async {
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
        let sut = CardListView()
        sut.configure(with: [Card(id: 1, brand: StoredField.hostile, lastDigits: "4242")])

        // Then
        StoredField.expectEachOnItsLine(["\(StoredField.shown) •• 4242"], drawnBy: sut)
    }
}
