import LeakCheck
import Testing

@testable import Coordinators
@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The whole app, driven line by line through the scripted console, on real files in a temporary state folder.
@MainActor @Suite struct AppFlowTests {
    // MARK: - Launch

    @Test func firstLaunchShowsOnboardingThenLoginAndNeverAgain() async {
        // Given
        let sut = await AppHarness()

        // When
        await sut.type("", "", "")

        // Then
        #expect(sut.console.output.contains("── Onboarding ─"))
        #expect(sut.console.output.contains("Page 3 of 3"))
        #expect(sut.visibleModules == ["Login"])
        let relaunched = await AppHarness(folder: sut.folder)
        await relaunched.type()
        #expect(!relaunched.console.output.contains("Onboarding"))
        #expect(relaunched.console.output.contains("── Login ─"))
    }

    @Test func onboardingCanBeSkippedFromTheFirstPage() async {
        // Given
        let sut = await AppHarness()

        // When
        await sut.type("2")

        // Then
        #expect(sut.visibleModules == ["Login"])
        #expect(sut.tree == ["ApplicationCoordinator", "└─ AuthCoordinator  screens: Login"])
    }

    @Test func demoSignInGreetsByNameAndTheRelaunchGoesStraightToMain() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2")

        // When
        await sut.signInAsDemo()

