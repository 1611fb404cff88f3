/// One page of the first-launch introduction.
public nonisolated struct OnboardingPage: Sendable, Equatable {
    // MARK: - Properties

    /// The page's heading.
    public let title: String

    /// The page's text.
    public let text: String

    /// This page's position, from 1.
    public let number: Int

    /// How many pages there are.
    public let count: Int

    /// Whether this is the last page.
    public var isLast: Bool { number == count }

    // MARK: - Initialization

    /// Creates a page.
    public init(title: String, text: String, number: Int, count: Int) {
        self.title = title
        self.text = text
        self.number = number
        self.count = count
    }

    // MARK: - Pages

    /// The introduction shown on first launch.
    public static let all: [OnboardingPage] = {
        let pages = [
            (
                "One coordinator per flow",
                "Every user flow here (this introduction, sign-in, the signed-in area) is owned by a coordinator. "
                    + "Screens never navigate: they report what happened and the coordinator decides where to go."
            ),
            (
                "Router-less MVP modules",
                "Each screen is a module: a passive view, a presenter that holds it weakly, and a configurator. "
                    + "Type :tree at any prompt to see the live coordinators and the screen stack."
            ),
            (
                "Try it",
                "Sign in as demo@example.com, or with any e-mail or phone to create an account. Codes arrive as "
                    + "[notification] lines. :back goes back, :help lists the commands."
            ),
        ]
        return pages.enumerated().map { index, page in
            OnboardingPage(title: page.0, text: page.1, number: index + 1, count: pages.count)
        }
    }()
}
