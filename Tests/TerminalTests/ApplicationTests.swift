import Testing

@testable import Terminal
@testable import TestSupport

@MainActor @Suite struct ApplicationTests {
    private let console = ScriptedConsole()
    private let screens = ScreenStack()

    private func makeSUT() -> Application {
        Application(console: console, screens: screens)
    }

    /// An app on `screen` whose check before each action replaces it with `next` once a line has been read: a
    /// session that ends while a line is typed.
    private func makeSUT(replacing screen: ViewControllerSpy, with next: ViewControllerSpy) -> Application {
        screens.setRoot(screen)
        let sut = makeSUT()
        var isReading = false
        console.onRead = { isReading = true }
        sut.beforeAction = { [screens] in
            if isReading && screens.topScreen === screen { screens.setRoot(next) }
        }
        return sut
    }

    @Test func loadsOnceThenDrawsHeaderBodyAndPrompt() async {
        // Given
        let screen = ViewControllerSpy("Login")
        screens.setRoot(screen)
        console.feed("hello", "again")

        // When
        await makeSUT().run()

        // Then
        #expect(screen.loadCount == 1)
        #expect(screen.drawCount == 1)
        #expect(screen.handledInputs == ["hello", "again"])
        #expect(console.output.hasPrefix("\n── Login ─"))
    }

    @Test func aLineTypedForAScreenThatLeftBeforeItIsHandledIsDropped() async {
        // Given: the check before each action replaces the screen once the first line has been read
        let main = ViewControllerSpy("Main")
        let login = ViewControllerSpy("Login")
        console.feed("1", "2")
        let sut = makeSUT(replacing: main, with: login)

        // When
        await sut.run()

        // Then
        #expect(main.handledInputs.isEmpty)
        #expect(login.handledInputs == ["2"])
        #expect(console.output.contains(Application.droppedLineNotice + "\n\n── Login ─"))
    }

    @Test func anEmptyLineForAScreenThatLeftIsDroppedWithoutANotice() async {
        // Given: Return pressed on its own as the screen is replaced
        let main = ViewControllerSpy("Main")
        let login = ViewControllerSpy("Login")
        console.feed("  ", "2")
        let sut = makeSUT(replacing: main, with: login)

        // When
        await sut.run()

        // Then
        #expect(login.handledInputs == ["2"])
        #expect(!console.output.contains(Application.droppedLineNotice))
    }

    @Test func aCommandTypedForAScreenThatLeftGoesToTheNewOne() async {
        // Given
        let main = ViewControllerSpy("Main")
        let login = ViewControllerSpy("Login")
        console.feed(":help")
        let sut = makeSUT(replacing: main, with: login)

        // When
        await sut.run()

        // Then
        #expect(console.output.contains("Commands, at any prompt:"))
        #expect(screens.topScreen === login)
        #expect(main.handledInputs.isEmpty)
    }

    @Test func whatAScreenSaysAsTheCheckBeforeAnActionTearsItDownIsDrawn() async {
        // Given: the check before each action makes the screen say something, then takes it off the stack
        let editor = ViewControllerSpy("Editor")
        let login = ViewControllerSpy("Login")
        screens.setRoot(editor)
        console.feed("1")
        let sut = makeSUT()
        var isReading = false
        console.onRead = { isReading = true }
        sut.beforeAction = { [screens] in
            guard isReading && screens.topScreen === editor else { return }
            editor.showError("Your edits were not kept.")
            screens.setRoot(login)
        }

        // When
        await sut.run()

        // Then
        #expect(console.output.contains("✗ Your edits were not kept.\n\(Application.droppedLineNotice)\n\n── Login ─"))
    }

    @Test func backPopsAndRedrawsTheScreenBelow() async {
        // Given
        let root = ViewControllerSpy("Root")
        screens.setRoot(root)
        screens.push(ViewControllerSpy("Top"))
        console.feed(":back")

        // When
        await makeSUT().run()

        // Then
        #expect(screens.topScreen === root)
        #expect(root.drawCount == 1)
        #expect(console.output.contains("── Root ─"))
    }

