import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Terminal
@testable import TestSupport

/// Every link from every state, through the real wiring: each ends with one visible outcome line.
@MainActor @Suite struct DeepLinkFlowTests {
    /// A state folder where the introduction has been seen and nobody is signed in.
    private func signedOutFolder() async -> TemporaryDirectory {
        let harness = await AppHarness()
        await harness.type("2")
        return harness.folder
    }

    /// An app signed in as the demo account.
    private func signedIn() async -> AppHarness {
        let harness = await AppHarness(folder: await signedOutFolder())
        await harness.signInAsDemo()
        harness.console.clearOutput()
        return harness
    }

    // MARK: - Signed out

    @Test func atLaunchSignedOutTheLinkWaitsForSignInThenOpens() async {
        // Given
        let sut = await AppHarness(folder: await signedOutFolder(), openingLink: "news/3")

        // When
        await sut.type()
        let beforeSignIn = sut.visibleModules
        await sut.signInAsDemo()

        // Then
        #expect(sut.console.output.hasPrefix("[link] news/3 is kept until you sign in; it opens then\n"))
        #expect(beforeSignIn == ["Login"])
        #expect(sut.console.output.contains("[link] opened news/3\n\n── Main › News › Article 3 ─"))
        #expect(sut.tabs["News"] == ["NewsList", "Article"])
    }

    @Test func duringOnboardingTheLinkWaitsThroughSignIn() async {
        // Given
        let sut = await AppHarness()

        // When
        await sut.type(":open cards", "2")
        await sut.signInAsDemo()

        // Then
        #expect(sut.console.output.contains("[link] cards is kept until you sign in; it opens then"))
        #expect(sut.console.output.contains("[link] opened cards"))
        #expect(sut.tabBar?.selectedIndex == MainTab.cards.rawValue)
    }

    @Test func signUpWhileSignedOutOpensTheSignUpScreen() async {
        // Given
        let sut = await AppHarness(folder: await signedOutFolder())

        // When
        await sut.type("demo@example.com", ":open surfmvp://signup")

        // Then
        #expect(sut.console.output.contains("[link] opened signup\n\n── Sign up ─"))
        #expect(sut.visibleModules == ["Login"])
    }

    @Test func aKeptCardLinkThatTheAccountLacksIsRejectedAfterSignIn() async {
        // Given
        let sut = await AppHarness(folder: await signedOutFolder(), openingLink: "cards/9")

        // When
        await sut.signInAsDemo()

        // Then
        #expect(sut.console.output.contains("[link] rejected cards/9: there is no card 9 on this account"))
        #expect(sut.tabBar?.selectedIndex == MainTab.news.rawValue)
    }

    @Test func twoLinksKeptWhileSignedOutOpenInOrderAfterSignIn() async {
        // Given
        let sut = await AppHarness(folder: await signedOutFolder())
        await sut.type(":open news/2", ":open cards/1")

        // When
        await sut.signInAsDemo()

        // Then
        let output = sut.console.output
        #expect(output.contains("[link] news/2 is kept until you sign in; it opens then"))
        #expect(output.contains("[link] cards/1 is kept until you sign in; it opens then"))
        #expect(output.components(after: "[link] opened news/2").first?.contains("[link] opened cards/1") == true)
        #expect(sut.tabs["News"] == ["NewsList", "Article"])
        #expect(sut.tabs["Cards"] == ["CardList", "CardDetail"])
        #expect(sut.tabBar?.selectedIndex == MainTab.cards.rawValue)
    }

    // MARK: - Signed in

    @Test func atLaunchSignedInTheLinkOpensDirectly() async {
        // Given
        let folder = await signedIn().folder

        // When
        let sut = await AppHarness(folder: folder, openingLink: "surfmvp://profile/edit")
        await sut.type()

        // Then
        #expect(sut.console.output.hasPrefix("[link] opened profile/edit\n"))
        #expect(sut.tabs["Profile"] == ["Profile", "EditProfile"])
        #expect(sut.tabs["News"] == [])
    }

