@testable import Modules

/// Records what the Onboarding presenter shows.
@MainActor
final class OnboardingViewInputSpy: OnboardingViewInput {
    private(set) var page: OnboardingPage?
    private(set) var errors: [String] = []

    func configure(with page: OnboardingPage) { self.page = page }
    func showError(_ message: String) { errors.append(message) }
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