    @Test func backAtTheRootSaysSoAndStays() async {
        // Given
        screens.setRoot(ViewControllerSpy("Root"))
        console.feed(":back")

        // When
        await makeSUT().run()

        // Then
        #expect(console.output.contains("nothing to go back to"))
        #expect(screens.breadcrumb == ["Root"])
    }

    @Test func aScreenCanTakeBackItself() async {
        // Given
        let top = ViewControllerSpy("Top")
        top.handlesBack = true
        screens.setRoot(ViewControllerSpy("Root"))
        screens.push(top)
        console.feed(":back")

        // When
        await makeSUT().run()

        // Then
        #expect(top.backRequests == 1)
        #expect(screens.topScreen === top)
    }

    @Test func helpListsGlobalAndScreenCommands() async {
        // Given
        let screen = ViewControllerSpy("Code")
        screen.commands = [HelpItem(key: ":resend", summary: "send a new code")]
        screens.setRoot(screen)
        console.feed(":help")

        // When
        await makeSUT().run()

        // Then
        for command in [":back", ":help", ":tree", ":quit", ":resend"] {
            #expect(console.output.contains(command))
        }
        #expect(screen.handledInputs.isEmpty)
    }

    @Test func onANarrowConsoleEachEditingKeysSummaryGoesUnderItsKeyIndented() async {
        // Given: 40 columns, too few for a key column as wide as the widest key and its summary beside it
        screens.setRoot(ViewControllerSpy("News"))
        let narrow = ScriptedConsole(input: [":help"], columns: 40)
        narrow.editsLines = true

        // When
        await Application(console: narrow, screens: screens).run()

        // Then
        #expect(narrow.output.contains("  Alt-Backspace, Alt-D\n      cut the word before, after the\n      cursor\n"))
        #expect(narrow.output.contains("  Ctrl-R\n      search the lines typed before\n"))
    }

