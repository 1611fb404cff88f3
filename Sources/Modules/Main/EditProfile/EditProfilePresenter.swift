/// Keeps a draft of the profile, saves it on request, and guards unsaved edits on the way out: leaving asks before
/// dropping them, and quitting keeps them for next time.
@MainActor
final class EditProfilePresenter: EditProfileModuleOutput {
    // MARK: - EditProfileModuleOutput

    var onProfileEdited: (() -> Void)?
    var onClose: (() -> Void)?
    var onDiscardRequested: (() -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``EditProfileView/output``.
    weak var view: (any EditProfileViewInput)?

    private let profileService: any ProfileService
    private var original: Profile?
    private var draft: Profile?

    private var hasUnsavedEdits: Bool { draft != original }

    // MARK: - Initialization

    /// Creates a presenter that reads, keeps and saves the profile with `profileService`.
    init(profileService: any ProfileService) {
        self.profileService = profileService
    }
}

// MARK: - EditProfileModuleInput

/// Quitting (through the view) and a session that ends (through the coordinator) keep the edits the same way.
extension EditProfilePresenter: EditProfileModuleInput {
    func keepUnsavedEdits() async {
        guard hasUnsavedEdits, let draft else { return }
        do {
            try await profileService.keepDraft(draft)
        } catch {
            view?.showError(error.draftNotKeptMessage)
        }
    }
}

// MARK: - EditProfileViewOutput

extension EditProfilePresenter: EditProfileViewOutput {
    func viewLoaded() async {
        do {
            let profile = try await profileService.profile()
            let kept = await profileService.takeKeptDraft()
            original = profile
            draft = kept ?? profile
            view?.configure(with: viewModel(for: kept ?? profile))
        } catch {
            view?.showError(error.userMessage)
        }
    }

    func changeName(to name: String) {
        guard var draft else { return }
        do {
            draft.name = try PersonName(name).value
            update(draft)
        } catch {
            view?.showError(error.message)
        }
    }

    func toggleSubscription() {
        guard var draft else { return }
        draft.subscription = draft.subscription == .free ? .premium : .free
        update(draft)
    }

    func save() async {
        guard let draft else { return }
        do {
            try await profileService.save(draft)
            original = draft
            view?.showMessage("Profile saved.")
            onProfileEdited?()
        } catch {
            view?.showError(error.userMessage)
        }
    }

    func close() {
        if hasUnsavedEdits {
            onDiscardRequested?()
        } else {
            onClose?()
        }
    }
}

// MARK: - Private Methods

private extension EditProfilePresenter {
    func update(_ draft: Profile) {
        self.draft = draft
        view?.configure(with: viewModel(for: draft))
    }

    /// The rows' texts for `draft`: its name, and its plan with the one choosing the row switches to.
    func viewModel(for draft: Profile) -> EditProfileViewModel {
        let nextPlan = draft.subscription == .free ? Profile.Subscription.premium : .free
        return EditProfileViewModel(
            nameRow: "Name: \(draft.name)",
            subscriptionRow: "Subscription: \(draft.subscription.title) (switch to \(nextPlan.title))",
            hasUnsavedEdits: hasUnsavedEdits
        )
    }
}
