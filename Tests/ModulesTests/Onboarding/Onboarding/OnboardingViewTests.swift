import Testing

@testable import Modules
@testable import Terminal
@testable import TestSupport

/// An Onboarding page: what it draws, and whether a typed line goes on, skips, or is explained.
@MainActor @Suite struct OnboardingViewTests {
    private let console = ScriptedConsole()
    private let output = OnboardingViewOutputSpy()
    private let firstPage = OnboardingPage(title: "Welcome", text: "Coordinators own flows.", number: 1, count: 2)
    private let lastPage = OnboardingPage(title: "Try it", text: "Sign in as demo.", number: 2, count: 2)

    private func makeSUT(_ page: OnboardingPage) -> OnboardingView {
        let sut = OnboardingView()
        sut.output = output
        sut.configure(with: page)
        return sut
    }

    @Test func drawsThePageAndOffersNextOrSkip() {
        // Given
        let sut = makeSUT(firstPage)

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "Welcome\nCoordinators own flows.\nPage 1 of 2. Press Enter to continue.\n1) Next\n2) Skip\n"
        )
        #expect(sut.helpItems.map(\.summary) == ["choose an option", "next"])
    }

    @Test func theLastPageOffersOnlyGetStarted() {
        // Given
        let sut = makeSUT(lastPage)

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output.hasSuffix("Page 2 of 2. Press Enter to continue.\n1) Get started\n"))
        #expect(sut.helpItems.map(\.summary) == ["choose an option", "get started"])
    }

    @Test(arguments: ["", "1", "next"])
    func enterNumberOrLabelGoesToTheNextPage(typed: String) async {
        // Given
        let sut = makeSUT(firstPage)

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.nextRequests == 1)
        #expect(output.skips == 0)
    }

    @Test(arguments: ["2", "Skip"])
    func twoOrSkipSkipsTheIntroduction(typed: String) async {
        // Given
        let sut = makeSUT(firstPage)

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.skips == 1)
        #expect(output.nextRequests == 0)
    }

    @Test func anInvalidChoiceIsExplainedAndReportsNothing() async {
        // Given
        let sut = makeSUT(firstPage)

        // When
        await sut.handle("7")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type a number from 1 to 2.\n")
        #expect(output.nextRequests == 0)
        #expect(output.skips == 0)
    }

    @Test func theLastPageCannotBeSkipped() async {
        // Given
        let sut = makeSUT(lastPage)

        // When
        await sut.handle("2")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type 1 to choose Get started.\n")
        #expect(output.skips == 0)
        #expect(output.nextRequests == 0)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT(firstPage)

        // When
        sut.showError("Not saved:\nthe disk is full.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Not saved: the disk is full.\n")
    }

    @Test func loadingTellsThePresenter() async {
        // Given
        let sut = makeSUT(firstPage)

        // When
        await sut.viewDidLoad()

        // Then
        #expect(output.loaded == 1)
    }

    @Test func aStoredFieldWithLineBreaksAndEscapesStaysOnItsLine() {
        // Given
        let sut = OnboardingView()
        sut.configure(with: OnboardingPage(title: StoredField.hostile, text: "Text.", number: 1, count: 2))

        // Then
        StoredField.expectEachOnItsLine([StoredField.shown], drawnBy: sut)
    }
}
