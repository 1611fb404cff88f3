import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The Profile presenter: the profile it shows, and the intents it reports.
@MainActor @Suite struct ProfilePresenterTests {
    private let view = ProfileViewInputSpy()
    private let profileService = ProfileServiceFake()

    @Test func showsTheProfileAndReportsIntents() async {
        // Given
        let sut = ProfilePresenter(profileService: profileService)
        sut.view = view
        var events: [String] = []
        sut.onEdit = { events.append("edit") }
        sut.onSignOut = { events.append("sign out") }

        // When
        await sut.viewWillAppear()
        sut.editProfile()
        sut.signOut()

        // Then
        #expect(view.profile?.name == "Demo User")
        #expect(events == ["edit", "sign out"])
    }
}
