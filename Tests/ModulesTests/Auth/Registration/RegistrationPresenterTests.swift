import Testing

@testable import Modules
@testable import ModulesTestSupport

/// The Registration presenter: which names it accepts, and what it reports for one.
@MainActor @Suite struct RegistrationPresenterTests {
    private let view = RegistrationViewInputSpy()

    private func makeSUT() -> RegistrationPresenter {
        let sut = RegistrationPresenter()
        sut.view = view
        sut.configureModule(with: .newcomer)
        return sut
    }

    @Test func validNameReportsTheRegistration() {
        // Given
        let sut = makeSUT()
        var filled: [Registration] = []
        sut.onRegistrationFilled = { filled.append($0) }

        // When
        sut.viewLoaded()
        sut.register(name: "  Zoë Ng  ")

        // Then
        #expect(view.identifier == "new@example.com")
        #expect(filled == [Registration(identifier: .newcomer, name: "Zoë Ng")])
    }

    @Test(arguments: [
        ("", "Type your name: at least one letter."),
        ("   ", "Type your name: at least one letter."),
        ("1234", "Type your name: at least one letter."),
        (
            String(repeating: "a", count: 51),
            "That name is too long: 50 characters and 400 bytes at most (an accent or an emoji takes several bytes).",
        ),
    ])
    func invalidNameShowsAnError(name: String, message: String) {
        // Given
        let sut = makeSUT()
        var filled = false
        sut.onRegistrationFilled = { _ in filled = true }

        // When
        sut.register(name: name)

        // Then
        #expect(view.errors == [message])
        #expect(!filled)
    }

    /// Kept apart from the cases above: a test argument is printed, and an escape sequence must not reach the terminal.
    @Test func aNameWithAnEscapeSequenceShowsAnError() {
        // Given
        let sut = makeSUT()

        // When
        sut.register(name: "Eve\u{1B}[2J")

        // Then
        #expect(view.errors == ["A name cannot hold control characters."])
    }

    @Test func aNameOfOneCharacterBuiltOfThousandsOfMarksIsTooLong() {
        // Given
        let sut = makeSUT()
        var filled = false
        sut.onRegistrationFilled = { _ in filled = true }

        // When
        sut.register(name: "a" + String(repeating: "\u{301}", count: 30_000))

        // Then
        #expect(view.errors.first?.hasPrefix("That name is too long: 50 characters and 400 bytes at most") == true)
        #expect(!filled)
    }
}
