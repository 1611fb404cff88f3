import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import Terminal
@testable import TestSupport

/// A session that expires while the app is open: the next action notices it, says so once, and goes to Login the way
/// signing out does, keeping unsaved edits as quitting does.
@MainActor @Suite struct SessionEndFlowTests {
    private static let notice = "Your session has ended; sign in again to go on."

    private func signedIn(folder: TemporaryDirectory = TemporaryDirectory()) async -> AppHarness {
        let harness = await AppHarness(folder: folder)
        await harness.type("2")
        await harness.signInAsDemo()
        harness.console.clearOutput()
        return harness
    }

    /// Moves the clock past the end of a session signed in now.
    private func expire(_ harness: AppHarness) {
        harness.clock.advance(by: Session.lifetime + 60)
    }

    @Test func theNextActionAfterTheSessionEndsGoesToLoginOnceAndLeavesNothingOfMainAlive() async {
        // Given: screens open in every tab
        let sut = await signedIn()
        await sut.type("3", ":tab cards", "1", "1", ":tab profile", "1")
        expire(sut)

        // When / Then
        await expectDeallocation(watching: .registry(sut.lifetimes)) {
            [sut.coordinator.hasDependency(ofType: MainCoordinator.self)].compactMap { $0 }
        } after: {
            await sut.type("2", "3", ":tree")
        }
        #expect(sut.console.output.components(after: Self.notice).count == 1, "said once")
        #expect(!sut.console.output.contains("You are signed out."))
        #expect(sut.visibleModules == ["Login"])
        #expect(sut.tree == ["ApplicationCoordinator", "└─ AuthCoordinator  screens: Login"])
        #expect(sut.lifetimes.leaks().isEmpty)
        #expect(!sut.console.output.contains("That is not a phone number"), "what was typed for Main is dropped")
    }

    @Test func unsavedEditsAreKeptAsADraftWhenTheSessionEnds() async {
        // Given
        let sut = await signedIn()
        await sut.type(":tab profile", "1", "1", "Draft Name")
        expire(sut)

        // When
        await sut.type("2")
        await sut.signInAsDemo()
        await sut.type(":tab profile", "1")

        // Then
        #expect(!sut.console.output.contains("not kept"))
        #expect(sut.lastScreen.contains("1) Name: Draft Name"))
        #expect(sut.lastScreen.contains("Unsaved edits."))
        #expect(sut.folder.contents(of: "accounts.json")?.contains("Draft Name") == false, "kept, not saved")
    }

    @Test func quittingJustAfterTheSessionEndedKeepsTheEdits() async {
        // Given
        let sut = await signedIn()
        await sut.type(":tab profile", "1", "1", "Draft Name")
        expire(sut)

        // When
        await sut.type(":quit")
        await sut.quit()
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.signInAsDemo()
        await relaunched.type(":tab profile", "1")

        // Then
        #expect(sut.console.output.contains(Self.notice))
        #expect(!sut.console.output.contains("not kept"))
        #expect(relaunched.console.output.contains("1) Name: Draft Name"))
    }

    @Test func aLinkAfterTheSessionEndedWaitsForSignInAndThenOpens() async {
        // Given
        let sut = await signedIn()
        expire(sut)

        // When
        await sut.type(":open cards/1")
        let waiting = sut.console.output
        await sut.signInAsDemo()

        // Then
        #expect(waiting.contains(Self.notice))
        #expect(waiting.contains("[link] cards/1 is kept until you sign in"))
        #expect(!waiting.contains("no card 1"))
        #expect(sut.tabs["Cards"] == ["CardList", "CardDetail"])
    }

    @Test func aLinkFromASecondTerminalAfterTheSessionEndedWaitsForSignIn() async {
        // Given
        let sut = await signedIn()
        expire(sut)

        // When
        sut.deliver("cards/2")
        await sut.type("")

        // Then
        #expect(sut.console.output.contains(Self.notice))
        #expect(sut.console.output.contains("[link] cards/2 is kept until you sign in"))
        #expect(sut.visibleModules == ["Login"])
    }
}
