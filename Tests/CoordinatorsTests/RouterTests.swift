import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Terminal
@testable import TestSupport

/// The `Router` contract, held alike by the app's `ScreenStackRouter` and by the `RouterSpy` the coordinator tests
/// use, so that a flow that passes with the spy behaves the same on the screen stack.
@MainActor @Suite struct RouterTests {
    /// The routers that keep the contract.
    enum Kind: CaseIterable {
        case screenStackRouter, routerSpy
    }

    /// A router of `kind`, and the module names it shows, bottom first.
    private func makeSUT(_ kind: Kind) -> (sut: any Router, visibleModules: () -> [String]) {
        switch kind {
        case .screenStackRouter:
            let stack = ScreenStack()
            return (ScreenStackRouter(stack: stack), { stack.screens.map(\.moduleName) })
        case .routerSpy:
            let spy = RouterSpy()
            return (spy, { (spy.stack + spy.presented).map(\.moduleName) })
        }
    }

    @Test(arguments: Kind.allCases)
    func onLeaveRunsOnceWhateverRemovesTheModule(_ kind: Kind) {
        // Given
        let (sut, visibleModules) = makeSUT(kind)
        var left: [String] = []
        sut.setRootModule(ViewControllerSpy("Root"), onLeave: { left.append("Root") })
        sut.push(ViewControllerSpy("A"), onLeave: { left.append("A") })
        sut.push(ViewControllerSpy("B"), onLeave: { left.append("B") })
        sut.present(ViewControllerSpy("M"), onLeave: { left.append("M") })
        sut.present(ViewControllerSpy("N"), onLeave: { left.append("N") })

        // When
        sut.dismissModule()
        sut.popModule()
        let popUnderAModal = visibleModules()
        sut.dismissModule()
        sut.popModule()
        sut.popToRootModule()
        sut.setRootModule(ViewControllerSpy("Other"))
        sut.popToRootModule()
        sut.popModule()
        sut.dismissModule()

        // Then
        #expect(popUnderAModal == ["Root", "A", "B", "M"])
        #expect(left == ["N", "M", "B", "A", "Root"])
        #expect(visibleModules() == ["Other"])
    }

    @Test(arguments: Kind.allCases)
    func popToRootDismissesModalsToo(_ kind: Kind) {
        // Given
        let (sut, visibleModules) = makeSUT(kind)
        var left: [String] = []
        sut.setRootModule(ViewControllerSpy("Root"))
        sut.push(ViewControllerSpy("Card"), onLeave: { left.append("Card") })
        sut.present(ViewControllerSpy("Actions"), onLeave: { left.append("Actions") })

        // When
        sut.popToRootModule()

        // Then
        #expect(left == ["Actions", "Card"])
        #expect(visibleModules() == ["Root"])
    }

    @Test(arguments: Kind.allCases)
    func aNewRootTakesEveryModuleAwayTopmostFirst(_ kind: Kind) {
        // Given
        let (sut, visibleModules) = makeSUT(kind)
        var left: [String] = []
        sut.setRootModule(ViewControllerSpy("Login"), onLeave: { left.append("Login") })
        sut.push(ViewControllerSpy("Code"), onLeave: { left.append("Code") })
        sut.present(ViewControllerSpy("Alert"), onLeave: { left.append("Alert") })

        // When
        sut.setRootModule(ViewControllerSpy("Home"))

        // Then
        #expect(left == ["Alert", "Code", "Login"])
        #expect(visibleModules() == ["Home"])
    }

    @Test(arguments: Kind.allCases)
    func aLeavingModuleMayNavigateFromItsOnLeave(_ kind: Kind) {
        // Given
        let (sut, visibleModules) = makeSUT(kind)
        sut.setRootModule(ViewControllerSpy("Root"))
        sut.push(ViewControllerSpy("A"), onLeave: { [weak sut] in sut?.push(ViewControllerSpy("B")) })

        // When
        sut.popModule()

        // Then
        #expect(visibleModules() == ["Root", "B"])
    }

