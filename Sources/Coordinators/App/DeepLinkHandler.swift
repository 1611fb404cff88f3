import Modules
import Terminal

/// Gives every link one visible outcome line: opened, kept until sign-in, or rejected with the reason.
///
/// It parses the link, checks that what it names exists (which needs the services, so it is async), and hands it to
/// the root coordinator, which walks it down to the flow that can show it and returns what became of it: the line
/// says exactly that. A link that must wait for sign-in is kept here, in order, and opened by ``openHeldLinks()`` at
/// the first prompt after someone has signed in, each checked again against the account first.
@MainActor
final class DeepLinkHandler: LinkOpener {
    // MARK: - Properties

    private let console: any Console
    private let coordinator: ApplicationCoordinator
    private let newsService: any NewsService
    private let cardService: any CardService

    /// The links kept until someone signs in, oldest first.
    private(set) var keptLinks: [DeepLinkOption] = []

    // MARK: - Initialization

    /// Creates a handler that walks links down from `coordinator`, checks articles and cards with the services, and
    /// writes its outcome lines on `console`.
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
        guard let option = parse(text) else { return }
        await open(option)
    }

    /// Opens the links kept until sign-in, oldest first, once someone has signed in; the app's link queue calls it
    /// at every prompt, before the links delivered since.
    ///
    /// Each is checked again first, as a card can only be checked against an account; one that must still wait is
    /// kept again.
    func openHeldLinks() async {
        guard coordinator.isSignedIn, !keptLinks.isEmpty else { return }
        let links = keptLinks
        keptLinks = []
        for option in links {
            await open(option)
        }
    }

    /// Checks a link given at launch with `--open`; returns what to start with, or `nil` after saying why not.
    func launchOption(for text: String, isSignedIn: Bool) async -> DeepLinkOption? {
        guard let option = parse(text), await isPresent(option, isSignedIn: isSignedIn) else { return nil }
        return option
    }

    /// Checks where the app was quit, signed in, as a link is checked; returns what to start with, or `nil` after
    /// saying in one line why the app cannot go back there (a card removed since, say).
    func restoredOption(for text: String) async -> DeepLinkOption? {
        let problem: String?
        var restored: DeepLinkOption?
        do {
            let option = try DeepLinkOption(parsing: text)
            problem = await self.problem(with: option, isSignedIn: true)
            restored = option
        } catch {
            problem = error.message
        }
        guard let problem else { return restored }
        cannotGoBack(to: text, problem)
        return nil
    }

    /// Says, when the restored `option` did not open, why the app is not back where it was quit.
    func settleRestored(_ outcome: DeepLinkOutcome, for option: DeepLinkOption) {
        guard case .rejected(let reason) = outcome else { return }
        cannotGoBack(to: option.description, reason)
    }

    /// The whole lines Tab completes `line` to when it is `:open` with a link whose argument is a number: each
    /// article for `news/`, and, signed in, each of the account's cards for `cards/` (read now, once per Tab that
    /// asks); none otherwise, or when the cards cannot be read just now.
    func completions(forArgumentOf line: String) async -> [String] {
        let command = ":open "
        guard line.hasPrefix(command) else { return [] }
        var head = command + line.dropFirst(command.count).prefix { $0 == " " }
        var link = line.dropFirst(head.count)
        if link.lowercased().hasPrefix("surfmvp://") {
            head += link.prefix(10)
            link = link.dropFirst(10)
        }
        let ids: [Int]
        if link.hasPrefix("news/") {
            ids = await newsService.articles().map(\.id)
            head += "news/"
        } else if link.hasPrefix("cards/"), coordinator.isSignedIn {
            ids = (try? await cardService.cards().map(\.id)) ?? []
            head += "cards/"
        } else {
            return []
        }
        return ids.map { head + String($0) }.filter { $0.hasPrefix(line) }
    }

    /// Takes what became of `option` (from the root coordinator), keeps it when it must wait for sign-in, and prints
    /// the one line that says so.
    func settle(_ outcome: DeepLinkOutcome, for option: DeepLinkOption) {
        switch outcome {
        case .opened:
            notice("opened \(option)")
        case .keptUntilSignedIn:
            keptLinks.append(option)
            notice("\(option) is kept until you sign in; it opens then")
        case .keptUntilIntroductionIsOver:
            notice("\(option) is kept until the introduction is over; it opens then")
        case .rejected(let reason):
            reject(option.description, reason)
        }
    }

    // MARK: - Private Methods

    /// Opens a link the app holds as a value, checking it first.
    private func open(_ option: DeepLinkOption) async {
        guard await isPresent(option, isSignedIn: coordinator.isSignedIn) else { return }
        settle(coordinator.handle(deepLinkOption: option), for: option)
    }

    /// The link, if it parses; otherwise reports why not.
    private func parse(_ text: String) -> DeepLinkOption? {
        do {
            return try DeepLinkOption(parsing: text)
        } catch {
            reject(text, error.message)
            return nil
        }
    }

    /// Whether what `option` names exists, as far as can be known now; reports it when it does not.
    private func isPresent(_ option: DeepLinkOption, isSignedIn: Bool) async -> Bool {
        guard let problem = await problem(with: option, isSignedIn: isSignedIn) else { return true }
        reject(option.description, problem)
        return false
    }

    /// Why what `option` names cannot be shown, as far as can be known now; `nil` when it can.
    private func problem(with option: DeepLinkOption, isSignedIn: Bool) async -> String? {
        switch option {
        case .article(let id):
            await newsService.article(withID: id) == nil ? "there is no article \(id)" : nil
        case .card(let id) where isSignedIn:
            await problem(withCard: id)
        default:
            nil
        }
    }

    /// Why card `id` of the signed-in account cannot be shown, or `nil` when it can: a card the account does not have,
    /// or cards that could not be read just now, which is not the same.
    private func problem(withCard id: Int) async -> String? {
        do {
            return try await cardService.cards().contains { $0.id == id }
                ? nil : "there is no card \(id) on this account"
        } catch .unavailable(let failure) {
            return "your cards could not be read just now (\(failure.detail)); try again later"
        } catch {
            return "there is no card \(id) on this account"
        }
    }

    /// The one line for a place the app cannot go back to.
    private func cannotGoBack(to link: String, _ reason: String) {
        let shown = TerminalText.visible(link, shortenedTo: 60)
        console.writeLines(
            TerminalText.visible("Could not go back to \(shown): \(reason)."),
            styled: console.style.yellow
        )
    }

    private func reject(_ link: String, _ reason: String) {
        let shown = TerminalText.visible(link, shortenedTo: 60)
        console.writeLines(TerminalText.visible("[link] rejected \(shown): \(reason)"), styled: console.style.red)
    }

    private func notice(_ outcome: String) {
        console.writeLines(TerminalText.visible("[link] \(outcome)"), styled: console.style.yellow)
    }
}
