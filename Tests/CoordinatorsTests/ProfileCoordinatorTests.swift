import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

@MainActor @Suite struct ProfileCoordinatorTests {
    private let factory = AppModuleFactory.withDoubles()
    private let router = RouterSpy()

    private func makeSUT() -> ProfileCoordinator {
        ProfileCoordinator(router: router, factory: factory)
    }

    @Test func savedEditsReturnToTheProfile() {
        // Given
        let sut = makeSUT()
        sut.start()

        // When
        router.modules.output((any ProfileModuleOutput).self)?.onEdit?()
        let editing = router.visibleModules
        let editingLink = sut.currentLink
        router.modules.output((any EditProfileModuleOutput).self)?.onProfileEdited?()

        // Then
        #expect(editing == ["Profile", "EditProfile"])
        #expect(editingLink == .editProfile)
        #expect(router.visibleModules == ["Profile"])
        #expect(sut.currentLink == .profile)
    }

    @Test func keepEditingLeavesTheEditorAndItsModulesAlive() throws {
        // Given
        let sut = makeSUT()
        sut.start(with: .editProfile)
        let editor = try #require(router.modules.output((any EditProfileModuleOutput).self))

        // When
        editor.onDiscardRequested?()
        let asked = router.visibleModules
        router.modules.output((any AlertModuleOutput).self)?.onAction?(.keepEditing)

        // Then
        #expect(asked == ["Profile", "EditProfile", "Alert"])
        #expect(router.visibleModules == ["Profile", "EditProfile"])
        #expect(router.stack.last?.presenter === editor)
    }

    @Test func discardLeavesTheEditor() {
        // Given
        let sut = makeSUT()
        sut.start(with: .editProfile)

        // When
        router.modules.output((any EditProfileModuleOutput).self)?.onDiscardRequested?()
        router.modules.output((any AlertModuleOutput).self)?.onAction?(.discard)

        // Then
        #expect(router.visibleModules == ["Profile"])
    }

    @Test func theEditLinkAfterDiscardingOpensTheEditorAgain() {
        // Given
        let sut = makeSUT()
        sut.start(with: .editProfile)
        router.modules.output((any EditProfileModuleOutput).self)?.onDiscardRequested?()
        router.modules.output((any AlertModuleOutput).self)?.onAction?(.discard)

        // When
        sut.handle(deepLinkOption: .editProfile)

        // Then
        #expect(router.visibleModules == ["Profile", "EditProfile"])
    }

    @Test func theProfileLinkKeepsAnOpenEditorAndItsEdits() {
        // Given
        let sut = makeSUT()
        sut.start(with: .editProfile)

        // When
        sut.handle(deepLinkOption: .profile)
        sut.handle(deepLinkOption: .editProfile)

        // Then
        #expect(router.visibleModules == ["Profile", "EditProfile"])
        #expect(router.calls == ["setRoot Profile", "popToRoot", "push EditProfile"])
    }

    @Test func confirmedSignOutFinishesOnceAndCancelDoesNot() {
        // Given
        let sut = makeSUT()
        var finished = 0
        sut.finishFlow = { finished += 1 }
        sut.start()

        // When
        router.modules.output((any ProfileModuleOutput).self)?.onSignOut?()
        router.modules.output((any SignOutModuleOutput).self)?.onCancel?()
        let afterCancel = finished
        router.modules.output((any ProfileModuleOutput).self)?.onSignOut?()
        router.modules.output((any SignOutModuleOutput).self)?.onSignedOut?()

        // Then
        #expect(afterCancel == 0)
        #expect(finished == 1)
    }

    @Test func coordinatorIsReleasedAfterSignOut() async {
        let parent = BaseCoordinator()
        await expectDeallocation {
            var finished = 0
            let router = RouterSpy()
            let sut = ProfileCoordinator(router: router, factory: factory)
            sut.finishFlow = { [weak parent, weak sut] in
                finished += 1
                parent?.removeDependency(sut)
            }
            parent.addDependency(sut)
            sut.start(with: .editProfile)
            router.modules.output((any EditProfileModuleOutput).self)?.onDiscardRequested?()
            router.modules.output((any AlertModuleOutput).self)?.onAction?(.discard)
            router.modules.output((any ProfileModuleOutput).self)?.onSignOut?()
            router.modules.output((any SignOutModuleOutput).self)?.onSignedOut?()
            #expect(finished == 1)
            #expect(parent.childCoordinators.isEmpty)
            router.modules.forget()
            return [sut, router] + router.modules.liveObjects
        }
    }

    @Test func anOpenEditorStaysAndTheProfileLinkSaysSo() {
        // Given
        let sut = makeSUT()

        // When
        let started = sut.start(with: .editProfile)
        let profile = sut.handle(deepLinkOption: .profile)
        let editor = sut.handle(deepLinkOption: .editProfile)

        // Then
        #expect(started == .opened)
        #expect(profile == .rejected(reason: "the profile editor is open; save your edits or go :back first"))
        #expect(editor == .opened)
        #expect(router.visibleModules == ["Profile", "EditProfile"])
    }

    @Test func aLinkToAnotherTabIsRejectedAndNothingMoves() {
        // Given
        let sut = makeSUT()
        sut.start()
        let calls = router.calls

        // When
        let outcome = sut.handle(deepLinkOption: .news)

        // Then
        #expect(outcome == .rejected(reason: "the Profile tab shows profile and profile/edit only"))
        #expect(router.calls == calls)
    }

    @Test func keepingUnsavedWorkKeepsTheOpenEditorsEdits() async throws {
        // Given
        let profileService = ProfileServiceFake()
        let router = RouterSpy()
        let sut = ProfileCoordinator(
            router: router,
            factory: AppModuleFactory.withDoubles(profileService: profileService)
        )
        sut.start(with: .editProfile)
        let editor = try #require(router.modules.output((any EditProfileModuleOutput).self) as? EditProfilePresenter)
        await editor.viewLoaded()
        editor.changeName(to: "Ada")

        // When
        await sut.keepUnsavedWork()

        // Then
        #expect(profileService.keptDraft?.name == "Ada")
        #expect(router.visibleModules == ["Profile", "EditProfile"], "keeping is not leaving")
    }

    @Test func keepingUnsavedWorkAfterDiscardingKeepsNothing() async throws {
        // Given
        let profileService = ProfileServiceFake()
        let router = RouterSpy()
        let sut = ProfileCoordinator(
            router: router,
            factory: AppModuleFactory.withDoubles(profileService: profileService)
        )
        sut.start(with: .editProfile)
        let editor = try #require(router.modules.output((any EditProfileModuleOutput).self) as? EditProfilePresenter)
        await editor.viewLoaded()
        editor.changeName(to: "Ada")
        editor.close()
        router.modules.output((any AlertModuleOutput).self)?.onAction?(.discard)

        // When
        await sut.keepUnsavedWork()

        // Then
        #expect(profileService.keptDraft == nil)
    }
}
