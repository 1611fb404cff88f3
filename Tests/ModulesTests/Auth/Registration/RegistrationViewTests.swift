import Testing

@testable import Modules
@testable import Terminal
@testable import TestSupport

/// The Registration screen: whom it is registering, and the name each typed line reports.
@MainActor @Suite struct RegistrationViewTests {
    private let console = ScriptedConsole(columns: 120)
    private let output = RegistrationViewOutputSpy()

    private func makeSUT() -> RegistrationView {
        let sut = RegistrationView()
        sut.output = output
        return sut
    }

    @Test func drawsWhichIdentifierHasNoAccountYet() {
        // Given
        let sut = makeSUT()
        sut.configure(with: "new@example.com")

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "new@example.com has no account yet. Let's create one: what should we call you?\n"
        )
        #expect(sut.textField == TextField(label: "Your name"))
    }

    @Test func typedTextIsReportedAsTheName() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle("Ada Lovelace")
        sut.drawStatus(in: console)

        // Then
        #expect(output.names == ["Ada Lovelace"])
        #expect(console.output.isEmpty)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("Type a name:\nit cannot be empty.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type a name: it cannot be empty.\n")
        #expect(output.names.isEmpty)
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
        let sut = RegistrationView()
        sut.configure(with: StoredField.hostile)

        // Then
        StoredField.expectEachOnItsLine([StoredField.shown], drawnBy: sut)
    }
}
