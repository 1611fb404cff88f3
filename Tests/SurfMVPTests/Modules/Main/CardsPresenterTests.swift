import Testing

@testable import Modules

@MainActor @Suite struct CardListPresenterTests {
    private let view = CardListViewInputSpy()
    private let cardService = CardServiceFake()

    @Test func reloadsOnEveryAppearanceAndReportsThePickedCard() async {
        // Given
        let sut = CardListPresenter(cardService: cardService)
        sut.view = view
        var picked: [Int] = []
        sut.onCardSelect = { picked.append($0.id) }
        await sut.viewWillAppear()

        // When
        try? await cardService.removeCard(withID: 1)
        await sut.viewWillAppear()
        sut.selectCard(at: 0)

        // Then
        #expect(view.cards.map(\.id) == [2, 3])
        #expect(picked == [2])
    }

    @Test func aFailureShowsTheReasonInsteadOfAList() async {
        // Given
        let sut = CardListPresenter(cardService: cardService)
        sut.view = view
        await sut.viewWillAppear()
        #expect(view.cards.count == 3)
        cardService.fail(with: .signedOut)

        // When
        await sut.viewWillAppear()

        // Then
        #expect(view.configureCount == 1)
        #expect(view.unavailable == ["You are signed out."])
    }

    @Test func aReadFailureIsNotCalledASaveFailureNorAnEmptyAccount() async {
        // Given
        let sut = CardListPresenter(cardService: cardService)
        sut.view = view
        cardService.fail(with: .unreadable(StorageError(path: "/s/cards.json", operation: "read", reason: "I/O error")))

        // When
        await sut.viewWillAppear()

        // Then
        #expect(view.configureCount == 0)
        #expect(view.unavailable == ["Could not read your cards just now: I/O error. Try again later."])
    }
}

@MainActor @Suite struct CardDetailPresenterTests {
    private let view = CardDetailViewInputSpy()
    private let cardService = CardServiceFake()

    private func makeSUT(cardID: Int) -> CardDetailPresenter {
        let sut = CardDetailPresenter(cardService: cardService)
        sut.view = view
        sut.configureModule(with: cardID)
        return sut
    }

    @Test func showsTheCardAndReportsItsActions() async {
        // Given
        let sut = makeSUT(cardID: 2)
        var actions: [Card] = []
        sut.onActions = { actions.append($0) }

        // When
        await sut.viewWillAppear()
        sut.showActions()

        // Then
        #expect(view.card?.title == "Mastercard •• 4444")
        #expect(actions.map(\.id) == [2])
    }

    @Test func aMissingCardIsReported() async {
        // Given
        let sut = makeSUT(cardID: 9)
        var missing = 0
        sut.onCardMissing = { missing += 1 }

        // When
        await sut.viewWillAppear()

        // Then
        #expect(view.errors == ["There is no card 9 on this account."])
        #expect(missing == 1)
    }
}

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
    }

    @Test func aFailedSaveIsShownAndNotReported() async {
        // Given
        cardService.fail(
            with: .storage(StorageError(path: "/s", operation: "write", reason: "No space left on device"))
        )
        let sut = makeSUT(.unblock(card))
        var completed = false
        sut.onCompleted = { _ in completed = true }

        // When
        await sut.pick(view.action("Unblock"))

        // Then
        #expect(!completed)
        #expect(view.errors == ["Could not save: could not write /s: No space left on device. Nothing was changed."])
    }
}