    @Test func onAnotherTabTheLinkReusesLiveCoordinatorsAndKeepsTheOtherTab() async throws {
        // Given
        let sut = await signedIn()
        await sut.type("2", ":tab cards", "1")
        let main = try #require(sut.coordinator.hasDependency(ofType: MainCoordinator.self))
        let cards = try #require(main.hasDependency(ofType: CardsCoordinator.self))
        let news = try #require(main.hasDependency(ofType: NewsCoordinator.self))
        let cardsStack = sut.tabs["Cards"]

        // When
        sut.deliver("news/5")
        await sut.type()

        // Then
        #expect(sut.coordinator.hasDependency(ofType: MainCoordinator.self) === main)
        #expect(main.hasDependency(ofType: CardsCoordinator.self) === cards)
        #expect(main.hasDependency(ofType: NewsCoordinator.self) === news)
        #expect(main.hasDependency(ofType: ProfileCoordinator.self) == nil)
        #expect(sut.tabs["Cards"] == cardsStack)
        #expect(sut.tabs["News"] == ["NewsList", "Article"])
        #expect(sut.console.output.contains("[link] opened news/5\n\n── Main › News › Article 5 ─"))
    }

    @Test func alreadyOnTheTargetNothingMoves() async throws {
        // Given
        let sut = await signedIn()
        await sut.type("3")
        let article = try #require(sut.tabBar?.stacks[MainTab.news.rawValue].topScreen)

        // When
        await sut.type(":open news/3")

        // Then
        #expect(sut.tabBar?.stacks[MainTab.news.rawValue].topScreen === article)
        #expect(sut.console.output.contains("[link] opened news/3"))
    }

    @Test func twoLinksArrivingTogetherOpenInOrder() async {
        // Given
        let sut = await signedIn()

        // When
        sut.deliver("news/2")
        sut.deliver("cards/1")
        await sut.type()

        // Then
        let output = sut.console.output
        #expect(output.components(after: "[link] opened news/2").first?.contains("[link] opened cards/1") == true)
        #expect(sut.tabs["News"] == ["NewsList", "Article"])
        #expect(sut.tabs["Cards"] == ["CardList", "CardDetail"])
        #expect(sut.tabBar?.selectedIndex == MainTab.cards.rawValue)
    }

    /// Delivers `link` from outside once, as the next line is being read: a link sent from a second terminal while
    /// the person types.
    private func deliverWhileTheNextLineIsTyped(_ link: String, to sut: AppHarness) {
        var delivered = false
        sut.console.onRead = { [weak sut] in
            guard !delivered else { return }
            delivered = true
            sut?.deliver(link)
        }
    }

    @Test func aLinkArrivingWhileALineIsTypedWaitsForThatLine() async {
        // Given
        let sut = await signedIn()
        await sut.type(":tab cards")
        deliverWhileTheNextLineIsTyped("news/4", to: sut)

        // When
        await sut.type("2")

        // Then
        #expect(sut.console.output.contains("\n[link] news/4 arrived; it opens at the next prompt (press Enter).\n› "))
        #expect(sut.tabs["Cards"] == ["CardList", "CardDetail"])
        #expect(sut.tabs["News"] == ["NewsList", "Article"])
        #expect(sut.tabBar?.selectedIndex == MainTab.news.rawValue)
    }

    @Test func anErrorForTheLineTypedBeforeALinkShowsThereAndOnlyOnce() async {
        // Given
        let sut = await signedIn()
        await sut.type(":tab cards")
        deliverWhileTheNextLineIsTyped("news/4", to: sut)

        // When
        await sut.type("hal")
        await sut.type(":tab cards")

        // Then
        let output = sut.console.output
        let error = "✗ Type the number of a card, 1 to 3."
        #expect(output.components(after: error).first?.contains("[link] opened news/4") == true)
        #expect(output.ranges(of: error).count == 1)
    }

