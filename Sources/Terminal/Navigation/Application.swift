/// Runs the terminal app, the way `UIApplication` runs an iOS one.
///
/// It draws the visible screen (the top of the window's stack, or of the selected tab inside a tab bar), reads a
/// line, and hands it to the screen, or to its `commands` when it starts with `:`, until `:quit` or the end of
/// input. A link from outside opens at once when nothing is typed at the prompt; one that arrives while a line is
/// being typed waits in its `links` until that line has been handled, so it keeps its meaning.
///
/// Each prompt offers the console the lines Tab completes (the commands, `:open` with the app's links, and the
/// commands of the screen and its containers), and the console may ask for the screen to be drawn again while the
/// line is typed: after the window changed size, or Ctrl-L, as a view controller is laid out again on rotation.
@MainActor
public final class Application {
    // MARK: - Properties

    /// The commands every prompt accepts: `:back`, `:help`, `:tree`, `:quit` (`:q`), `:open`; a container's own, such
    /// as `:tab`, reach the container.
    public let commands: CommandInterpreter

    /// The links that open now or at the next prompt.
    public let links = LinkQueue()

    /// Runs at every prompt, before the screen is drawn and a line is read: the composition root reports leaks here.
    public var onPrompt: (() -> Void)?

    /// Runs before the app acts: the composition root checks here that the session has not ended.
    ///
    /// It runs before waiting links open and the prompt is drawn, and again when a line has been read, before it is
    /// handled. When it changes the screen on display, a line typed for the screen that left is dropped, with
    /// ``droppedLineNotice``, and a command goes to the new one.
    public var beforeAction: (() async -> Void)?

    /// What a line typed for a screen that left before it was handled is told by.
    static let droppedLineNotice = "What was typed there was not used: that screen has closed."

    /// A line drawn under the header of every screen for as long as it returns one, such as the app being
    /// read-only.
    public var banner: (() -> String?)?

    /// The links that Tab completes `:open ` to at every prompt, such as `news` or `profile/edit`: set by the
    /// composition root, which knows the app's routes.
    public var linkCompletions: [String] = []

    /// The whole lines Tab completes a typed line to when none of the prompt's fits, such as `:open cards/2` for
    /// `:open cards/`: asked only when Tab is pressed, as a shell lists file names; set by the composition root,
    /// which knows what each link's argument can be.
    public var linkArgumentCompletions: ((String) async -> [String])?

    private let console: any Console
    private let screens: ScreenStack
    private let spinner: Spinner
    private weak var drawnScreen: (ViewController)?
    /// A status line set by a screen that left the display while handling the last line (a confirmation such as
    /// "Profile saved."): drawn under the screen that shows next.
    private var carriedStatus: Text?

    /// The prompt being read at, while a line is read.
    private var readingPrompt: String?
    /// Links that arrived while no line was read, not said yet.
    private var linksArrivedWhileBusy: [String] = []
    private var isQuitting = false

    // MARK: - Initialization

    /// Creates an app on the window's `screens`, talking through `console`.
    public init(console: any Console, screens: ScreenStack, spinner: Spinner? = nil) {
        self.console = console
        self.screens = screens
        let spinner = spinner ?? Spinner(console: console)
        self.spinner = spinner
        commands = CommandInterpreter(console: console, screens: screens, spinner: spinner, links: links)
        commands.onQuit = { [weak self] in self?.quit() }
    }

    // MARK: - Public Methods

    /// Runs until `:quit`, the end of input, or an empty stack.
    ///
    /// Before each prompt, the screen on display is drawn when it is new there or asked for it with
    /// `setNeedsDisplay()`, then the status line of the screen and of the containers around it, once.
    public func run() async {
        isQuitting = false
        while !isQuitting {
            await runBeforeAction()
            await openLinksUnlessTypedAhead()
            let stack = screens.visibleStack
            guard let screen = stack.topScreen else { return }
            if let unloaded = stack.takeTopScreenToLoad() {
                await spinner.run { await unloaded.viewDidLoad() }
                continue
            }
            onPrompt?()
            if drawnScreen !== screen {
                drawnScreen = screen
                await spinner.run { await screen.viewWillAppear() }
                guard screens.visibleStack.topScreen === screen else { continue }
                draw(screen)
            } else if screen.needsDisplay {
                draw(screen)
            }
            carriedStatus.map(console.draw)
            carriedStatus = nil
            drawStatusLines(of: screen)
            let prompt = screen.textField.render(style: console.style)
            readingPrompt = prompt
            let line = await console.readLine(
                prompt: prompt,
                masked: screen.textField.isSecureTextEntry,
                // Worked out only for a console that has a Tab to offer them to: a launch in line mode makes none.
                completions: console.editsLines ? completions(at: screen) : [],
                moreCompletions: { [weak self] line in await self?.linkArgumentCompletions?(line) ?? [] },
                redrawScreen: { self.draw(screen) }
            )
            readingPrompt = nil
            guard let line else {
                console.write("\n")
                return
            }
            await runBeforeAction()
            guard let current = screens.visibleStack.topScreen else { return }
            guard current === screen || line.trimmingSpaces().hasPrefix(":") else {
                // Typed for a screen that has left since the prompt was drawn: it means nothing on the new one, and
                // the person is told, rather than left to think it was taken (a note typed as the session ended).
                if !line.trimmingSpaces().isEmpty {
                    console.draw(Text(Self.droppedLineNotice, role: .notice))
                }
                continue
            }
            await dispatch(line, to: current)
            if screens.visibleStack.topScreen !== screen {
                // A confirmation from a screen that left shows under the one that comes next.
                carriedStatus = screen.takeStatusMessage() ?? carriedStatus
            } else if !links.isEmpty {
                // What the line brought belongs to the screen it was typed at, before a waiting link moves on.
                drawStatusLines(of: screen)
            }
        }
    }

