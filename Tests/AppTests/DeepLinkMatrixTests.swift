import Testing

@testable import Coordinators
@testable import Terminal
@testable import TestSupport

/// Every link from every state: signed out, during onboarding, signed in on another tab, already on the target.
@MainActor @Suite struct DeepLinkMatrixTests {
    /// Where a link should leave you once signed in: the selected tab and its screens.
    private static let targets: [String: (tab: MainTab, screens: [String])] = [
        "news": (.news, ["NewsList"]),
        "news/2": (.news, ["NewsList", "Article"]),
        "cards": (.cards, ["CardList"]),
        "cards/1": (.cards, ["CardList", "CardDetail"]),
        "profile": (.profile, ["Profile"]),
        "profile/edit": (.profile, ["Profile", "EditProfile"]),
    ]

    private nonisolated static let links = ["news", "news/2", "cards", "cards/1", "profile", "profile/edit", "signup"]

    private func signedOutFolder() async -> TemporaryDirectory {
        let harness = await AppHarness()
        await harness.type("2")
        return harness.folder
    }

    private func expectLanded(on link: String, _ sut: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let target = Self.targets[link] else { return }
        #expect(sut.tabBar?.selectedIndex == target.tab.rawValue, sourceLocation: sourceLocation)
        #expect(sut.tabs[target.tab.title] == target.screens, sourceLocation: sourceLocation)
    }

    @Test(arguments: links)
    func signedOut(link: String) async {
        // Given
        let sut = await AppHarness(folder: await signedOutFolder())

        // When
        await sut.type(":open \(link)")
        let outcome = sut.console.output
        if link != "signup" {
            await sut.signInAsDemo()
        }

        // Then
        if link == "signup" {
            #expect(outcome.contains("[link] opened signup\n\n── Sign up ─"))
        } else {
            #expect(outcome.contains("[link] \(link) is kept until you sign in; it opens then"))
            #expect(sut.console.output.contains("[link] opened \(link)"))
            expectLanded(on: link, sut)
        }
    }

    @Test(arguments: links)
    func duringOnboarding(link: String) async {
        // Given
        let sut = await AppHarness()

        // When
        await sut.type(":open \(link)", "2")
        if link != "signup" {
            await sut.signInAsDemo()
        }

        // Then
        if link == "signup" {
            #expect(sut.console.output.contains("[link] signup is kept until the introduction is over; it opens then"))
            #expect(sut.console.output.contains("── Sign up ─"))
        } else {
            #expect(sut.console.output.contains("[link] \(link) is kept until you sign in; it opens then"))
            #expect(sut.console.output.contains("[link] opened \(link)"))
            expectLanded(on: link, sut)
        }
    }

    @Test(arguments: links)
    func signedInOnAnotherTab(link: String) async throws {
        // Given
        let sut = await AppHarness(folder: await signedOutFolder())
        await sut.signInAsDemo()
        let otherTab = link.hasPrefix("news") ? ":tab profile" : ":tab news"
        await sut.type(otherTab, "1")
        let main = try #require(sut.coordinator.hasDependency(ofType: MainCoordinator.self))
        let before = main.childCoordinators.map(ObjectIdentifier.init)

        // When
        await sut.type(":open \(link)")

        // Then
        if link == "signup" {
            #expect(sut.console.output.contains("[link] rejected signup: you are already signed in; sign out first"))
        } else {
            #expect(sut.console.output.contains("[link] opened \(link)"))
            expectLanded(on: link, sut)
            let after = main.childCoordinators.map(ObjectIdentifier.init)
            #expect(Array(after.prefix(before.count)) == before)
        }
        #expect(sut.coordinator.hasDependency(ofType: MainCoordinator.self) === main)
    }

    @Test(arguments: links.filter { $0 != "signup" })
    func alreadyOnTheTarget(link: String) async throws {
        // Given
        let sut = await AppHarness(folder: await signedOutFolder(), openingLink: link)
        await sut.signInAsDemo()
        let target = try #require(Self.targets[link])
        let screens = sut.tabBar?.stacks[target.tab.rawValue].screens.map(ObjectIdentifier.init)

        // When
        await sut.type(":open surfmvp://\(link)")

        // Then
        #expect(sut.console.output.components(after: "[link] opened \(link)").count == 2)
        #expect(sut.tabBar?.stacks[target.tab.rawValue].screens.map(ObjectIdentifier.init) == screens)
    }
}
