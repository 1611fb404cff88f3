import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The CardDetail presenter: the card it shows and reports actions for, or that the card is missing.
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
