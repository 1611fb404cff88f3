import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The CardList presenter: the cards it shows on every appearance, and the reason when it cannot.
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
        cardService.fail(with: .unavailable(ServiceFailure(step: .read, detail: "/s/cards.json: I/O error")))

        // When
        await sut.viewWillAppear()

        // Then
        #expect(view.configureCount == 0)
        #expect(view.unavailable == ["Could not read your cards just now (/s/cards.json: I/O error). Try again later."])
    }
}
