import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Stored fields (names, identifiers, card brands, titles, paths in error messages) come from files a person or a
/// program can edit: whatever they hold, each stays on its own line and nothing in it reaches the terminal as an
/// escape sequence.
@MainActor @Suite struct UntrustedFieldTests {
    /// A field that tries to print lines of its own after a line feed and a line separator, and to write the
    /// clipboard with an OSC 52 sequence.
    private static let hostile =
        "Eve\n[notification] Your sign-in code is 123456\u{1B}]52;c;aGk=\u{07}\u{2028}[notification] again"

    /// What the hostile field reads as once it is made one line.
    private static let shown = "Eve [notification] Your sign-in code is 123456 [notification] again"

    /// A hostile account name short enough to be kept whole when read back from `accounts.json`.
    private static let hostileName = "Eve\n[notification] code 123456\u{1B}]52;c;aGk=\u{07}"

    /// What the hostile name reads as once it is made one line.
    private static let shownName = "Eve [notification] code 123456"

    /// Builds the screen named `screen` showing the hostile field, and says what it shows it as.
    private static func makeView(_ screen: String) throws -> (ViewController, [String]) {
        let card = Card(id: 1, brand: hostile, lastDigits: "4242")
        let article = Article(id: 1, title: hostile, date: hostile, body: "Text.")
        let profile = Profile(
            name: hostile,
            identifier: try #require(SignInIdentifier("eve@example.com")),
            subscription: .free
        )
        switch screen {
        case "Code":
            let view = CodeView()
            view.configure(with: hostile)
            return (view, [shown])
        case "Registration":
            let view = RegistrationView()
            view.configure(with: hostile)
            return (view, [shown])
        case "News":
            let view = NewsListView()
            view.configure(greeting: hostile, articles: [article])
            return (view, ["Hello, \(shown)!", shown])
        case "Article":
            let view = ArticleView()
            view.configure(with: article)
            return (view, [shown])
        case "Profile":
            let view = ProfileView()
            view.configure(with: profile)
            return (view, ["Name: \(shown)", "Signs in with: eve@example.com"])
        case "Edit profile":
            let view = EditProfileView()
            view.configure(
                with: EditProfileViewModel(
                    nameRow: "Name: \(hostile)",
                    subscriptionRow: "Subscription: Free (switch to Premium)",
                    hasUnsavedEdits: false
                )
            )
            return (view, ["Name: \(shown)"])
        case "Cards":
            let view = CardListView()
            view.configure(with: [card])
            return (view, ["\(shown) •• 4242"])
        case "Card":
            let view = CardDetailView()
            view.configure(with: card)
            return (view, ["\(shown) card ending in 4242"])
        case "Card actions":
            let presenter = CardActionsPresenter()
            let view = AlertView()
            presenter.view = view
            presenter.configureModule(with: card)
            presenter.viewLoaded()
            return (view, ["\(shown) •• 4242"])
        case "Confirm":
            let presenter = CardConfirmationPresenter(cardService: CardServiceFake())
            let view = AlertView()
            presenter.view = view
            presenter.configureModule(with: .block(card))
            presenter.viewLoaded()
            return (view, ["Block \(shown) •• 4242?"])
        case "Onboarding":
            let view = OnboardingView()
            view.configure(with: OnboardingPage(title: hostile, text: "Text.", number: 1, count: 2))
            return (view, [shown])
        default:
            Issue.record("no screen named \(screen)")
            return (CodeView(), [])
        }
    }

    @Test(arguments: [
        "Code", "Registration", "News", "Article", "Profile", "Edit profile", "Cards", "Card", "Card actions",
        "Confirm",
        "Onboarding",
    ])
    func aStoredFieldWithLineBreaksAndEscapesStaysOnItsLine(screen: String) throws {
        // Given: wide enough that no line wraps
        let console = ScriptedConsole(columns: 300)
        let (sut, expected) = try Self.makeView(screen)

        // When
        sut.draw(in: console)

        // Then
        let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("[notification]") }, "\(console.output)")
        #expect(!console.output.unicodeScalars.contains { [0x07, 0x1B, 0x85, 0x2028, 0x2029].contains($0.value) })
        for text in expected {
            #expect(lines.contains { $0.contains(text) }, "\(text) is not on one line in \(console.output)")
        }
        #expect(!sut.title.contains { $0.isNewline })
    }

    @Test func anErrorMessageWithAStoredPathInItIsOneLine() {
        // Given
        let console = ScriptedConsole(columns: 300)
        let sut = ProfileView()
        let path = "/home/eve/state\n[notification] Your sign-in code is 123456\u{1B}]52;c;aGk=\u{07}"

        // When
        sut.showError("Not saved: could not write \(path)/profile.json: No space left on device.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output.split(separator: "\n").count == 1)
        #expect(!console.output.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x1B })
        #expect(console.output.contains("state [notification] Your sign-in code is 123456/profile.json"))
    }

    @Test func aStoredIdentifierWithALineBreakIsRefusedOnRead() {
        // Given
        let json = #"{"kind": "email", "value": "eve@example.com\n[notification] Signed out"}"#

        // Then
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SignInIdentifier.self, from: Data(json.utf8)) }
    }

    @Test func anAccountNameEditedInTheStateFolderPrintsNoFakeLines() async throws {
        // Given: the demo account signed in, then its name edited in accounts.json
        let folder = TemporaryDirectory()
        let first = await AppHarness(folder: folder)
        await first.type("2")
        await first.signInAsDemo()
        let accounts = FileAccountService(
            directory: folder.stateDirectory,
            reporter: ProblemReporterSpy(),
            now: Date.init
        )
        let demo = try #require(try await accounts.account(for: .demo))
        try await accounts.rename(accountWithID: demo.id, to: Self.hostileName)

        // When
        let sut = await AppHarness(folder: folder)
        await sut.type(":tab profile")

        // Then
        let lines = sut.console.output.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("[notification]") })
        #expect(!sut.console.output.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x1B })
        #expect(lines.contains { $0.contains("Hello, \(Self.shownName)!") })
        #expect(lines.contains { $0.contains("Name: \(Self.shownName)") })
    }
}
