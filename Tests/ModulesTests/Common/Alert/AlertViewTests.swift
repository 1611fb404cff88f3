import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal
@testable import TestSupport

/// The one alert view: what it draws for a model, and the action each typed line reports.
@MainActor @Suite struct AlertViewTests {
    private let console = ScriptedConsole()
    private let output = AlertViewOutputSpy()
    private let confirmation = AlertModel(
        title: "Remove Visa •• 4242?",
        message: "It leaves this account for good.",
        actions: [AlertAction("Remove"), AlertAction("Cancel", isCancel: true)]
    )

    private func makeSUT(_ model: AlertModel, title: String? = nil) -> AlertView {
        let sut = AlertView(moduleName: "CardConfirmation", title: title)
        sut.output = output
        sut.configure(with: model)
        return sut
    }

    @Test func drawsTheTitleMessageAndNumberedActions() {
        // Given
        let sut = makeSUT(confirmation, title: "Confirm")

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output == "! Remove Visa •• 4242?\nIt leaves this account for good.\n1) Remove\n2) Cancel\n")
        #expect(sut.title == "Confirm")
        #expect(sut.moduleName == "CardConfirmation")
        #expect(sut.helpItems.map(\.key) == ["1–2"])
    }

    @Test func withoutAScreenTitleTheBreadcrumbIsTheAlertsTitle() {
        // Given
        let sut = AlertView()

        // When
        sut.configure(with: .discardEdits)

        // Then
        #expect(sut.title == "Discard your edits?")
        #expect(sut.moduleName == "Alert")
        #expect(sut.helpItems.map(\.summary) == ["choose an option", "choose Discard"])
    }

    @Test func aNumberOrALabelPicksThatAction() async {
        // Given
        let sut = makeSUT(confirmation)

        // When
        await sut.handle("2")
        sut.drawStatus(in: console)
        await sut.handle("remove")

        // Then
        #expect(output.picked == [AlertAction("Cancel", isCancel: true), AlertAction("Remove")])
    }

    @Test func enterAlonePicksOnlyThePreferredAction() async {
        // Given
        let sut = makeSUT(confirmation)
        let preferring = AlertView()
        preferring.output = output
        preferring.configure(with: .termsDeclined)

        // When
        await sut.handle("")
        sut.drawStatus(in: console)
        await preferring.handle("")

        // Then
        #expect(output.picked == [.readAgain])
        #expect(console.output == "✗ Type a number from 1 to 2.\n")
    }

    @Test func anInvalidChoiceIsExplainedAndReportsNothing() async {
        // Given
        let sut = makeSUT(confirmation)

        // When
        await sut.handle("7")
        sut.drawStatus(in: console)

        // Then
        #expect(output.picked.isEmpty)
        #expect(console.output == "✗ Type a number from 1 to 2.\n")
    }

    @Test func backPicksTheCancelAction() async {
        // Given
        let sut = makeSUT(confirmation)

        // When
        let handled = await sut.handleBack()

        // Then
        #expect(handled)
        #expect(output.picked == [AlertAction("Cancel", isCancel: true)])
    }

    @Test func backWithoutACancelActionIsLeftToTheStack() async {
        // Given
        let sut = makeSUT(AlertModel(title: "T", message: "", actions: [AlertAction("OK")]))

        // When
        let handled = await sut.handleBack()

        // Then
        #expect(!handled)
        #expect(output.picked.isEmpty)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT(confirmation)

        // When
        sut.showError("Not saved:\nthe disk is full.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Not saved: the disk is full.\n")
    }

    @Test func loadingAsksThePresenterForTheModel() async {
        // Given
        let sut = makeSUT(confirmation)

        // When
        await sut.viewDidLoad()

        // Then
        #expect(output.loaded == 1)
    }

    // MARK: - Stored fields

    @Test func aCardActionsAlertKeepsACardsStoredBrandOnItsLine() {
        // Given
        let presenter = CardActionsPresenter()
        let sut = AlertView()
        presenter.view = sut
        presenter.configureModule(with: Card(id: 1, brand: StoredField.hostile, lastDigits: "4242"))

        // When
        presenter.viewLoaded()

        // Then
        StoredField.expectEachOnItsLine(["\(StoredField.shown) •• 4242"], drawnBy: sut)
    }

    @Test func aConfirmationKeepsACardsStoredBrandOnItsLine() {
        // Given
        let presenter = CardConfirmationPresenter(cardService: CardServiceFake())
        let sut = AlertView()
        presenter.view = sut
        presenter.configureModule(with: .block(Card(id: 1, brand: StoredField.hostile, lastDigits: "4242")))

        // When
        presenter.viewLoaded()

        // Then
        StoredField.expectEachOnItsLine(["Block \(StoredField.shown) •• 4242?"], drawnBy: sut)
    }
}
