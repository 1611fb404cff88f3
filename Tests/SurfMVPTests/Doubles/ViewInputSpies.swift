import Testing

@testable import Modules

/// Records what the Login presenter shows.
@MainActor
final class LoginViewInputSpy: LoginViewInput {
    private(set) var purpose: SignInPurpose?
    private(set) var errors: [String] = []

    func configure(with purpose: SignInPurpose) { self.purpose = purpose }

    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Code presenter shows.
@MainActor
final class CodeViewInputSpy: CodeViewInput {
    private(set) var destination: String?
    private(set) var errors: [String] = []
    private(set) var messages: [String] = []

    func configure(with destination: String) { self.destination = destination }
    func showError(_ message: String) { errors.append(message) }
    func showMessage(_ message: String) { messages.append(message) }
}

/// Records what the Registration presenter shows.
@MainActor
final class RegistrationViewInputSpy: RegistrationViewInput {
    private(set) var identifier: String?
    private(set) var errors: [String] = []

    func configure(with identifier: String) { self.identifier = identifier }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Terms presenter shows.
@MainActor
final class TermsViewInputSpy: TermsViewInput {
    private(set) var errors: [String] = []

    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Onboarding presenter shows.
@MainActor
final class OnboardingViewInputSpy: OnboardingViewInput {
    private(set) var page: OnboardingPage?
    private(set) var errors: [String] = []

    func configure(with page: OnboardingPage) { self.page = page }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what an alert's presenter shows on the shared alert view.
@MainActor
final class AlertViewInputSpy: AlertViewInput {
    private(set) var model: AlertModel?
    private(set) var errors: [String] = []

    /// The labels of the actions shown, in menu order.
    var actionTitles: [String] { model?.actions.map(\.title) ?? [] }

    func configure(with model: AlertModel) { self.model = model }
    func showError(_ message: String) { errors.append(message) }

    /// The action shown with the label `title`, as the person would pick it.
    func action(_ title: String) -> AlertAction {
        guard let action = model?.actions.first(where: { $0.title == title }) else {
            Issue.record("no action \(title) in \(actionTitles)")
            return AlertAction(title)
        }
        return action
    }
}

/// Records what the alert view reports to its presenter.
@MainActor
final class AlertViewOutputSpy: AlertViewOutput {
    private(set) var loaded = 0
    private(set) var picked: [AlertAction] = []

    func viewLoaded() { loaded += 1 }
    func pick(_ action: AlertAction) async { picked.append(action) }
}

/// Records what the NewsList presenter shows.
@MainActor
final class NewsListViewInputSpy: NewsListViewInput {
    private(set) var name: String?
    private(set) var articles: [Article] = []
    private(set) var errors: [String] = []

    func configure(greeting name: String, articles: [Article]) {
        self.name = name
        self.articles = articles
    }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Article presenter shows.
@MainActor
final class ArticleViewInputSpy: ArticleViewInput {
    private(set) var article: Article?
    private(set) var errors: [String] = []

    func configure(with article: Article) { self.article = article }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the CardList presenter shows.
@MainActor
final class CardListViewInputSpy: CardListViewInput {
    private(set) var cards: [Card] = []
    private(set) var configureCount = 0
    private(set) var unavailable: [String] = []
    private(set) var errors: [String] = []

    func configure(with cards: [Card]) {
        self.cards = cards
        configureCount += 1
    }
    func showUnavailable(_ message: String) { unavailable.append(message) }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the CardDetail presenter shows.
@MainActor
final class CardDetailViewInputSpy: CardDetailViewInput {
    private(set) var card: Card?
    private(set) var errors: [String] = []

    func configure(with card: Card) { self.card = card }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Profile presenter shows.
@MainActor
final class ProfileViewInputSpy: ProfileViewInput {
    private(set) var profile: Profile?
    private(set) var errors: [String] = []

    func configure(with profile: Profile) { self.profile = profile }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the EditProfile presenter shows.
@MainActor
final class EditProfileViewInputSpy: EditProfileViewInput {
    private(set) var draft: Profile?
    private(set) var hasUnsavedEdits = false
    private(set) var errors: [String] = []

    func configure(with draft: Profile, hasUnsavedEdits: Bool) {
        self.draft = draft
        self.hasUnsavedEdits = hasUnsavedEdits
    }

    func showError(_ message: String) { errors.append(message) }
}
