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
    private let view = CardActionsViewInputSpy()

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
        let active = view.actions
        _ = makeSUT(Card(id: 1, brand: "Visa", lastDigits: "4242", isBlocked: true))

        // Then
        #expect(active == ["Block", "Remove", "Cancel"])
        #expect(view.actions == ["Unblock", "Remove", "Cancel"])
        #expect(view.title == "Visa •• 4242")
    }

    @Test func reportsEachChoiceThroughItsOutput() {
        // Given
        let card = Card(id: 1, brand: "Visa", lastDigits: "4242")
        let sut = makeSUT(card)
        var events: [String] = []
        sut.onBlockToggle = { events.append("toggle \($0.id)") }
        sut.onRemove = { events.append("remove \($0.id)") }
        sut.onCancel = { events.append("cancel") }

        // When
        sut.selectAction(at: 0)
        sut.selectAction(at: 1)
        sut.selectAction(at: 2)
        sut.cancel()

        // Then
        #expect(events == ["toggle 1", "remove 1", "cancel", "cancel"])
    }
}

@MainActor @Suite struct CardConfirmationPresenterTests {
    private let view = CardConfirmationViewInputSpy()
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
        await sut.confirm()

        // Then
        #expect(view.title == "Block Mastercard •• 4444?")
        #expect(view.confirmTitle == "Block")
        #expect(cardService.storedCards.first { $0.id == 2 }?.isBlocked == true)
        #expect(completed == [.block(card)])
    }

    @Test func confirmingARemovalRemovesTheCard() async {
        // Given
        let sut = makeSUT(.remove(card))

        // When
        await sut.confirm()

        // Then
        #expect(cardService.storedCards.map(\.id) == [1, 3])
    }

    @Test func cancellingChangesNothing() {
        // Given
        let sut = makeSUT(.remove(card))
        var cancelled = 0
        sut.onCancel = { cancelled += 1 }

        // When
        sut.cancel()

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
        await sut.confirm()

        // Then
        #expect(!completed)
        #expect(view.errors == ["Could not save: could not write /s: No space left on device. Nothing was changed."])
    }
}