    @Test(arguments: Kind.allCases)
    func aModuleIsShownAsTheScreenItPresents(_ kind: Kind) {
        // Given
        let (sut, visibleModules) = makeSUT(kind)
        var left: [String] = []

        // When
        sut.setRootModule(PresentableStub(presenting: ViewControllerSpy("Root")))
        sut.push(PresentableStub(presenting: ViewControllerSpy("Card")), onLeave: { left.append("Card") })
        sut.present(PresentableStub(presenting: ViewControllerSpy("Actions")), onLeave: { left.append("Actions") })
        sut.popToRootModule()

        // Then
        #expect(left == ["Actions", "Card"])
        #expect(visibleModules() == ["Root"])
    }

    @Test(arguments: Kind.allCases)
    func aModuleThatPresentsNothingChangesNothing(_ kind: Kind) {
        // Given
        let (sut, visibleModules) = makeSUT(kind)
        var left: [String] = []
        sut.setRootModule(ViewControllerSpy("Root"), onLeave: { left.append("Root") })
        sut.push(ViewControllerSpy("Card"), onLeave: { left.append("Card") })

        // When
        sut.setRootModule(PresentableStub(presenting: nil), onLeave: { left.append("nothing") })
        sut.push(PresentableStub(presenting: nil), onLeave: { left.append("nothing") })
        sut.present(PresentableStub(presenting: nil), onLeave: { left.append("nothing") })
        sut.push(nil)

        // Then
        #expect(left.isEmpty)
        #expect(visibleModules() == ["Root", "Card"])
    }

    @Test func screenStackRouterLogsNoEventForAModuleThatPresentsNothing() {
        // Given
        let stack = ScreenStack()
        let sut = ScreenStackRouter(stack: stack)
        sut.setRootModule(ViewControllerSpy("Login"))
        let logBefore = stack.log

        // When
        sut.setRootModule(PresentableStub(presenting: nil))
        sut.push(PresentableStub(presenting: nil))
        sut.present(nil)

        // Then
        #expect(stack.log == logBefore)
        #expect(stack.breadcrumb == ["Login"])
    }

    @Test func routerSpyRecordsNoCallForAModuleThatPresentsNothing() {
        // Given
        let sut = RouterSpy()
        let login = AppModuleFactory.withDoubles().makeLoginModule().view
        sut.setRootModule(login)

        // When
        sut.setRootModule(PresentableStub(presenting: nil))
        sut.push(PresentableStub(presenting: nil))
        sut.present(nil)

        // Then
        #expect(sut.calls == ["setRoot Login"])
        #expect(sut.stack.count == 1 && sut.stack.first === login)
    }

    @Test func routerSpyNamesEveryModuleAsTheScreenStackDoes() {
        // Given
        let factory = AppModuleFactory.withDoubles()
        let screens: [ViewController] = [
            factory.makeOnboardingModule().view, factory.makeLoginModule().view, factory.makeCodeModule().view,
            factory.makeRegistrationModule().view, factory.makeTermsModule().view, factory.makeAlertModule().view,
            factory.makeTabBar(), factory.makeNewsListModule().view, factory.makeArticleModule().view,
            factory.makeCardListModule().view, factory.makeCardDetailModule().view,
            factory.makeCardActionsModule().view, factory.makeCardConfirmationModule().view,
            factory.makeProfileModule().view, factory.makeEditProfileModule().view, factory.makeSignOutModule().view,
        ]

        // When
        let names = screens.map(RouterSpy.name(of:))

        // Then
        #expect(names == screens.map(\.moduleName))
    }

    @Test func screenStackRouterShowsOnItsStackWithTheStacksLog() {
        // Given
        let stack = ScreenStack()
        let sut = ScreenStackRouter(stack: stack)

        // When
        sut.setRootModule(ViewControllerSpy("Login"))
        sut.push(ViewControllerSpy("Code"))
        sut.present(ViewControllerSpy("Terms"))
        sut.dismissModule()
        sut.popModule()
        sut.push(ViewControllerSpy("Code"))
        sut.popToRootModule()

        // Then
        #expect(
            stack.log == [
                .setRoot("Login"), .push("Code"), .present("Terms"), .dismiss("Terms"), .pop("Code"), .push("Code"),
                .pop("Code"),
            ]
        )
        #expect(stack.breadcrumb == ["Login"])
    }
}
