import Modules
import Storage
import Terminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything the app's modules depend on, built once at launch and handed down through the factories; tests hand
/// their doubles to the memberwise initializer.
@MainActor
struct AppDependencies {
    // MARK: - Properties

    /// Signs people in and out, and knows the signed-in account.
    let authService: any AuthService
    /// Whether the introduction has been seen.
    let onboardingService: any OnboardingService
    /// The articles.
    let newsService: any NewsService
    /// The signed-in account's cards.
    let cardService: any CardService
    /// The signed-in account's profile, and its unsaved edits.
    let profileService: any ProfileService
    /// Where the app was quit, for the next launch to go on there.
    let restorationService: any RestorationService
}

// MARK: - Initialization

extension AppDependencies {
    /// Wires the file-backed services on `directory`, reporting problems and delivering codes on `console`; `now` is
    /// the wall clock, `uptime` the monotonic one that waits are measured with while the app runs.
    init(
        console: any Console,
        directory: StateDirectory,
        now: @escaping @Sendable () -> Date = Date.init,
        uptime: @escaping @Sendable () -> Duration = OneTimeCodeAuthService.systemUptime
    ) {
        let reporter = ConsoleProblemReporter(console: console)
        let sessions = FileSessionService(directory: directory, reporter: reporter, now: now)
        let accounts = FileAccountService(directory: directory, reporter: reporter, now: now)
        onboardingService = FileOnboardingService(directory: directory, reporter: reporter, now: now)
        newsService = BundledNewsService()
        cardService = FileCardService(directory: directory, sessions: sessions, reporter: reporter, now: now)
        profileService = FileProfileService(
            directory: directory,
            sessions: sessions,
            accounts: accounts,
            reporter: reporter,
            now: now
        )
        restorationService = SessionRestorationService(sessions: sessions)
        authService = OneTimeCodeAuthService(
            accounts: accounts,
            sessions: sessions,
            attempts: FileSignInAttemptService(directory: directory, reporter: reporter, now: now),
            notifications: ConsoleNotificationService(console: console),
            reporter: reporter,
            now: now,
            uptime: uptime
        )
    }

    // MARK: - Public Methods

    /// Where the app should begin, from what is stored: a valid session wins, without reading whether the
    /// introduction was seen; otherwise the introduction shows until it has been seen once.
    func launchInstructor() async -> LaunchInstructor {
        guard await authService.currentAccount() == nil else { return .main }
        return await onboardingService.isCompleted() ? .auth : .onboarding
    }
}
