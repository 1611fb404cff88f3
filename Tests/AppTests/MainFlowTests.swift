import Testing

@testable import Coordinators
@testable import Modules
@testable import ProcessTestSupport
@testable import Terminal
@testable import TestSupport

/// The Main flow through the real wiring: tabs, cards, profile edits.
@MainActor @Suite struct MainFlowTests {
    private func signedIn(folder: TemporaryDirectory = TemporaryDirectory()) async -> AppHarness {
        let harness = await AppHarness(folder: folder)
        await harness.type("2")
        await harness.signInAsDemo()
        harness.console.clearOutput()
        return harness
    }

    @Test func theTreeIsTheOneTheArchitecturePageShows() async throws {
        // Given: an article open in News, a card's actions in Cards
        let sut = await signedIn()
        await sut.type("1", ":tab cards", "1", "1")

        // When
        await sut.type(":tree")

        // Then
        let tree = """
            Coordinators:
              ApplicationCoordinator
              └─ MainCoordinator  screens: TabBar
                 ├─ NewsCoordinator  screens: NewsList › Article
                 └─ CardsCoordinator  screens: CardList › CardDetail › CardActions
            Screen stack (top first):
              ▸ TabBar
                tab News: NewsList › Article
                tab Cards (selected): CardList › CardDetail › CardActions
                tab Profile: not opened
            """
        #expect(sut.console.output.contains(tree))
        let page = try ProjectFolder.text(of: "Sources/Coordinators/Coordinators.docc/Architecture.md")
        #expect(page.contains(tree))
    }

    @Test func tabsKeepTheirScreensWhileYouSwitch() async {
        // Given
        let sut = await signedIn()

        // When
        await sut.type("4", ":tab 2", "3", ":tab news")

        // Then
        #expect(sut.tabs["News"] == ["NewsList", "Article"])
        #expect(sut.tabs["Cards"] == ["CardList", "CardDetail"])
        #expect(sut.lastScreen.hasPrefix("Main › News › Article 4 ─"))
    }

    @Test func aRemovedCardStaysRemovedAfterARelaunch() async {
        // Given
        let sut = await signedIn()

        // When
        await sut.type(":tab cards", "2", "1", "2", "1")
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.type(":tab cards")

        // Then
        #expect(sut.console.output.contains("! Remove Mastercard •• 4444?"))
        let afterRemoval = sut.lastScreen
        #expect(afterRemoval.contains("2) Mir •• 0001\n✓ Mastercard •• 4444 is removed from this account.\n› "))
        #expect(relaunched.console.output.contains("1) Visa •• 4242\n2) Mir •• 0001\n"))
    }

    @Test func aBlockedCardShowsBlockedInTheListAndCanBeUnblocked() async {
        // Given
        let sut = await signedIn()

        // When
        await sut.type(":tab cards", "1", "1", "1", "1", ":back")
        let blocked = sut.console.output
        await sut.type("1", "1", "1", "1")

        // Then
        #expect(blocked.contains("1) Visa •• 4242        blocked\n2) Mastercard •• 4444\n"))
        #expect(sut.console.output.contains("! Unblock Visa •• 4242?"))
        let card = sut.lastScreen
        #expect(card.contains("Active: payments go through.\n1) Actions\n"))
        #expect(card.hasSuffix("✓ Visa •• 4242 is unblocked.\n› \n"))
    }

    @Test(arguments: [
        (":tab cards|2", ["CardList", "CardDetail"], "Main › Cards › Mastercard •• 4444 ─"),
        ("3", ["NewsList", "Article"], "Main › News › Article 3 ─"),
        (":tab profile|1", ["Profile", "EditProfile"], "Main › Profile › Edit profile ─"),
    ])
    func aRelaunchGoesOnWhereTheAppWasQuit(typed: String, stack: [String], header: String) async {
        // Given
        let sut = await signedIn()
        for line in typed.split(separator: "|") {
            await sut.type(String(line))
        }

        // When
        await sut.quit()
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.type()

        // Then: where it was, through the links' walk, and nothing said about it
        let tab = header.split(separator: " ")[2]
        #expect(relaunched.tabs[String(tab)] == stack)
        #expect(relaunched.lastScreen.hasPrefix(header))
        #expect(!relaunched.console.output.contains("[link]"))
    }

