import Testing

@testable import Modules
@testable import Terminal
@testable import TestSupport

/// The Code screen: where the code went, and whether a typed line is a code or a request for a new one.
@MainActor @Suite struct CodeViewTests {
    private let console = ScriptedConsole()
    private let output = CodeViewOutputSpy()

    private func makeSUT() -> CodeView {
        let sut = CodeView()
        sut.output = output
        return sut
    }

    @Test func drawsWhereTheCodeWentAndMasksTyping() {
        // Given
        let sut = makeSUT()
        sut.configure(with: "demo@example.com")

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "We sent a 6-digit code to demo@example.com. It is valid for 5 minutes.\n"
                + "Typing is hidden on a terminal. :resend sends a new code.\n"
        )
        #expect(sut.textField == .masked(label: "6-digit code"))
        #expect(sut.helpItems.map(\.key) == [":resend"])
    }

    @Test func aDestinationOnSeveralLinesIsDrawnOnOne() {
        // Given
        let sut = makeSUT()
        sut.configure(with: "demo@\nexample.com")

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output.hasPrefix("We sent a 6-digit code to demo@ example.com. It is valid for 5 minutes.\n"))
    }

    @Test func typedDigitsAreReportedAsTheCode() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle("123456")
        sut.drawStatus(in: console)

        // Then
        #expect(output.codes == ["123456"])
        #expect(output.resendRequests == 0)
    }

    @Test(arguments: [":resend", ":RESEND", ":resend now"])
    func resendAsksForANewCodeInsteadOfVerifying(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.resendRequests == 1)
        #expect(output.codes.isEmpty)
    }

    @Test func errorsAndMessagesAreOneLineEach() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("That code is not right.\n2 tries left.")
        sut.drawStatus(in: console)
        sut.showMessage("A new code\nis on its way.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ That code is not right. 2 tries left.\n✓ A new code is on its way.\n")
    }

    @Test func loadingTellsThePresenter() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.viewDidLoad()

        // Then
        #expect(output.loaded == 1)
    }

    @Test func aStoredFieldWithLineBreaksAndEscapesStaysOnItsLine() {
        // Given
        let sut = CodeView()
        sut.configure(with: StoredField.hostile)

        // Then
        StoredField.expectEachOnItsLine([StoredField.shown], drawnBy: sut)
    }
}
