import Modules
import Terminal

/// Gives every link one visible outcome line: opened, kept until sign-in, or rejected with the reason.
///
/// It parses the link, checks that what it names exists, and hands it to the coordinator tree, which walks it down
/// to the flow that can show it.
@MainActor
final class DeepLinkHandler {
    // MARK: - Properties

    private let console: any Console
    private let coordinator: ApplicationCoordinator
    private let newsService: any NewsService
    private let cardService: any CardService

    // MARK: - Initialization

    init(
        console: any Console,
        coordinator: ApplicationCoordinator,
        newsService: any NewsService,
        cardService: any CardService
    ) {
        self.console = console
        self.coordinator = coordinator
        self.newsService = newsService
        self.cardService = cardService
    }

    // MARK: - Internal Methods

    /// Opens a link typed with `:open` or delivered from outside, and says what became of it.
    func open(_ text: String) async {
        guard let option = await check(text, isSignedIn: coordinator.isSignedIn) else { return }
        let keptBefore = coordinator.pendingOptions.count
        coordinator.handle(deepLinkOption: option)
        report(coordinator.pendingOptions.count > keptBefore ? kept(option) : "opened \(option)")
    }

    /// Checks a link given at launch with `--open`; returns what to start with, or `nil` after saying why not.
    func launchOption(for text: String, launch: LaunchInstructor) async -> DeepLinkOption? {
        guard let option = await check(text, isSignedIn: launch == .main) else { return nil }
        let opensNow = launch == .main || (launch == .auth && option == .signUp)
        report(opensNow ? "opened \(option)" : kept(option))
        return option
    }

    // MARK: - Private Methods

    /// The link, if it parses and names something that exists; otherwise reports why not.
    private func check(_ text: String, isSignedIn: Bool) async -> DeepLinkOption? {
        let option: DeepLinkOption
        do {
            option = try DeepLinkOption(parsing: text)
        } catch {
            reject(text, error.message)
            return nil
        }
        if let problem = await problem(with: option, isSignedIn: isSignedIn) {
            reject(option.description, problem)
            return nil
        }
        return option
    }

    /// Why `option` cannot be opened now, if it cannot.
    private func problem(with option: DeepLinkOption, isSignedIn: Bool) async -> String? {
        switch option {
        case .signUp where isSignedIn:
            return "you are already signed in; sign out first"
        case .article(let id):
            return await newsService.article(withID: id) == nil ? "there is no article \(id)" : nil
        case .card(let id) where isSignedIn:
            let cards = (try? await cardService.cards()) ?? []
            return cards.contains { $0.id == id } ? nil : "there is no card \(id) on this account"
        default:
            return nil
        }
    }

    private func kept(_ option: DeepLinkOption) -> String {
        option == .signUp
            ? "signup is kept until the introduction is over; it opens then"
            : "\(option) is kept until you sign in; it opens then"
    }

    private func reject(_ link: String, _ reason: String) {
        let line = TerminalText.visible("[link] rejected \(link): \(reason)")
        console.write(console.style.red(line) + "\n")
    }

    private func report(_ outcome: String) {
        console.write(console.style.yellow(TerminalText.visible("[link] \(outcome)")) + "\n")
    }
}