    @Test func helpListsTheEditingKeysOnlyWhereLinesAreEdited() async {
        // Given
        screens.setRoot(ViewControllerSpy("News"))
        console.feed(":help")
        let editing = ScriptedConsole(input: [":help"])
        editing.editsLines = true

        // When
        await makeSUT().run()
        await Application(console: editing, screens: screens).run()

        // Then
        #expect(!console.output.contains("Editing keys"))
        #expect(editing.output.contains("Editing keys:\n"))
        #expect(
            editing.output.contains("  Ctrl-R" + String(repeating: " ", count: 16) + "search the lines typed before\n")
        )
        #expect(editing.output.contains("  Ctrl-Y, Alt-Y"))
    }

    @Test func tabCompletesTheCommandsTheLinksAndWhatTheScreenAndItsContainersTake() async {
        // Given: a screen with a command of its own, inside a tab bar
        let tabs = TabBarController(title: "Main", tabTitles: ["News", "Cards"])
        let screen = ViewControllerSpy("List")
        screen.commands = [HelpItem(key: ":resend", summary: "send again"), HelpItem(key: "1–3", summary: "open")]
        screens.setRoot(tabs)
        tabs.stacks[0].setRoot(screen)
        console.feed("")
        console.editsLines = true
        let sut = makeSUT()
        sut.linkCompletions = ["news", "profile/edit"]

        // When
        await sut.run()

        // Then
        #expect(
            console.completionsOffered.first == [
                ":back", ":help", ":open ", ":quit", ":tree", ":open news", ":open profile/edit", ":tab news",
                ":tab cards", ":resend",
            ]
        )
    }

    @Test func aScreenIsDrawnAgainWhenTheConsoleAsksWhileALineIsRead() async {
        // Given
        let screen = ViewControllerSpy("News")
        screens.setRoot(screen)
        console.redrawsScreenOnRead = true
        console.feed("")

        // When
        await makeSUT().run()

        // Then: drawn for the prompt, then again at each of the two reads
        #expect(screen.drawCount == 3)
        #expect(console.output.components(after: "── News ─").count == 3)
    }

    @Test func aLinkDeliveredWhileALineIsReadIsNoticedAboveThePromptWrittenAgain() async {
        // Given
        screens.setRoot(ViewControllerSpy("News"))
        console.feed("")
        let sut = makeSUT()
        console.onRead = { [weak sut, console] in
            console.onRead = nil
            sut?.deliver(link: "cards")
        }

        // When
        await sut.run()

        // Then: as line mode shows it, the prompt written again under the notice
        #expect(console.output.contains("› \n[link] cards arrived; it opens at the next prompt (press Enter).\n› "))
    }

    @Test func aLinkDeliveredWhileNothingIsTypedOpensAtOnceAndTheLineComesAfter() async {
        // Given: a console that can end an empty read, as the line editor does
        let screen = ViewControllerSpy("News")
        screens.setRoot(screen)
        console.endsEmptyReads = true
        console.feed("typed")
        let sut = makeSUT()
        let opener = LinkOpenerSpy()
        sut.links.opener = opener
        console.onRead = { [weak sut, console] in
            console.onRead = nil
            sut?.deliver(link: "cards")
        }

        // When
        await sut.run()

        // Then: opened before the line was read, with no notice, and the line still went to the screen
        #expect(opener.opened == ["cards"])
        #expect(!console.output.contains("arrived; it opens at the next prompt"))
        #expect(screen.handledInputs == ["typed"])
    }

    @Test func aLinkArrivingWhileBusyWaitsForTheLinesTypedAheadAndSaysSoOnce() async {
        // Given: two lines typed ahead, and a link that arrives while the first is handled
        let screen = ViewControllerSpy("Cards")
        screens.setRoot(screen)
        console.endsEmptyReads = true
        console.linesAreTypedAhead = true
        console.feed("first", "second")
        let sut = makeSUT()
        let opener = LinkOpenerSpy()
        sut.links.opener = opener
        var openedWhenSecondWasHandled: [String]?
        screen.onHandle = { [weak sut] input in
            if input == "first" { sut?.deliver(link: "cards/2") }
            if input == "second" { openedWhenSecondWasHandled = opener.opened }
        }

        // When
        await sut.run()

        // Then: both lines went to the screen they were typed at, and the link opened after them
        #expect(screen.handledInputs == ["first", "second"])
        #expect(openedWhenSecondWasHandled == [])
        #expect(opener.opened == ["cards/2"])
        #expect(console.output.components(after: "[link] cards/2 arrived").count == 1)
    }

    @Test func anUnknownCommandThousandsOfCharactersLongIsNamedCutShortInOneLine() async {
        // Given
        screens.setRoot(ViewControllerSpy("News"))
        console.feed(":" + String(repeating: "x", count: 5000))

        // When
        await makeSUT().run()

        // Then
        #expect(console.output.contains("Unknown command :" + String(repeating: "x", count: 59) + "…."))
        #expect(!console.output.contains(String(repeating: "x", count: 60)))
    }

    @Test func screenCommandsReachTheScreenAndUnknownOnesDoNot() async {
        // Given
        let screen = ViewControllerSpy("Code")
        screen.commands = [HelpItem(key: ":resend", summary: "send a new code")]
        screens.setRoot(screen)
        console.feed(":resend", ":bogus\u{1B}[2J")

        // When
        await makeSUT().run()

        // Then
        #expect(screen.handledInputs == [":resend"])
        #expect(console.output.contains("Unknown command :bogus␛[2J. Type :help for the list."))
        #expect(!console.output.contains("\u{1B}"))
    }

    @Test func quitStopsReadingAndTreeShowsTheInspectorAndStack() async {
        // Given
        let screen = ViewControllerSpy("Home")
        screens.setRoot(screen)
        console.feed(":tree", ":quit", "never read")
        let sut = makeSUT()
        sut.commands.inspector = { ["ApplicationCoordinator", "└─ MainCoordinator"] }

        // When
        await sut.run()

        // Then
        #expect(console.output.contains("Coordinators:\n  ApplicationCoordinator\n  └─ MainCoordinator\n"))
        #expect(console.output.contains("Screen stack (top first):\n  ▸ Home\n"))
        #expect(screen.handledInputs.isEmpty)
    }

    @Test func maskedFieldsReadMaskedOnATerminal() async {
        // Given
        let console = ScriptedConsole(input: ["123456"], isInteractive: true)
        let screens = ScreenStack()
        screens.setRoot(MaskedScreenStub())

        // When
        await Application(console: console, screens: screens).run()

        // Then
        #expect(console.maskedReadCount == 1)
        #expect(!console.transcript.contains("123456"))
    }

    @Test func heldLinksOpenAtTheNextPromptBeforeTheLinksDeliveredSince() async {
        // Given: a link the opener holds (kept until sign-in), and two delivered after it
        let screen = ViewControllerSpy("Home")
        screens.setRoot(screen)
        console.feed("typed")
        let sut = makeSUT()
        let opener = LinkOpenerSpy()
        opener.held = ["profile"]
        sut.links.opener = opener
        sut.deliver(link: "news/1")
        sut.deliver(link: "cards")

        // When
        await sut.run()

        // Then
        #expect(opener.opened == ["held profile", "news/1", "cards"])
        #expect(screen.handledInputs == ["typed"])
    }

    @Test func treeDrawsNoGlyphsForAScreenReader() async {
        // Given
        let console = ScriptedConsole(input: [":tree"])
        console.isAccessible = true
        let screens = ScreenStack()
        screens.setRoot(ViewControllerSpy("Home"))
        let sut = Application(console: console, screens: screens)
        sut.commands.inspector = { ["ApplicationCoordinator", "- MainCoordinator"] }

        // When
        await sut.run()

        // Then
        #expect(console.output.contains("Screen stack (top first):\n  top: "))
        #expect(!console.output.contains("▸"))
    }
}

