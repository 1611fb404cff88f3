/// Moves through the introduction and records it as seen at its end.
@MainActor
final class OnboardingPresenter: OnboardingModuleOutput {
    // MARK: - OnboardingModuleOutput

    var onNext: (() -> Void)?
    var onFinish: (() -> Void)?

    // MARK: - Properties

    /// The screen this presenter shows its state on, held weakly: the screen keeps the presenter as
    /// ``OnboardingView/output``.
    weak var view: (any OnboardingViewInput)?

    private let onboardingService: any OnboardingService
    private var page: OnboardingPage?

    // MARK: - Initialization

    /// Creates a presenter that records with `onboardingService` that the introduction was seen.
    init(onboardingService: any OnboardingService) {
        self.onboardingService = onboardingService
    }
}

// MARK: - OnboardingModuleInput

extension OnboardingPresenter: OnboardingModuleInput {
    func configureModule(with page: OnboardingPage) {
        self.page = page
    }
}

// MARK: - OnboardingViewOutput

extension OnboardingPresenter: OnboardingViewOutput {
    func viewLoaded() {
        guard let page else { return }
        view?.configure(with: page)
    }

    func next() async {
        guard let page, page.isLast else {
            onNext?()
            return
        }
        await finish()
    }

    func skip() async {
        await finish()
    }
}

// MARK: - Private Methods

private extension OnboardingPresenter {
    func finish() async {
        do {
            try await onboardingService.markCompleted()
        } catch {
            view?.showError(error.introductionNotRememberedMessage)
        }
        onFinish?()
    }
}