    /// Tells every screen on the stack that the app is about to quit, and draws what one has to say about it (edits
    /// that could not be kept); call it once, after `run()` has returned for the last time.
    ///
    /// A link delivered from outside that waits for a prompt that will not come is named as not opened, so none
    /// is dropped silently.
    public func terminate() async {
        for link in links.removeAll() {
            let notOpened = "[link] \(TerminalText.visible(link, shortenedTo: 60)) was not opened: the app quit first."
            console.draw(Text(notOpened, role: .notice))
        }
        for screen in screens.allScreens {
            await screen.applicationWillTerminate()
            screen.takeStatusMessage().map(console.draw)
        }
    }

    /// Makes `run()` return after the current line.
    public func quit() {
        isQuitting = true
    }

    /// Queues a link from outside and opens it as soon as it can, as `scene(_:openURLContexts:)` does: at once when
    /// the prompt has nothing typed on it (``Console/endReadIfLineIsEmpty()``), else after the line being typed.
    ///
    /// A line half typed keeps its meaning: a notice says the link waits, on a line of its own above the line being
    /// typed, which stays as it was (``Console/write(_:whileReadingAt:)``), and the link opens once it is entered.
    public func deliver(link: String) {
        links.deliver(link)
        guard let readingPrompt else {
            // Busy: whether keys were typed ahead meanwhile is known at the next prompt.
            linksArrivedWhileBusy.append(link)
            return
        }
        guard !console.endReadIfLineIsEmpty() else { return }
        console.write(arrivalNotice(for: link), whileReadingAt: readingPrompt)
    }

    // MARK: - Private Methods

    /// The notice that `link` arrived and waits for the line being typed, rendered.
    private func arrivalNotice(for link: String) -> String {
        let notice = Text(
            "[link] \(TerminalText.visible(link, shortenedTo: 60)) arrived; it opens at the next prompt (press Enter).",
            role: .notice
        )
        return notice.render(style: console.style, columns: console.columns)
    }

    /// Opens the links waiting, unless keys were typed ahead: those are for the screen they were typed at, so the
    /// links wait until they are handled, and a link that arrived while the app was busy says so, once.
    private func openLinksUnlessTypedAhead() async {
        guard console.hasTypedAhead else {
            linksArrivedWhileBusy = []
            await links.openAll()
            return
        }
        for link in linksArrivedWhileBusy {
            console.write(arrivalNotice(for: link))
        }
        linksArrivedWhileBusy = []
    }

    /// Runs `beforeAction`; what a screen it took off the stack had still to say (edits that could not be kept as
    /// the session ended, say) is drawn, since that screen never shows again.
    private func runBeforeAction() async {
        guard let beforeAction else { return }
        let shown = screens.allScreens
        await beforeAction()
        let remaining = screens.allScreens
        for screen in shown where !remaining.contains(where: { $0 === screen }) {
            screen.takeStatusMessage().map(console.draw)
        }
    }

    /// The whole lines Tab completes at `screen`'s prompt: the commands every prompt accepts, `:open` with each of
    /// ``linkCompletions``, and the commands of the screen and of the containers around it.
    private func completions(at screen: ViewController) -> [String] {
        let links = linkCompletions.map { ":open " + $0 }
        let holders = screens.visibleContainers + [screen]
        return CommandInterpreter.completions + links + holders.flatMap { $0.commandCompletions }
    }

    /// Draws the status line of `screen` and of the containers around it, if they have one, once.
    private func drawStatusLines(of screen: ViewController) {
        for holder in screens.visibleContainers + [screen] {
            holder.takeStatusMessage().map(console.draw)
        }
    }

    /// Draws the header, the bar of each container on the way, and the screen's body.
    private func draw(_ screen: ViewController) {
        let header = Header(path: screens.visibleBreadcrumb)
        if console.isAccessible {
            console.write("\nScreen: \(header.title)\n")
        } else {
            console.draw(header)
        }
        for container in screens.visibleContainers {
            container.drawBar(in: console)
        }
        if let banner = banner?() {
            console.draw(Text(banner, role: .notice))
        }
        screen.display(in: console)
    }

    /// Hands `line` to the global commands when it starts with `:`, else to the screen; a bare Enter while links
    /// wait only opens them.
    private func dispatch(_ line: String, to screen: ViewController) async {
        let typed = line.trimmingSpaces()
        if typed.hasPrefix(":") {
            await commands.interpret(typed, on: screen)
        } else if !(typed.isEmpty && !links.isEmpty) {
            await spinner.run { await screen.handle(line) }
        }
    }
}
