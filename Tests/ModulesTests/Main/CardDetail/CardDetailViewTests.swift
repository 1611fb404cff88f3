import Testing

@testable import Modules
@testable import Terminal
@testable import TestSupport

/// One card: what it draws for an active or a blocked card, and the one action a typed line can ask for.
@MainActor @Suite struct CardDetailViewTests {
    /// The menu's rows, in the order the view draws and numbers them.
    private nonisolated static let rows = ["Actions"]

    private let console = ScriptedConsole()
    private let output = CardDetailViewOutputSpy()

    private func makeSUT() -> CardDetailView {
        let sut = CardDetailView()
        sut.output = output
        return sut
    }

    @Test func drawsAnActiveCardAndItsActionsMenu() {
        // Given
        let sut = makeSUT()
        sut.configure(with: Card(id: 1, brand: "Visa", lastDigits: "4242"))

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output == "Visa card ending in 4242\nActive: payments go through.\n" + Menu(Self.rows).drawn)
        #expect(sut.title == "Visa •• 4242")
        #expect(sut.helpItems.map(\.key) == [Menu(Self.rows).helpItem.key])
    }

    @Test func drawsABlockedCardAsRefusingPayments() {
        // Given
        let sut = makeSUT()
        sut.configure(with: Card(id: 2, brand: "Mastercard", lastDigits: "4444", isBlocked: true))

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output == "Mastercard card ending in 4444\nBlocked: payments are refused.\n" + Menu(Self.rows).drawn
        )
    }

    @Test func beforeTheCardIsLoadedNothingIsDrawn() {
        // Given
        let sut = makeSUT()

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output.isEmpty)
        #expect(sut.title == "Card")
    }

    @Test(arguments: ["1", "actions"])
    func oneOrActionsAsksForTheActions(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.actionRequests == 1)
        #expect(console.output.isEmpty)
    }

    @Test(arguments: ["", String(rows.count + 1), "block"])
    func anotherLineIsExplainedAndAsksForNothing(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ \(Menu(Self.rows).invalidChoiceMessage)\n")
        #expect(output.actionRequests == 0)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("Card 9 is not\non this account.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Card 9 is not on this account.\n")
    }

    @Test func appearingAsksThePresenterForTheCard() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.viewWillAppear()

        // Then
        #expect(output.appearances == 1)
    }

    @Test func aStoredFieldWithLineBreaksAndEscapesStaysOnItsLine() {
        // Given
        let sut = CardDetailView()
        sut.configure(with: Card(id: 1, brand: StoredField.hostile, lastDigits: "4242"))

        // Then
        StoredField.expectEachOnItsLine(["\(StoredField.shown) card ending in 4242"], drawnBy: sut)
    }
}
