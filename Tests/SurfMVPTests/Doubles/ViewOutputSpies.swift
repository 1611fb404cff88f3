@testable import Modules

/// Records what the Login view reports to its presenter.
@MainActor
final class LoginViewOutputSpy: LoginViewOutput {
    private(set) var loaded = 0
    private(set) var logins: [String] = []

    func viewLoaded() { loaded += 1 }
    func login(with text: String) async { logins.append(text) }
}

/// Records what the Code view reports to its presenter.
@MainActor
final class CodeViewOutputSpy: CodeViewOutput {
    private(set) var loaded = 0
    private(set) var codes: [String] = []
    private(set) var resendRequests = 0

    func viewLoaded() { loaded += 1 }
    func verify(code: String) async { codes.append(code) }
    func resendCode() async { resendRequests += 1 }
}

/// Records what the Registration view reports to its presenter.
@MainActor
final class RegistrationViewOutputSpy: RegistrationViewOutput {
    private(set) var loaded = 0
    private(set) var names: [String] = []

    func viewLoaded() { loaded += 1 }
    func register(name: String) { names.append(name) }
}

/// Records what the Terms view reports to its presenter.
@MainActor
final class TermsViewOutputSpy: TermsViewOutput {
    private(set) var acceptances = 0
    private(set) var declines = 0

    func accept() async { acceptances += 1 }
    func decline() { declines += 1 }
}

/// Records what the Onboarding view reports to its presenter.
@MainActor
final class OnboardingViewOutputSpy: OnboardingViewOutput {
    private(set) var loaded = 0
    private(set) var nextRequests = 0
    private(set) var skips = 0

    func viewLoaded() { loaded += 1 }
    func next() async { nextRequests += 1 }
    func skip() async { skips += 1 }
}

/// Records what the NewsList view reports to its presenter.
@MainActor
final class NewsListViewOutputSpy: NewsListViewOutput {
    private(set) var loaded = 0
    private(set) var selectedIndices: [Int] = []

    func viewLoaded() async { loaded += 1 }
    func selectArticle(at index: Int) { selectedIndices.append(index) }
}

/// Records what the Article view reports to its presenter.
@MainActor
final class ArticleViewOutputSpy: ArticleViewOutput {
    private(set) var loaded = 0

    func viewLoaded() async { loaded += 1 }
}

/// Records what the CardList view reports to its presenter.
@MainActor
final class CardListViewOutputSpy: CardListViewOutput {
    private(set) var appearances = 0
    private(set) var selectedIndices: [Int] = []

    func viewWillAppear() async { appearances += 1 }
    func selectCard(at index: Int) { selectedIndices.append(index) }
}

/// Records what the CardDetail view reports to its presenter.
@MainActor
final class CardDetailViewOutputSpy: CardDetailViewOutput {
    private(set) var appearances = 0
    private(set) var actionRequests = 0

    func viewWillAppear() async { appearances += 1 }
    func showActions() { actionRequests += 1 }
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
