import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

@MainActor @Suite struct CardsCoordinatorTests {
    private let cardService = CardServiceFake()
    private var factory: AppModuleFactory { .withDoubles(cardService: cardService) }
    private let router = RouterSpy()
    private let card = Card(id: 1, brand: "Visa", lastDigits: "4242")

    private func makeSUT() -> CardsCoordinator {
        CardsCoordinator(router: router, factory: factory)
    }

    @Test func blockGoesThroughActionsAndConfirmationBackToTheCard() {
        // Given
        let sut = makeSUT()
        sut.start(with: .card(id: 1))

        // When
        router.modules.output((any CardDetailModuleOutput).self)?.onActions?(card)
        let actions = router.visibleModules
        router.modules.output((any CardActionsModuleOutput).self)?.onChangeRequested?(.block(card))
        let confirmation = router.visibleModules
        router.modules.output((any CardConfirmationModuleOutput).self)?.onCompleted?(.block(card))

        // Then
        #expect(actions == ["CardList", "CardDetail", "CardActions"])
        #expect(confirmation == ["CardList", "CardDetail", "CardConfirmation"])
        #expect(router.visibleModules == ["CardList", "CardDetail"])
    }

    @Test func theCardOnScreenIsWhereTheFlowIsEvenUnderItsActionsAndTheListOnceItLeaves() {
        // Given
        let sut = makeSUT()
        sut.start(with: .card(id: 1))

        // When
        router.modules.output((any CardDetailModuleOutput).self)?.onActions?(card)
        let underActions = sut.currentLink
        router.modules.output((any CardActionsModuleOutput).self)?.onChangeRequested?(.remove(card))
        router.modules.output((any CardConfirmationModuleOutput).self)?.onCompleted?(.remove(card))

        // Then
        #expect(underActions == .card(id: 1))
        #expect(sut.currentLink == .cards)
    }

    @Test func removalReturnsToTheList() {
        // Given
        let sut = makeSUT()
        sut.start(with: .card(id: 1))
        router.modules.output((any CardDetailModuleOutput).self)?.onActions?(card)

        // When
        router.modules.output((any CardActionsModuleOutput).self)?.onChangeRequested?(.remove(card))
        router.modules.output((any CardConfirmationModuleOutput).self)?.onCompleted?(.remove(card))

        // Then
        #expect(router.visibleModules == ["CardList"])
    }

    @Test func cancelAtEitherAlertChangesNothing() {
        // Given
        let sut = makeSUT()
        sut.start(with: .card(id: 1))

        // When
        router.modules.output((any CardDetailModuleOutput).self)?.onActions?(card)
        router.modules.output((any CardActionsModuleOutput).self)?.onCancel?()
        router.modules.output((any CardDetailModuleOutput).self)?.onActions?(card)
        router.modules.output((any CardActionsModuleOutput).self)?.onChangeRequested?(.remove(card))
        router.modules.output((any CardConfirmationModuleOutput).self)?.onCancel?()

        // Then
        #expect(router.visibleModules == ["CardList", "CardDetail"])
        #expect(cardService.storedCards.count == 3)
    }

    @Test func aMissingCardGoesBackToTheList() {
        // Given
        let sut = makeSUT()
        sut.start(with: .card(id: 9))

        // When
        router.modules.output((any CardDetailModuleOutput).self)?.onCardMissing?()

        // Then
        #expect(router.visibleModules == ["CardList"])
    }

    @Test func theLinkToACardThatWasLeftOpensItAgain() {
        // Given
        let sut = makeSUT()
        sut.start(with: .card(id: 1))
        router.popModule()

        // When
        sut.handle(deepLinkOption: .card(id: 1))

        // Then
        #expect(router.visibleModules == ["CardList", "CardDetail"])
    }

    @Test func theCardsLinkClosesAlertsAndCards() {
        // Given
        let sut = makeSUT()
        sut.start(with: .card(id: 1))
        router.modules.output((any CardDetailModuleOutput).self)?.onActions?(card)

        // When
        sut.handle(deepLinkOption: .cards)

        // Then
        #expect(router.visibleModules == ["CardList"])
    }

    @Test func coordinatorIsReleasedWithItsScreens() async {
        let parent = BaseCoordinator()
        await expectDeallocation {
            let router = RouterSpy()
            let sut = CardsCoordinator(router: router, factory: factory)
            parent.addDependency(sut)
            sut.start(with: .card(id: 1))
            router.modules.output((any CardDetailModuleOutput).self)?.onActions?(card)
            router.modules.output((any CardActionsModuleOutput).self)?.onChangeRequested?(.block(card))
            parent.removeDependency(sut)
            #expect(parent.childCoordinators.isEmpty)
            router.modules.forget()
            return [sut, router] + router.modules.liveObjects
        }
    }

    @Test func cardLinksSayTheyOpenedEvenWhenAlreadyOnScreen() {
        // Given
        let sut = makeSUT()

        // When
        let started = sut.start(with: .card(id: 1))
        let again = sut.handle(deepLinkOption: .card(id: 1))
        let list = sut.handle(deepLinkOption: .cards)

        // Then
        #expect([started, again, list] == [.opened, .opened, .opened])
        #expect(router.visibleModules == ["CardList"])
    }

    @Test func aLinkToAnotherTabIsRejectedAndNothingMoves() {
        // Given
        let sut = makeSUT()
        sut.start(with: .card(id: 1))
        let calls = router.calls

        // When
        let outcome = sut.handle(deepLinkOption: .profile)

        // Then
        #expect(outcome == .rejected(reason: "the Cards tab shows cards and cards/<id> only"))
        #expect(router.calls == calls)
    }
}
