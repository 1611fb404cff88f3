@testable import Modules

/// Records what the EditProfile presenter shows.
@MainActor
final class EditProfileViewInputSpy: EditProfileViewInput {
    private(set) var model: EditProfileViewModel?
    var hasUnsavedEdits: Bool { model?.hasUnsavedEdits ?? false }
    private(set) var errors: [String] = []
    private(set) var messages: [String] = []

    func configure(with model: EditProfileViewModel) {
        self.model = model
    }

    func showError(_ message: String) { errors.append(message) }
    func showMessage(_ message: String) { messages.append(message) }
}

/// Records what the EditProfile view reports to its presenter.
@MainActor
final class EditProfileViewOutputSpy: EditProfileViewOutput {
    private(set) var loaded = 0
    private(set) var names: [String] = []
    private(set) var subscriptionToggles = 0
    private(set) var saves = 0
    private(set) var closeRequests = 0
    private(set) var keptEdits = 0

    func viewLoaded() async { loaded += 1 }
    func changeName(to name: String) { names.append(name) }
    func toggleSubscription() { subscriptionToggles += 1 }
    func save() async { saves += 1 }

    func close() { closeRequests += 1 }

    func keepUnsavedEdits() async { keptEdits += 1 }
}
