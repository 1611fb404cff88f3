import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal
@testable import TestSupport

/// The profile: who is signed in, and the intent each typed choice reports.
@MainActor @Suite struct ProfileViewTests {
    /// The menu's rows, in the order the view draws and numbers them.
    private nonisolated static let rows = ["Edit profile", "Sign out"]

    private let console = ScriptedConsole()
    private let output = ProfileViewOutputSpy()

    private func makeSUT() -> ProfileView {
        let sut = ProfileView()
        sut.output = output
        return sut
    }

    @Test func drawsTheProfileAndItsMenu() {
        // Given
        let sut = makeSUT()
        sut.configure(with: Profile(name: "Demo User", identifier: .demo, subscription: .premium))

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "Name: Demo User\nSigns in with: demo@example.com\nSubscription: Premium\n" + Menu(Self.rows).drawn
        )
        #expect(sut.helpItems.map(\.key) == [Menu(Self.rows).helpItem.key])
    }

    @Test func aNameOnSeveralLinesIsDrawnOnOne() {
        // Given
        let sut = makeSUT()
        sut.configure(with: Profile(name: "Demo\nUser", identifier: .demo, subscription: .free))

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output.hasPrefix("Name: Demo User\n"))
    }

    @Test(arguments: ["1", "edit profile"])
    func oneOrEditProfileAsksToEdit(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.editRequests == 1)
        #expect(output.signOutRequests == 0)
    }

    @Test(arguments: ["2", "Sign out"])
    func twoOrSignOutAsksToSignOut(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.signOutRequests == 1)
        #expect(output.editRequests == 0)
    }

    @Test(arguments: ["", String(rows.count + 1), "edit"])
    func anInvalidChoiceIsExplainedAndReportsNothing(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ \(Menu(Self.rows).invalidChoiceMessage)\n")
        #expect(output.editRequests == 0)
        #expect(output.signOutRequests == 0)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("Your profile could not be read:\nthe file is damaged.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Your profile could not be read: the file is damaged.\n")
    }

    @Test func appearingAsksThePresenterForTheProfile() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.viewWillAppear()

        // Then
        #expect(output.appearances == 1)
    }

    @Test func aStoredFieldWithLineBreaksAndEscapesStaysOnItsLine() throws {
        // Given
        let sut = ProfileView()
        sut.configure(
            with: Profile(
                name: StoredField.hostile,
                identifier: try #require(SignInIdentifier("eve@example.com")),
                subscription: .free
            )
        )

        // Then
        StoredField.expectEachOnItsLine(
            ["Name: \(StoredField.shown)", "Signs in with: eve@example.com"],
            drawnBy: sut
        )
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
}