    @Test func aRelaunchToACardRemovedSinceFallsBackToNewsInOneLine() async throws {
        // Given: quit on card 2, which is removed before the next launch
        let sut = await signedIn()
        await sut.type(":tab cards", "2")
        await sut.quit()
        try await sut.assembly.dependencies.cardService.removeCard(withID: 2)

        // When
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.type()

        // Then
        #expect(
            relaunched.console.output.contains(
                "Could not go back to cards/2: there is no card 2 on this account.\n"
            )
        )
        #expect(relaunched.tabs["News"] == ["NewsList"])
    }

    @Test func quittingWithUnsavedEditsKeepsThemForTheNextLaunch() async {
        // Given
        let sut = await signedIn()
        await sut.type(":tab profile", "1", "1", "Draft Name")

        // When
        await sut.quit()
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.type(":tab profile", "1")

        // Then
        #expect(relaunched.console.output.contains("1) Name: Draft Name"))
        #expect(relaunched.console.output.contains("Unsaved edits."))
        #expect(sut.folder.contents(of: "accounts.json")?.contains("Draft Name") == false, "kept, not saved")
    }

    @Test func endOfInputWithUnsavedEditsKeepsThemInTheRealApp() async throws {
        // Given
        let folder = await signedIn().folder
        let app = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        app.type(":tab profile\n1\n1\nDraft Name\n")
        #expect(app.waitFor("Name: Draft Name"))

        // When
        app.closeInput()
        #expect(app.waitForExit() == .exited(0))
        let relaunched = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        relaunched.type(":tab profile\n1\n")
        relaunched.closeInput()

        // Then
        #expect(relaunched.waitForExit() == .exited(0))
        #expect(relaunched.output.contains("1) Name: Draft Name"))
        #expect(relaunched.output.contains("Unsaved edits."))
    }

    @Test func keepEditingLeavesTheEditorAndItsEditsAlive() async throws {
        // Given
        let sut = await signedIn()
        await sut.type(":tab profile", "1", "2")
        weak let editor = sut.tabBar?.stacks[MainTab.profile.rawValue].topScreen

        // When
        await sut.type(":back", "2")

        // Then
        #expect(sut.console.output.contains("! Discard your edits?"))
        #expect(editor != nil)
        #expect(sut.tabBar?.stacks[MainTab.profile.rawValue].topScreen === editor)
        await sut.type("3")
        #expect(sut.console.output.contains("Subscription: Premium"))
    }

    @Test func discardDropsTheEditsAndTheEditor() async {
        // Given
        let sut = await signedIn()
        await sut.type(":tab profile", "1", "1", "Ada")
        weak let editor = sut.tabBar?.stacks[MainTab.profile.rawValue].topScreen

        // When
        await sut.type(":back", "1")

        // Then
        #expect(editor == nil)
        #expect(sut.tabs["Profile"] == ["Profile"])
        let profile = sut.lastScreen
        #expect(profile.hasPrefix("Main › Profile ─"))
        #expect(
            profile.contains(
                "Name: Demo User\nSigns in with: demo@example.com\nSubscription: Free\n1) Edit profile\n2) Sign out\n"
            )
        )
        #expect(profile.hasSuffix("\n› \n"))
    }

    @Test func savedEditsShowOnTheProfileAndInTheGreeting() async {
        // Given
        let sut = await signedIn()

        // When
        await sut.type(":tab profile", "1", "1", "Ada Lovelace", "3")
        let profile = sut.lastScreen
        await sut.type(":tab news")
        let news = sut.lastScreen
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.type()

        // Then
        #expect(profile.contains("Name: Ada Lovelace"))
        #expect(profile.contains("1) Edit profile\n2) Sign out\n"))
        #expect(profile.contains("✓ Profile saved.\n› "))
        #expect(news.contains("Hello, Ada Lovelace! Here is the news."), "the greeting follows the rename at once")
        #expect(relaunched.console.output.contains("Hello, Ada Lovelace! Here is the news."))
    }
}