        // Then
        #expect(sut.console.output.contains("[notification] Your sign-in code is "))
        #expect(sut.console.output.contains("Hello, Demo User! Here is the news."))
        #expect(sut.visibleModules == ["TabBar"])
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.type()
        #expect(relaunched.console.output.hasPrefix("\n── Main › News ─"))
        #expect(relaunched.console.output.contains("Hello, Demo User! Here is the news."))
        #expect(!relaunched.console.output.contains("Login"))
    }

    @Test func signOutReturnsToLoginAndTheRelaunchShowsLogin() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2")
        await sut.signInAsDemo()

        // When
        await sut.type(":tab profile", "2", "1")

        // Then
        #expect(sut.console.output.contains("! Sign out?\nYou will need a new code to sign in again.\n1) Sign out"))
        #expect(sut.visibleModules == ["Login"])
        let login = sut.lastScreen
        #expect(login.hasPrefix("Login ─"))
        #expect(
            login.contains(
                "Try demo@example.com. Type :help for the commands.\n✓ Signed out. Sign in again with a new code.\n"
            )
        )
        #expect(!sut.folder.names().contains("session.json"))
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.type()
        #expect(relaunched.console.output.hasPrefix("\n── Login ─"))
    }

    @Test func signOutLeavesNothingOfMainAlive() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2")
        await sut.signInAsDemo()
        await sut.type("3", ":tab cards", "1", "1", ":tab profile", "1", "2", ":back", "2", ":back", "1", "2")
        #expect(
            sut.console.output.hasSuffix(
                "! Sign out?\nYou will need a new code to sign in again.\n1) Sign out\n2) Cancel\n› \n"
            )
        )
        weak let main = sut.coordinator.hasDependency(ofType: MainCoordinator.self)
        weak let tabBar = sut.screens.screens.first

        // When
        await sut.type("1")

        // Then
        #expect(main == nil)
        #expect(tabBar == nil)
        #expect(sut.tree == ["ApplicationCoordinator", "└─ AuthCoordinator  screens: Login"])
        #expect(sut.lifetimes.leaks().isEmpty)
        let live = sut.tree.joined()
        for name in ["Main", "News", "Cards", "Profile", "Article", "Card"] {
            #expect(!live.contains(name))
        }
    }

    @Test func cancelledSignOutStaysOnMain() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2")
        await sut.signInAsDemo()

        // When
        await sut.type(":tab profile", "2", "2")

        // Then
        #expect(sut.visibleModules == ["TabBar"])
        #expect(sut.folder.names().contains("session.json"))
    }

    @Test func corruptSessionIsReportedMovedAsideAndLoginShows() async {
        // Given
        let folder = TemporaryDirectory()
        folder.write("{\"completedAt\": \"2026-01-01T00:00:00Z\"}", to: "onboarding.json")
        folder.write("{\"accountID\": 12", to: "session.json")

        // When
        let sut = await AppHarness(folder: folder)
        await sut.type()

        // Then
        #expect(sut.console.errorOutput.hasPrefix("surfmvp: session.json could not be used (not the expected JSON)"))
        #expect(sut.console.errorOutput.filter { $0 == "\n" }.count == 1)
        #expect(sut.visibleModules == ["Login"])
        #expect(folder.names().contains { $0.hasPrefix("session.json.corrupt-") })
    }

    @Test func expiredSessionShowsLogin() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2")
        await sut.signInAsDemo()
        sut.clock.advance(by: 31 * 24 * 60 * 60)

        // When
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)

        // Then
        #expect(relaunched.visibleModules == ["Login"])
    }

    // MARK: - Auth

    @Test func invalidLoginGetsOneLineAndTheSamePrompt() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2")
        sut.console.clearOutput()

        // When
        await sut.type("not-an-address")

        // Then
        #expect(
            sut.console.transcript
                == "Phone or e-mail › not-an-address\n"
                + "✗ Type an e-mail address or a phone number (10–15 digits, optional +).\n"
                + "Phone or e-mail › \n"
        )
    }

    @Test func newAccountGoesThroughRegistrationAndTerms() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "+44 20 7946 0958")
        await sut.typeLastCode()

        // When
        await sut.type("Zoë Ng")
        let termsShown = sut.visibleModules
        await sut.type("1")

        // Then
        #expect(termsShown == ["Login", "Registration", "Terms"])
        #expect(sut.console.output.contains("+442079460958 has no account yet."))
        #expect(sut.console.output.contains("── Login › Registration › Terms ─"))
        #expect(sut.console.output.contains("Hello, Zoë Ng! Here is the news."))
        let relaunched = await AppHarness(folder: sut.folder, clock: sut.clock)
        await relaunched.type()
        #expect(relaunched.console.output.contains("Hello, Zoë Ng! Here is the news."))
    }

    @Test func threeWrongCodesSayWhenANewCodeCanBeSentThenLogin() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "demo@example.com")
        let wrong = sut.lastCode == "111111" ? "222222" : "111111"

        // When
        await sut.type(wrong, wrong)
        let afterTwo = sut.console.output
        sut.clock.advance(by: 11)
        await sut.type(wrong)
        let alert = sut.visibleModules
        await sut.type("", "demo@example.com")
        let askedAtOnce = sut.console.output
        sut.clock.advance(by: 19)
        await sut.type("demo@example.com")

        // Then
        #expect(afterTwo.contains("✗ Wrong code. 2 attempts left."))
        #expect(afterTwo.contains("✗ Wrong code. 1 attempt left."))
        #expect(alert == ["Login", "Code", "Alert"])
        #expect(askedAtOnce.contains("! Too many attempts"))
        #expect(
            askedAtOnce.replacing("\n", with: " ").contains(
                "That was the third wrong code, so this code no longer works. "
                    + "A new one can be sent in 19 seconds: type your phone or e-mail on Login again then."
            )
        )
        #expect(askedAtOnce.contains("✗ A code was sent moments ago; you can ask for a new one in 19 seconds.\n"))
        #expect(sut.console.output.components(after: "[notification] Your sign-in code is ").count == 2)
        #expect(sut.visibleModules == ["Login", "Code"])
    }

    @Test func threeWrongCodesAfterThirtySecondsSayANewCodeCanBeSentNow() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "demo@example.com")
        let wrong = sut.lastCode == "111111" ? "222222" : "111111"
        await sut.type(wrong, wrong)

        // When
        sut.clock.advance(by: 40)
        await sut.type(wrong)
        let alert = sut.console.output
        await sut.type("", "demo@example.com")

        // Then
        #expect(
            alert.replacing("\n", with: " ").contains(
                "That was the third wrong code, so this code no longer works. "
                    + "Type your phone or e-mail on Login again for a new one."
            )
        )
        #expect(sut.console.output.components(after: "[notification] Your sign-in code is ").count == 2)
        #expect(sut.visibleModules == ["Login", "Code"])
    }

    @Test func backOnTheSignUpScreenSwitchesToSigningIn() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", ":open signup")
        let signUp = sut.console.output
        sut.console.clearOutput()

        // When
        await sut.type(":back")

        // Then
        #expect(
            signUp.components(after: "── Sign up ─").last?.contains(
                "\nCreate an account: type the phone number or e-mail address to register.\n"
                    + "Already have an account? Type :back to sign in to it instead.\n"
            ) == true
        )
        #expect(sut.console.output.contains("── Login ─"))
        #expect(sut.console.output.contains("Sign in, or create an account, with your phone number or e-mail address."))
        #expect(!sut.console.output.contains("nothing to go back to"))
        #expect(sut.visibleModules == ["Login"])
    }

    @Test func backOnTheSignUpScreenOpenedAtLaunchSwitchesToSigningIn() async {
        // Given
        let folder = TemporaryDirectory()
        await AppHarness(folder: folder).type("2")
        let sut = await AppHarness(folder: folder, openingLink: "signup")
        await sut.type()
        sut.console.clearOutput()

        // When
        await sut.type(":back", "demo@example.com")

        // Then
        #expect(sut.console.output.contains("\n── Login ─"))
        #expect(!sut.console.output.contains("nothing to go back to"))
        #expect(!sut.console.output.contains("already has an account"))
        #expect(sut.visibleModules == ["Login", "Code"])
    }

    @Test func signingUpWithAnExistingAccountSaysTheCodeSignsInToIt() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", ":open signup")

        // When
        await sut.type("demo@example.com")
        let codeScreen = sut.console.output.components(after: "── Sign up › Code ─").last ?? ""
        await sut.typeLastCode()

        // Then
        #expect(codeScreen.contains("\n✓ demo@example.com already has an account: the code signs you in to it.\n"))
        #expect(sut.console.output.contains("Hello, Demo User! Here is the news."))
    }

    @Test func signingUpANewIdentifierSaysNothingOfAnAccount() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", ":open signup")

        // When
        await sut.type("new@example.com")

        // Then
        #expect(sut.console.output.contains("── Sign up › Code ─"))
        #expect(!sut.console.output.contains("already has an account"))
    }

    @Test func declinedTermsCanBeReadAgainThenAccepted() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "new@example.com")
        await sut.typeLastCode()
        await sut.type("Eve")

        // When
        await sut.type("2")
        let declined = sut.visibleModules
        await sut.type("1")
        let readAgain = sut.visibleModules
        await sut.type("1")

        // Then
        #expect(declined == ["Login", "Registration", "Terms", "Alert"])
        #expect(sut.console.output.contains("! Terms declined"))
        #expect(readAgain == ["Login", "Registration", "Terms"])
        #expect(sut.console.output.contains("Hello, Eve! Here is the news."))
    }

    @Test func declinedTermsCanCancelTheSignUp() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "new@example.com")
        await sut.typeLastCode()
        await sut.type("Eve")

        // When
        await sut.type("2", "2")

        // Then
        #expect(sut.visibleModules == ["Login"])
        #expect(sut.folder.contents(of: "accounts.json")?.contains("Eve") == false)
    }

    @Test func resendWaitsThirtySecondsAndTheNewCodeWorks() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "demo@example.com")

        // When
        await sut.type(":resend")
        let early = sut.console.output
        sut.clock.advance(by: 30)
        await sut.type(":resend")
        await sut.typeLastCode()

        // Then
        #expect(early.contains("✗ A code was sent moments ago; you can ask for a new one in 30 seconds."))
        #expect(sut.console.output.components(after: "Your sign-in code is").count == 2)
        #expect(sut.visibleModules == ["TabBar"])
    }

    @Test func expiredCodeIsRefused() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "demo@example.com")
        sut.clock.advance(by: 5 * 60)

        // When
        await sut.typeLastCode()

        // Then
        #expect(sut.console.output.contains("✗ This code has expired; ask for a new one."))
        #expect(sut.visibleModules == ["Login", "Code"])
    }

    // MARK: - Back

    @Test func backFromEachAuthStep() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "new@example.com")

        // When / Then
        await sut.type(":back")
        #expect(sut.visibleModules == ["Login"])
        await sut.type(":back")
        #expect(sut.console.output.contains("nothing to go back to"))
        await sut.type("new@example.com")
        await sut.typeLastCode()
        #expect(sut.visibleModules == ["Login", "Registration"])
        await sut.type("Eve")
        await sut.type(":back")
        #expect(sut.visibleModules == ["Login", "Registration"])
        await sut.type("Eve", "2", ":back")
        #expect(sut.visibleModules == ["Login", "Registration", "Terms"])
        await sut.type(":back", ":back")
        #expect(sut.visibleModules == ["Login"])
    }

    @Test func backOnTheSignOutConfirmationCancels() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2")
        await sut.signInAsDemo()

        // When
        await sut.type(":tab profile", "2", ":back")

        // Then
        #expect(sut.visibleModules == ["TabBar"])
        #expect(sut.console.output.components(after: "── Main › Profile ─").count == 2)
    }

    @Test func backOnOnboardingGoesToThePreviousPage() async {
        // Given
        let sut = await AppHarness()

        // When
        await sut.type("", ":back")

        // Then
        #expect(sut.visibleModules == ["Onboarding"])
        #expect(sut.console.output.components(after: "Page 1 of 3").count == 2)
    }

    // MARK: - Commands and output

    @Test func treeShowsTheCoordinatorsAndTheScreenStack() async {
        // Given
        let sut = await AppHarness()
        await sut.type("2", "demo@example.com")

        // When
        await sut.type(":tree")

        // Then
        #expect(
            sut.console.output.contains(
                """
                Coordinators:
                  ApplicationCoordinator
                  └─ AuthCoordinator  screens: Login › Code
                Screen stack (top first):
                  ▸ Code
                    Login
                """
            )
        )
    }

    @Test func plainOutputHoldsNoEscapeSequencesWhateverIsTyped() async {
        // Given
        let sut = await AppHarness()

        // When
        await sut.type("2", "\u{1B}]0;title\u{07}x@example.com", "new@example.com")
        await sut.typeLastCode()
        await sut.type("\u{1B}[31mEve", ":\u{1B}[2J", "Eve\u{9B}2J")

        // Then
        #expect(!sut.console.output.contains("\u{1B}"))
        #expect(!sut.console.output.contains("\u{9B}"))
        #expect(!sut.console.errorOutput.contains("\u{1B}"))
    }

    @Test func theAppsWiringIsReleasedWhenTheAppIs() async {
        await expectDeallocation {
            let harness = await AppHarness(folder: TemporaryDirectory())
            await harness.type("2")
            await harness.signInAsDemo()
            return [harness.assembly, harness.coordinator, harness.assembly.application, harness.assembly.links]
        }
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
        try await accounts.rename(accountWithID: demo.id, to: "Eve\n[notification] code 123456\u{1B}]52;c;aGk=\u{07}")

        // When
        let sut = await AppHarness(folder: folder)
        await sut.type(":tab profile")

        // Then
        let lines = sut.console.output.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("[notification]") })
        #expect(!sut.console.output.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x1B })
        #expect(lines.contains { $0.contains("Hello, \("Eve [notification] code 123456")!") })
        #expect(lines.contains { $0.contains("Name: \("Eve [notification] code 123456")") })
    }
}
