import Modules
import Terminal

/// Makes the modules of the Onboarding flow.
@MainActor
protocol OnboardingModuleFactory {
    /// One introduction page.
    func makeOnboardingModule() -> OnboardingModuleComponents
}

/// Makes the modules of the Auth flow.
@MainActor
protocol AuthModuleFactory {
    /// Phone or e-mail entry.
    func makeLoginModule() -> LoginModuleComponents

    /// One-time code entry.
    func makeCodeModule() -> CodeModuleComponents

    /// A new account's name.
    func makeRegistrationModule() -> RegistrationModuleComponents

    /// The terms of use, shown modally.
    func makeTermsModule() -> TermsModuleComponents

    /// An alert.
    func makeAlertModule() -> AlertModuleComponents
}

/// Makes what the Main flow shows itself: the tab bar.
@MainActor
protocol MainModuleFactory {
    /// The tab bar with the News, Cards and Profile tabs, in that order.
    func makeTabBar() -> TabBarController
}

/// Makes the modules of the News tab.
@MainActor
protocol NewsModuleFactory {
    /// The list of articles.
    func makeNewsListModule() -> NewsListModuleComponents

    /// One article.
    func makeArticleModule() -> ArticleModuleComponents
}

/// Makes the modules of the Cards tab.
@MainActor
protocol CardsModuleFactory {
    /// The account's cards.
    func makeCardListModule() -> CardListModuleComponents

    /// One card.
    func makeCardDetailModule() -> CardDetailModuleComponents

    /// The actions alert of a card.
    func makeCardActionsModule() -> CardActionsModuleComponents

    /// The confirmation of a change to a card.
    func makeCardConfirmationModule() -> CardConfirmationModuleComponents
}

/// Makes the modules of the Profile tab.
@MainActor
protocol ProfileModuleFactory {
    /// The profile.
    func makeProfileModule() -> ProfileModuleComponents

    /// The profile editor.
    func makeEditProfileModule() -> EditProfileModuleComponents

    /// The sign-out confirmation.
    func makeSignOutModule() -> SignOutModuleComponents

    /// An alert.
    func makeAlertModule() -> AlertModuleComponents
}
