import Testing

@testable import Modules
@testable import Terminal
@testable import TestSupport

/// Editing the profile: the draft and the unsaved-edits notice it draws, and the intent each typed line reports.
@MainActor @Suite struct EditProfileViewTests {
    private let console = ScriptedConsole(columns: 120)
    private let output = EditProfileViewOutputSpy()

    /// The rows the presenter hands over for `name` on `plan`, the plan the subscription row switches to.
    private func model(
        name: String = "Demo User",
        plan: String = "Free",
        switchingTo nextPlan: String = "Premium",
        hasUnsavedEdits: Bool = false
    ) -> EditProfileViewModel {
        EditProfileViewModel(
            nameRow: "Name: \(name)",
            subscriptionRow: "Subscription: \(plan) (switch to \(nextPlan))",
            hasUnsavedEdits: hasUnsavedEdits
        )
    }

    private func makeSUT(hasUnsavedEdits: Bool = false) -> EditProfileView {
        let sut = EditProfileView()
        sut.output = output
        sut.configure(with: model(hasUnsavedEdits: hasUnsavedEdits))
        return sut
    }

    @Test func drawsTheDraftAsAMenu() {
        // Given
        let sut = makeSUT()

        // When
        sut.draw(in: console)

        // Then
        #expect(console.output == "1) Name: Demo User\n2) Subscription: Free (switch to Premium)\n3) Save\n")
        #expect(sut.helpItems.map(\.key) == ["1–3"])
    }

    @Test func unsavedEditsAreNoticedAboveTheMenu() {
        // Given
        let sut = makeSUT(hasUnsavedEdits: true)

        // When
        sut.draw(in: console)

        // Then
        #expect(
            console.output
                == "Unsaved edits. Save keeps them; :back asks before dropping them; :quit keeps them.\n"
                + "1) Name: Demo User\n2) Subscription: Free (switch to Premium)\n3) Save\n"
        )
    }

    @Test func aChangedDraftAsksToBeDrawnAgain() {
        // Given
        let sut = makeSUT()
        sut.display(in: ScriptedConsole())

        // When
        sut.configure(with: model(plan: "Premium", switchingTo: "Free", hasUnsavedEdits: true))

        // Then
        #expect(sut.needsDisplay)
        sut.draw(in: console)
        #expect(console.output.hasSuffix("2) Subscription: Premium (switch to Free)\n3) Save\n"))
        #expect(console.output.hasPrefix("Unsaved edits."))
    }

    @Test func choosingNameAsksForItThenReportsTheTypedName() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle("1")
        sut.drawStatus(in: console)
        let label = sut.textField.label
        await sut.handle("Ada Lovelace")
        sut.drawStatus(in: console)

        // Then
        #expect(label == "New name")
        #expect(output.names == ["Ada Lovelace"])
        #expect(sut.textField.label == "New name", "the name is asked for until the presenter takes it")
    }

    @Test func aNameTakenByThePresenterReturnsToTheMenu() async {
        // Given
        let sut = makeSUT()
        await sut.handle("1")
        await sut.handle("Ada Lovelace")

        // When
        sut.configure(with: model(name: "Ada Lovelace", hasUnsavedEdits: true))

        // Then
        #expect(sut.textField.label.isEmpty)
        #expect(sut.needsDisplay)
    }

    @Test func aRejectedNameIsAskedForAgain() async {
        // Given
        let sut = makeSUT()
        await sut.handle("1")

        // When
        await sut.handle("")
        sut.showError("Type a name: it cannot be empty.")
        await sut.handle("Ada")

        // Then
        #expect(output.names == ["", "Ada"])
        #expect(sut.textField.label == "New name")
    }

    @Test func choosingSubscriptionSwitchesIt() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle("2")
        sut.drawStatus(in: console)

        // Then
        #expect(output.subscriptionToggles == 1)
        #expect(output.names.isEmpty)
    }

    @Test func choosingSaveSavesTheDraft() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle("save")
        sut.drawStatus(in: console)

        // Then
        #expect(output.saves == 1)
    }

    @Test(arguments: ["", "4", "name"])
    func anInvalidChoiceIsExplainedAndReportsNothing(typed: String) async {
        // Given
        let sut = makeSUT()

        // When
        await sut.handle(typed)
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type a number from 1 to 3.\n")
        #expect(output.names.isEmpty)
        #expect(output.subscriptionToggles == 0)
        #expect(output.saves == 0)
    }

    @Test func backWhileTypingANameReturnsToTheMenu() async {
        // Given
        let sut = makeSUT()
        await sut.handle("1")
        sut.display(in: ScriptedConsole())

        // When
        let handled = await sut.handleBack()
        let needsDisplay = sut.needsDisplay
        await sut.handle("Ada")
        sut.drawStatus(in: console)

        // Then
        #expect(handled)
        #expect(needsDisplay, "the menu is drawn again")
        #expect(output.closeRequests == 0)
        #expect(output.names.isEmpty)
        #expect(console.output == "✗ Type a number from 1 to 3.\n")
    }

    @Test func backFromTheMenuAsksThePresenterToClose() async {
        // Given
        let sut = makeSUT()

        // When
        let handled = await sut.handleBack()

        // Then
        #expect(handled)
        #expect(output.closeRequests == 1)
    }

    @Test func quittingKeepsTheUnsavedEdits() async {
        // Given
        let sut = makeSUT(hasUnsavedEdits: true)

        // When
        await sut.applicationWillTerminate()

        // Then
        #expect(output.keptEdits == 1)
    }

    @Test func anErrorIsOneLine() {
        // Given
        let sut = makeSUT()

        // When
        sut.showError("Type a name:\nit cannot be empty.")
        sut.drawStatus(in: console)

        // Then
        #expect(console.output == "✗ Type a name: it cannot be empty.\n")
    }

    @Test func aLineTypedWhileTheProfileCouldNotBeReadAsksForItAgain() async {
        // Given: the presenter could not read the profile, so nothing was drawn to choose from
        let sut = EditProfileView()
        sut.output = output
        await sut.viewDidLoad()

        // When
        await sut.handle("1")

        // Then
        #expect(output.loaded == 2)
        #expect(output.names.isEmpty)
        #expect(sut.takeStatusMessage() == nil, "no choice out of nothing is asked for")
    }

    @Test func loadingAsksThePresenterForTheDraft() async {
        // Given
        let sut = makeSUT()

        // When
        await sut.viewDidLoad()

        // Then
        #expect(output.loaded == 1)
    }

    @Test func aStoredFieldWithLineBreaksAndEscapesStaysOnItsLine() {
        // Given
        let sut = EditProfileView()
        sut.configure(
            with: EditProfileViewModel(
                nameRow: "Name: \(StoredField.hostile)",
                subscriptionRow: "Subscription: Free (switch to Premium)",
                hasUnsavedEdits: false
            )
        )

        // Then
        StoredField.expectEachOnItsLine(["Name: \(StoredField.shown)"], drawnBy: sut)
    }
}
