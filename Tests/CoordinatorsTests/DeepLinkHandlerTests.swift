import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The handler's own checks before a link reaches the coordinators: what it names must exist, and a service that
/// cannot answer just now is not taken for a "no".
@MainActor @Suite struct DeepLinkHandlerTests {
    /// Wide enough that each outcome stays on one line.
    private let console = ScriptedConsole(columns: 200)
    private let cards = CardServiceFake()

    private let factory = CoordinatorFactoryStub()

    /// A handler over an app that starts as `launch` says (signed in: Main running) whose cards come from
    /// ``CardServiceFake``.
    private func makeSUT(_ launch: LaunchInstructor = .main) -> DeepLinkHandler {
        let coordinator = ApplicationCoordinator(
            router: RouterSpy(),
            coordinatorFactory: factory,
            launchInstructor: launch
        )
        coordinator.start()
        return DeepLinkHandler(
            console: console,
            coordinator: coordinator,
            newsService: BundledNewsService(),
            cardService: cards
        )
    }

    // MARK: - Tab after a link's argument

    @Test(arguments: [
        (":open cards/", [":open cards/1", ":open cards/2", ":open cards/3"]),
        (":open  surfmvp://cards/2", [":open  surfmvp://cards/2"]),
        (":open news/1", [":open news/1", ":open news/10", ":open news/11", ":open news/12"]),
        (":open profile/", []),
        (":tab cards/", []),
    ])
    func tabAfterALinksArgumentOffersWhatItCanBe(line: String, lines: [String]) async {
        // Given
        let sut = makeSUT()

        // When
        let completions = await sut.completions(forArgumentOf: line)

        // Then
        #expect(completions == lines)
    }

    @Test func signedOutTheCardsAreNotAskedForNorOffered() async {
        // Given
        let sut = makeSUT(.auth)

        // When
        let completions = await sut.completions(forArgumentOf: ":open cards/")

        // Then
        #expect(completions.isEmpty)
        #expect(cards.readCount == 0)
    }

    @Test func aCardTheAccountDoesNotHaveIsRejected() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.open("cards/9")

        // Then
        #expect(console.output == "[link] rejected cards/9: there is no card 9 on this account\n")
    }

    @Test func cardsThatCannotBeReadJustNowAreNotTakenForAMissingCard() async {
        // Given
        let sut = makeSUT()
        cards.fail(
            with: .unavailable(ServiceFailure(step: .read, detail: "/s/cards.json: Input/output error"))
        )

        // When
        await sut.open("cards/2")

        // Then
        #expect(
            console.output
                == "[link] rejected cards/2: your cards could not be read just now (/s/cards.json: Input/output error);"
                + " try again later\n"
        )
    }

    @Test func aLinkTooLongIsShownCutShortInItsOneLine() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.open("news/" + String(repeating: "x", count: 5000))

        // Then
        #expect(
            console.output
                == "[link] rejected news/" + String(repeating: "x", count: 55) + "…: the link is longer than 200"
                + " characters\n"
        )
    }

    @Test func aLinkOfFewCharactersAndThousandsOfCombiningMarksIsShownCutShort() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.open("cards/1" + String(repeating: "\u{301}", count: 30000))

        // Then
        let output = console.output
        #expect(output.utf8.count < 400)
        #expect(output.utf8.starts(with: "[link] rejected cards/1".utf8))
        #expect(output.hasSuffix("…: the card id is a number from 1, as in cards/2\n"))
    }

    // MARK: - Kept until sign-in

    @Test func twoLinksWhileSignedOutAreKeptThenOpenInOrderAfterSignIn() async {
        // Given
        let sut = makeSUT(.auth)
        await sut.open("news/3")
        await sut.open("cards/1")
        factory.last?.finishFlow?()

        // When
        await sut.openHeldLinks()

        // Then
        #expect(
            console.output
                == "[link] news/3 is kept until you sign in; it opens then\n"
                + "[link] cards/1 is kept until you sign in; it opens then\n"
                + "[link] opened news/3\n[link] opened cards/1\n"
        )
        #expect(factory.last?.handledOptions == [.article(id: 3), .card(id: 1)])
        #expect(sut.keptLinks.isEmpty)
    }

    @Test func aKeptCardTheAccountDoesNotHaveIsRejectedAfterSignIn() async {
        // Given
        let sut = makeSUT(.auth)
        await sut.open("cards/9")
        factory.last?.finishFlow?()

        // When
        await sut.openHeldLinks()

        // Then
        #expect(console.output.hasSuffix("[link] rejected cards/9: there is no card 9 on this account\n"))
        #expect(factory.last?.handledOptions == [])
    }

    @Test func aLaunchLinkKeptUntilSignInOpensAfterIt() async {
        // Given
        let sut = makeSUT(.auth)
        sut.settle(.keptUntilSignedIn, for: .profile)
        factory.last?.finishFlow?()

        // When
        await sut.openHeldLinks()

        // Then
        #expect(factory.last?.handledOptions == [.profile])
        #expect(console.output.hasSuffix("[link] opened profile\n"))
    }

    @Test func keptLinksOpenOnlyOnce() async {
        // Given
        let sut = makeSUT(.auth)
        await sut.open("news")
        factory.last?.finishFlow?()
        await sut.openHeldLinks()

        // When
        await sut.openHeldLinks()

        // Then
        #expect(factory.last?.handledOptions == [.news])
    }

    @Test func aKeptLinkStillSignedOutIsKeptAgain() async {
        // Given
        let sut = makeSUT(.auth)
        await sut.open("news")

        // When
        await sut.openHeldLinks()

        // Then
        #expect(sut.keptLinks == [.news])
        #expect(factory.last?.handledOptions == [])
    }
}
