import Testing

@testable import Modules

/// The CardActions presenter: the actions offered for a card's state, and the change each reports.
@MainActor @Suite struct CardActionsPresenterTests {
    private let view = AlertViewInputSpy()

    private func makeSUT(_ card: Card) -> CardActionsPresenter {
        let sut = CardActionsPresenter()
        sut.view = view
        sut.configureModule(with: card)
        sut.viewLoaded()
        return sut
    }

    @Test func offersBlockForAnActiveCardAndUnblockForABlockedOne() {
        // When
        _ = makeSUT(Card(id: 1, brand: "Visa", lastDigits: "4242"))
        let active = view.actionTitles
        _ = makeSUT(Card(id: 1, brand: "Visa", lastDigits: "4242", isBlocked: true))

        // Then
        #expect(active == ["Block", "Remove", "Cancel"])
        #expect(view.actionTitles == ["Unblock", "Remove", "Cancel"])
        #expect(view.model?.title == "Visa •• 4242")
        #expect(view.model?.message == "What would you like to do with this card?")
        #expect(view.model?.preferredAction == nil)
        #expect(view.model?.cancelAction?.title == "Cancel")
    }

    @Test func reportsTheChangePickedByTheCardsState() {
        // Given
        let active = Card(id: 1, brand: "Visa", lastDigits: "4242")
        let blocked = Card(id: 2, brand: "Visa", lastDigits: "1111", isBlocked: true)
        var changes: [CardChange] = []
        var cancelled = 0

        // When
        let sut = makeSUT(active)
        sut.onChangeRequested = { changes.append($0) }
        sut.onCancel = { cancelled += 1 }
        sut.pick(view.action("Block"))
        sut.pick(view.action("Remove"))
        sut.pick(view.action("Cancel"))
        let other = makeSUT(blocked)
        other.onChangeRequested = { changes.append($0) }
        other.pick(view.action("Unblock"))

        // Then
        #expect(changes == [.block(active), .remove(active), .unblock(blocked)])
        #expect(cancelled == 1)
    }
}
