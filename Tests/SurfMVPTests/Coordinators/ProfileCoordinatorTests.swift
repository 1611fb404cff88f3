import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

@MainActor @Suite struct ProfileCoordinatorTests {
    private let factory = ModuleFactorySpy()
    private let router = ScreenStack()

    private func makeSUT() -> ProfileCoordinator {
        ProfileCoordinator(router: ScreenStackRouter(stack: router), factory: factory, lifetimes: .silent())
    }

    private var modules: [String] { router.screens.map(\.moduleName) }

    @Test func savedEditsReturnToTheProfile() {
        // Given
        let sut = makeSUT()
        sut.start()

        // When
        factory.lastProfile?.output.onEdit?()
        let editing = modules
        factory.lastEditProfile?.output.onProfileEdited?()

        // Then
        #expect(editing == ["Profile", "EditProfile"])
        #expect(modules == ["Profile"])
    }

    @Test func keepEditingLeavesTheEditorAndItsModulesAlive() throws {
        // Given
        let sut = makeSUT()
        sut.start(with: .editProfile)
        let editor = try #require(factory.lastEditProfile)

        // When
        editor.output.onDiscardRequested?()
        let asked = modules
        factory.lastAlert?.output.onAction?(.keepEditing)

        // Then
        #expect(asked == ["Profile", "EditProfile", "Alert"])
        #expect(modules == ["Profile", "EditProfile"])
        #expect(router.topScreen === editor.view)
    }

    @Test func discardLeavesTheEditor() {
        // Given
        let sut = makeSUT()
        sut.start(with: .editProfile)

        // When
        factory.lastEditProfile?.output.onDiscardRequested?()
        factory.lastAlert?.output.onAction?(.discard)

        // Then
        #expect(modules == ["Profile"])
    }

    @Test func theProfileLinkKeepsAnOpenEditorAndItsEdits() {
        // Given
        let sut = makeSUT()
        sut.start(with: .editProfile)

        // When
        sut.handle(deepLinkOption: .profile)
        sut.handle(deepLinkOption: .editProfile)

        // Then
        #expect(modules == ["Profile", "EditProfile"])
        #expect(router.log == [.setRoot("Profile"), .push("EditProfile")])
    }

    @Test func confirmedSignOutFinishesOnceAndCancelDoesNot() {
        // Given
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }
        sut.start()

        // When
        factory.lastProfile?.output.onSignOut?()
        factory.lastSignOut?.output.onCancel?()
        let afterCancel = finished
        factory.lastProfile?.output.onSignOut?()
        factory.lastSignOut?.output.onSignedOut?()

        // Then
        #expect(afterCancel == 0)
        #expect(finished == 1)
    }

    @Test func coordinatorIsReleasedAfterSignOut() async {
        let parent = BaseCoordinator(lifetimes: .silent())
        await expectDeallocation {
            let router = ScreenStack()
            let sut = ProfileCoordinator(
                router: ScreenStackRouter(stack: router),
                factory: factory,
                lifetimes: .silent()
            )
            sut.finishFlow = { [weak parent, weak sut] in parent?.removeDependency(sut) }
            parent.addDependency(sut)
            sut.start(with: .editProfile)
            factory.lastEditProfile?.output.onDiscardRequested?()
            factory.lastAlert?.output.onAction?(.discard)
            factory.lastProfile?.output.onSignOut?()
            factory.lastSignOut?.output.onSignedOut?()
            #expect(parent.childCoordinators.isEmpty)
            factory.forgetLastModules()
            return [sut, router] + factory.liveObjects
        }
    }
}
