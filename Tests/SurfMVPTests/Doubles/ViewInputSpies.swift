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

/// Records what the SignOut presenter shows.
@MainActor
final class SignOutViewInputSpy: SignOutViewInput {
    private(set) var errors: [String] = []

    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Alert presenter shows.
@MainActor
final class AlertViewInputSpy: AlertViewInput {
    private(set) var model: AlertModel?

    func configure(with model: AlertModel) { self.model = model }
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

/// Records what the CardActions presenter shows.
@MainActor
final class CardActionsViewInputSpy: CardActionsViewInput {
    private(set) var title: String?
    private(set) var actions: [String] = []

    func configure(title: String, actions: [String]) {
        self.title = title
        self.actions = actions
    }
}

/// Records what the CardConfirmation presenter shows.
@MainActor
final class CardConfirmationViewInputSpy: CardConfirmationViewInput {
    private(set) var title: String?
    private(set) var confirmTitle: String?
    private(set) var errors: [String] = []

    func configure(title: String, message: String, confirmTitle: String) {
        self.title = title
        self.confirmTitle = confirmTitle
    }

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

    func showDraft(_ draft: Profile, hasUnsavedEdits: Bool) {
        configure(with: draft, hasUnsavedEdits: hasUnsavedEdits)
    }

    func showError(_ message: String) { errors.append(message) }
}
