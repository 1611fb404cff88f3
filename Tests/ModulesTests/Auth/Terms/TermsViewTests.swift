import Testing

@testable import Modules
@testable import Terminal
@testable import TestSupport

/// The Terms screen: the terms and the menu it draws, and the choice each typed line reports.
@MainActor @Suite struct TermsViewTests {
    private let console = ScriptedConsole()
    private let output = TermsViewOutputSpy()

    private func makeSUT() -> TermsView {
        let sut = TermsView()
        sut.output = output
        return sut
    }

    @Test func drawsTheTermsThenAcceptAndDecline() {
        // Given
        let sut = makeSUT()

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output.hasPrefix("Terms of use\n1. This is a demonstration app"))
        #expect(console.output.contains("3. You can sign out at any time; the session is then removed.\n"))
        #expect(console.output.hasSuffix("removed.\n1) Accept\n2) Decline\n"))
        #expect(sut.helpItems.map(\.key) == ["1–2"])
    }

    @Test(arguments: ["1", "accept", " Accept "])
    func acceptingByNumberOrLabelReportsAcceptance(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.acceptances == 1)
        #expect(output.declines == 0)
    }

    @Test(arguments: ["2", "decline"])
    func decliningByNumberOrLabelReportsDecline(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(output.declines == 1)
        #expect(output.acceptances == 0)
    }

    @Test(arguments: ["", "3", "maybe"])
    func anInvalidChoiceIsExplainedAndReportsNothing(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type a number from 1 to 2.\n")
        #expect(output.acceptances == 0)
        #expect(output.declines == 0)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("Could not create the account:\nthe disk is full.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Could not create the account: the disk is full.\n")
    }
}