/// The app draws a screen from its state: when it comes on display, when it asks with `setNeedsDisplay()`, and its
/// status line once, under it.
@MainActor @Suite struct ApplicationDrawingTests {
    private let console = ScriptedConsole()
    private let screens = ScreenStack()

    @Test func aScreenWhoseStateChangedIsDrawnAgainBeforeTheNextPrompt() async {
        // Given
        let screen = CounterScreenStub()
        screens.setRoot(screen)
        console.feed("+", "+")

        // When
        await Application(console: console, screens: screens).run()

        // Then
        #expect(console.output.ranges(of: "── Counter ─").count == 3)
        #expect(console.output.hasSuffix("Count: 2\n› \n"))
    }

    @Test func aStatusLineIsDrawnUnderTheScreenOnceWithoutARedraw() async {
        // Given
        let screen = CounterScreenStub()
        screens.setRoot(screen)
        console.feed("?", "")

        // When
        await Application(console: console, screens: screens).run()

        // Then
        #expect(console.output.ranges(of: "── Counter ─").count == 1)
        #expect(console.output.ranges(of: "✗ Type + to count.").count == 1)
        #expect(console.output.hasSuffix("Count: 0\n› ✗ Type + to count.\n› › \n"))
    }

    @Test func aStateChangeOffScreenIsDrawnWhenTheScreenComesBack() async {
        // Given
        let root = CounterScreenStub()
        screens.setRoot(root)
        let top = ViewControllerSpy("Top")
        screens.push(top)
        console.onRead = { [root] in root.count = 5 }
        console.feed(":back")

        // When
        await Application(console: console, screens: screens).run()

        // Then
        #expect(console.output.hasSuffix("\nCount: 5\n› \n"))
        #expect(console.output.ranges(of: "── Counter ─").count == 1)
    }

