import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The CardConfirmation presenter: what confirming or cancelling a card change saves and reports.
@MainActor @Suite struct CardConfirmationPresenterTests {
    private let view = AlertViewInputSpy()
    private let cardService = CardServiceFake()
    private let card = Card(id: 2, brand: "Mastercard", lastDigits: "4444")

    private func makeSUT(_ change: CardChange) -> CardConfirmationPresenter {
        let sut = CardConfirmationPresenter(cardService: cardService)
        sut.view = view
        sut.configureModule(with: change)
        sut.viewLoaded()
        return sut
    }

    @Test func confirmingABlockSavesItThenReports() async {
        // Given
        let sut = makeSUT(.block(card))
        var completed: [CardChange] = []
        sut.onCompleted = { completed.append($0) }

        // When
        await sut.pick(view.action("Block"))

        // Then
        #expect(view.model?.title == "Block Mastercard •• 4444?")
        #expect(view.model?.message == "Payments with it will be refused.")
        #expect(view.actionTitles == ["Block", "Cancel"])
        #expect(view.model?.preferredAction == nil)
        #expect(cardService.storedCards.first { $0.id == 2 }?.isBlocked == true)
        #expect(view.messages == ["Mastercard •• 4444 is blocked."])
        #expect(completed == [.block(card)])
    }

    @Test func confirmingARemovalRemovesTheCard() async {
        // Given
        let sut = makeSUT(.remove(card))

        // When
        await sut.pick(view.action("Remove"))

        // Then
        #expect(view.model?.title == "Remove Mastercard •• 4444?")
        #expect(cardService.storedCards.map(\.id) == [1, 3])
        #expect(view.messages == ["Mastercard •• 4444 is removed from this account."])
    }

    @Test func cancellingChangesNothing() async {
        // Given
        let sut = makeSUT(.remove(card))
        var cancelled = 0
        sut.onCancel = { cancelled += 1 }

        // When
        await sut.pick(view.action("Cancel"))

        // Then
        #expect(cancelled == 1)
        #expect(cardService.storedCards.count == 3)
        #expect(view.messages.isEmpty)
    }

    @Test func aFailedSaveIsShownAndNotReported() async {
        // Given
        cardService.fail(
            with: .unavailable(ServiceFailure(step: .save, detail: "/s: No space left on device"))
        )
        let sut = makeSUT(.unblock(card))
        var completed = false
        sut.onCompleted = { _ in completed = true }

        // When
        await sut.pick(view.action("Unblock"))

        // Then
        #expect(!completed)
        #expect(view.errors == ["Not saved: could not save /s: No space left on device. Nothing was changed."])
    }
}
