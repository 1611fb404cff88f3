@testable import Modules

/// Records what the Profile presenter shows.
@MainActor
final class ProfileViewInputSpy: ProfileViewInput {
    private(set) var profile: Profile?
    private(set) var errors: [String] = []

    func configure(with profile: Profile) { self.profile = profile }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Profile view reports to its presenter.
@MainActor
final class ProfileViewOutputSpy: ProfileViewOutput {
    private(set) var appearances = 0
    private(set) var editRequests = 0
    private(set) var signOutRequests = 0

    func viewWillAppear() async { appearances += 1 }
    func editProfile() { editRequests += 1 }
    func signOut() { signOutRequests += 1 }
}
