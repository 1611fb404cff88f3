import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

/// The handler's own checks before a link reaches the coordinators: what it names must exist, and a service that
/// cannot answer just now is not taken for a "no".
@MainActor @Suite struct DeepLinkHandlerTests {
    /// Wide enough that each outcome stays on one line.
    private let console = ScriptedConsole(columns: 200)
    private let cards = CardServiceFake()

    /// A handler over a signed-in app (Main running) whose cards come from ``CardServiceFake``.
    private func makeSUT() -> DeepLinkHandler {
        let coordinator = ApplicationCoordinator(
            router: RouterSpy(),
            coordinatorFactory: CoordinatorFactoryStub(),
            launchInstructor: .main
        )
        coordinator.start()
        return DeepLinkHandler(
            console: console,
            coordinator: coordinator,
            newsService: BundledNewsService(),
            cardService: cards
        )
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
            with: .unreadable(StorageError(path: "/s/cards.json", operation: "read", reason: "Input/output error"))
        )

        // When
        await sut.open("cards/2")

        // Then
        #expect(
            console.output
                == "[link] rejected cards/2: your cards could not be read just now (Input/output error);"
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
}