    @Test func whatAScreenSaysAsTheAppQuitsIsDrawn() async {
        // Given
        let screen = QuittingScreenStub()
        screens.setRoot(screen)
        let sut = Application(console: console, screens: screens)
        await sut.run()

        // When
        await sut.terminate()

        // Then
        #expect(console.output.hasSuffix("› \n✗ Your edits were not kept.\n"))
    }

    @Test func aConfirmationFromAScreenThatLeftShowsUnderTheNextOne() async {
        // Given
        screens.setRoot(ViewControllerSpy("List"))
        screens.push(LeavingScreenStub(stack: screens))
        console.feed("save")

        // When
        await Application(console: console, screens: screens).run()

        // Then
        #expect(console.output.components(after: "── List ─").last?.hasSuffix("─\n✓ Saved.\n› \n") == true)
    }

    @Test func anyContainerIsDrawnAndNavigatedLikeTheTabBar() async {
        // Given: a modal flow with a stack of its own, which the run loop does not know by name
        let flow = ModalFlowStub()
        screens.setRoot(ViewControllerSpy("Home"))
        screens.present(flow)
        flow.stack.setRoot(ViewControllerSpy("Step1"))
        flow.stack.push(ViewControllerSpy("Step2"))
        console.feed(":tree", ":back", ":done")

        // When
        await Application(console: console, screens: screens).run()

        // Then
        #expect(console.output.contains("── Home › Flow › Setup › Step1 › Step2 ─"))
        #expect(console.output.contains("[modal flow]\n"))
        #expect(console.output.contains("  setup Setup (selected): Step1 › Step2"))
        #expect(console.output.contains("── Home › Flow › Setup › Step1 ─"))
        #expect(flow.doneRequests == 1, "the container's own command reaches it")
    }
}

/// A screen that counts `+` lines, drawing the count, and asks for a redraw when it changes.
@MainActor
private final class CounterScreenStub: ViewController {
    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    init() {
        super.init(title: "Counter")
    }

    override func draw(in console: any Console) {
        console.write("Count: \(count)\n")
    }

    override func handle(_ input: String) async {
        if input == "+" {
            count += 1
        } else if !input.isEmpty {
            showError("Type + to count.")
        }
    }
}

/// A screen that confirms what it did and leaves its stack, as an editor does on Save.
@MainActor
private final class LeavingScreenStub: ViewController {
    private let stack: ScreenStack

    init(stack: ScreenStack) {
        self.stack = stack
        super.init(title: "Editor")
    }

    override func handle(_ input: String) async {
        showMessage("Saved.")
        stack.pop()
    }
}

/// A screen whose edits cannot be kept when the app quits, and says so.
@MainActor
private final class QuittingScreenStub: ViewController {
    init() {
        super.init(title: "Editor")
    }

    override func applicationWillTerminate() async {
        showError("Your edits were not kept.")
    }
}

/// A container other than the tab bar: a modal flow with one stack of its own and a `:done` command.
@MainActor
private final class ModalFlowStub: ContainerViewController {
    let stack = ScreenStack()
    private(set) var doneRequests = 0

    init() {
        super.init(title: "Flow")
    }

    override var childStacks: [ScreenStack] { [stack] }
    override var childKind: String { "setup" }
    override var switchHint: String { ":done closes the flow." }

    override var helpItems: [HelpItem] { [HelpItem(key: ":done", summary: "close the flow")] }

    override func childTitle(at index: Int) -> String { "Setup" }

    override func drawBar(in console: any Console) {
        console.write("[modal flow]\n")
    }

    override func handle(_ input: String) async {
        doneRequests += 1
    }
}

/// A screen whose prompt is masked.
@MainActor
private final class MaskedScreenStub: ViewController {
    override var textField: TextField { .masked(label: "Code") }

    init() {
        super.init(title: "Code")
    }
}
