import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The EditProfile presenter: the draft it keeps until saved, and when closing asks first.
@MainActor @Suite struct EditProfilePresenterTests {
    private let view = EditProfileViewInputSpy()
    private let profileService = ProfileServiceFake()

    private func makeSUT() async -> EditProfilePresenter {
        let sut = EditProfilePresenter(profileService: profileService)
        sut.view = view
        await sut.viewLoaded()
        return sut
    }

    /// What `sut` reports to its coordinator when the person closes it: `close` or `discard?`.
    private func reports(closing sut: EditProfilePresenter) -> [String] {
        var reported: [String] = []
        sut.onClose = { reported.append("close") }
        sut.onDiscardRequested = { reported.append("discard?") }
        sut.close()
        return reported
    }

    @Test func editsAreADraftUntilSaved() async {
        // Given
        let sut = await makeSUT()
        var edited = 0
        sut.onProfileEdited = { edited += 1 }

        // When
        sut.changeName(to: " Ada ")
        sut.toggleSubscription()
        let unsaved = view.hasUnsavedEdits
        let storedBeforeSave = profileService.storedProfile
        await sut.save()

        // Then
        #expect(unsaved)
        #expect(storedBeforeSave.name == "Demo User")
        #expect(profileService.storedProfile.name == "Ada")
        #expect(profileService.storedProfile.subscription == .premium)
        #expect(view.messages == ["Profile saved."])
        #expect(edited == 1)
    }

    @Test func theRowsNameTheDraftAndOfferTheOtherPlan() async {
        // Given
        let sut = await makeSUT()
        let loaded = view.model

        // When
        sut.changeName(to: "Ada")
        sut.toggleSubscription()

        // Then
        #expect(
            loaded
                == EditProfileViewModel(
                    nameRow: "Name: Demo User",
                    subscriptionRow: "Subscription: Free (switch to Premium)",
                    hasUnsavedEdits: false
                )
        )
        #expect(
            view.model
                == EditProfileViewModel(
                    nameRow: "Name: Ada",
                    subscriptionRow: "Subscription: Premium (switch to Free)",
                    hasUnsavedEdits: true
                )
        )
    }

    @Test func closingWithoutEditsCloses() async {
        // Given
        let sut = await makeSUT()

        // When
        let reported = reports(closing: sut)

        // Then
        #expect(reported == ["close"])
    }

    @Test func closingWithUnsavedEditsAsksFirst() async {
        // Given
        let sut = await makeSUT()
        sut.toggleSubscription()

        // When
        let reported = reports(closing: sut)

        // Then
        #expect(reported == ["discard?"])
    }

    @Test func undoingAnEditLeavesNothingUnsaved() async {
        // Given
        let sut = await makeSUT()

        // When
        sut.toggleSubscription()
        sut.toggleSubscription()

        // Then
        #expect(!view.hasUnsavedEdits)
        #expect(reports(closing: sut) == ["close"])
    }

    @Test func anInvalidNameIsRefusedAndKeepsTheDraft() async {
        // Given
        let sut = await makeSUT()

        // When
        sut.changeName(to: "  ")

        // Then
        #expect(view.errors == ["Type your name: at least one letter."])
        #expect(view.model?.nameRow == "Name: Demo User")
    }

    @Test func aFailedSaveKeepsTheEdits() async {
        // Given
        let sut = await makeSUT()
        profileService.fail(
            with: .unavailable(ServiceFailure(step: .save, detail: "/p: Read-only file system"))
        )
        var edited = false
        sut.onProfileEdited = { edited = true }
        sut.toggleSubscription()

        // When
        await sut.save()

        // Then
        #expect(!edited)
        #expect(
            view.errors == ["Not saved: could not save /p: Read-only file system. Your edits are still here."]
        )
        #expect(reports(closing: sut) == ["discard?"])
    }

    @Test func quittingWithUnsavedEditsKeepsThemForNextTime() async {
        // Given
        let sut = await makeSUT()
        sut.changeName(to: "Draft Name")

        // When
        await sut.keepUnsavedEdits()

        // Then
        #expect(profileService.keptDraft?.name == "Draft Name")
        #expect(profileService.storedProfile.name == "Demo User", "kept, not saved")
    }

    @Test func editsThatCannotBeKeptSayWhy() async {
        // Given
        let sut = await makeSUT()
        sut.changeName(to: "Draft Name")
        let refusal = ServiceFailure(step: .refusedSave, detail: "the state folder is read-only")
        profileService.fail(with: .unavailable(refusal))

        // When
        await sut.keepUnsavedEdits()

        // Then
        #expect(view.errors == ["Your unsaved edits were not kept for next time: the state folder is read-only."])
        #expect(profileService.keptDraft == nil)
    }

    @Test func quittingWithoutEditsKeepsNothing() async {
        // Given
        let sut = await makeSUT()

        // When
        await sut.keepUnsavedEdits()

        // Then
        #expect(profileService.keptDraft == nil)
    }

    @Test func keptEditsComeBackOnceAsUnsavedEdits() async throws {
        // Given
        try await profileService.keepDraft(Profile(name: "Draft Name", identifier: .demo, subscription: .premium))

        // When
        let sut = await makeSUT()

        // Then
        #expect(view.model?.nameRow == "Name: Draft Name")
        #expect(view.model?.subscriptionRow == "Subscription: Premium (switch to Free)")
        #expect(view.hasUnsavedEdits)
        #expect(profileService.keptDraft == nil, "handed out once")
        #expect(reports(closing: sut) == ["discard?"], "closing still asks before dropping them")
    }
}