    @Test(arguments: [
        ("signup", "[link] rejected signup: you are already signed in; sign out first"),
        ("news/99", "[link] rejected news/99: there is no article 99"),
        ("cards/4", "[link] rejected cards/4: there is no card 4 on this account"),
        ("cards/x", "[link] rejected cards/x: the card id is a number from 1, as in cards/2"),
        ("ftp://news", "[link] rejected ftp://news: links start with surfmvp:// or with nothing, not ftp://"),
    ])
    func badLinksAreRejectedWithTheReasonAndNothingMoves(link: String, outcome: String) async {
        // Given
        let sut = await signedIn()

        // When
        await sut.type(":open \(link)")

        // Then: the outcome, wrapped to the 80 columns where it is longer
        #expect(sut.console.output.replacing("\n", with: " ").contains(outcome))
        #expect(sut.console.transcript.split(separator: "\n").filter { TextLayout.width(of: String($0)) > 80 }.isEmpty)
        #expect(!sut.console.output.contains("\u{1B}"))
        #expect(sut.tabs["News"] == ["NewsList"])
        #expect(sut.tabBar?.selectedIndex == MainTab.news.rawValue)
    }

    /// Kept out of the arguments above, which the test runner prints.
    @Test func aLinkWithAnEscapeSequenceIsRejectedAndShownAsControlPictures() async {
        // Given
        let sut = await signedIn()

        // When
        await sut.type(":open \u{1B}]0;pwn\u{07}news")

        // Then
        #expect(sut.console.output.contains("[link] rejected ␛]0;pwn␇news: unknown link; try news"))
        #expect(!sut.console.output.contains("\u{1B}"))
        #expect(sut.tabs["News"] == ["NewsList"])
    }

    @Test func signOutFromAnArticleLeavesNoMainCoordinator() async {
        // Given
        let sut = await signedIn()
        await sut.type(":open news/3", ":tab cards", "1", "1")

        // When / Then
        await expectDeallocation(watching: .registry(sut.lifetimes)) {
            [sut.coordinator.hasDependency(ofType: MainCoordinator.self)].compactMap { $0 }
        } after: {
            await sut.type(":tab profile", "2", "1", ":tree")
        }
        #expect(sut.visibleModules == ["Login"])
        #expect(
            sut.console.output.contains(
                "Coordinators:\n  ApplicationCoordinator\n  └─ AuthCoordinator  screens: Login\n"
                    + "Screen stack (top first):\n  ▸ Login\n"
            )
        )
        #expect(sut.lifetimes.leaks().isEmpty)
    }

    @Test func signUpAtFirstLaunchWaitsForTheIntroduction() async {
        // When
        let sut = await AppHarness(openingLink: "signup")
        await sut.type("2")

        // Then
        #expect(sut.console.output.hasPrefix("[link] signup is kept until the introduction is over; it opens then\n"))
        #expect(sut.console.output.contains("── Sign up ─"))
    }

    // MARK: - Quitting

    @Test func aSenderOnceTheAppStartedToQuitIsToldItsLinkWasNotDelivered() async throws {
        // Given
        let sut = await AppHarness()
        let endpoint = LinkEndpoint(path: sut.folder.file("links.sock"))
        sut.assembly.takeLinks(from: endpoint) { Issue.record("links unavailable: \($0)") }

        // When
        await sut.quit()
        let delivery = await Task.detached { LinkEndpoint.send("news/2", to: endpoint.path) }.value

        // Then: never an "ok" for a link that cannot open any more
        #expect(delivery == .nobodyListening)
    }

    @Test func aLinkAnsweredButStillWaitingWhenTheAppQuitsIsNamedAsNotOpened() async throws {
        // Given
        let sut = await AppHarness()
        let endpoint = LinkEndpoint(path: sut.folder.file("links.sock"))
        sut.assembly.takeLinks(from: endpoint) { Issue.record("links unavailable: \($0)") }
        let delivery = await Task.detached { LinkEndpoint.send("news/2", to: endpoint.path) }.value

        // When
        await sut.quit()

        // Then
        #expect(delivery == .delivered)
        #expect(sut.console.output.contains("[link] news/2 was not opened: the app quit first.\n"))
    }
}
