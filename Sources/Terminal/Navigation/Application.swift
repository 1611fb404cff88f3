/// Runs the terminal app, the way `UIApplication` runs an iOS one.
///
/// It draws the visible screen (the top of the window's stack, or of the selected tab inside a tab bar), reads a
/// line, handles the global commands, and hands everything else to the screen, until `:quit` or the end of input.
/// Links that arrive while a line is being typed wait until that line has been handled, so it keeps its meaning.
@MainActor
public final class Application {
    // MARK: - Properties

    /// Prints the app's own part of `:tree` (the coordinator tree); the screen stacks are added below it.
    public var inspector: (() -> [String])?

    /// Opens a link typed with `:open` or delivered from outside; prints its own outcome line.
    public var onOpen: ((String) async -> Void)?

    private let console: any Console
    private let screens: ScreenStack
    private let spinner: Spinner
    private let lifetimes: LifetimeRegistry?
    private weak var drawnScreen: (any ViewController)?
    /// What opens at the next prompt, oldest first: delivered links and links the app holds as values.
    private var pendingLinks: [@MainActor () async -> Void] = []
    private var isReading = false
    private var isQuitting = false

    private static let globalHelp = [
        HelpItem(key: ":back", summary: "go back one screen"),
        HelpItem(key: ":open LINK", summary: "open a link, such as news/3 or cards"),
        HelpItem(key: ":help", summary: "show this help"),
        HelpItem(key: ":tree", summary: "show the coordinator tree and the screen stacks"),
        HelpItem(key: ":quit", summary: "quit (so does Ctrl-D); unsaved edits are kept for next time"),
    ]

    // MARK: - Initialization

    /// Creates an app on `screens`, talking through `console`; `lifetimes`, if given, is checked for leaks at
    /// every prompt.
    public init(
        console: any Console,
        screens: ScreenStack,
        spinner: Spinner? = nil,
        lifetimes: LifetimeRegistry? = nil
    ) {
        self.console = console
        self.screens = screens
        self.spinner = spinner ?? Spinner(console: console)
        self.lifetimes = lifetimes
    }

    // MARK: - Public Methods

    /// Runs until `:quit`, the end of input, or an empty stack.
    public func run() async {
        isQuitting = false
        while !isQuitting {
            await openPendingLinks()
            let stack = visibleStack
            guard let screen = stack.topScreen else { return }
            if let unloaded = stack.takeTopScreenToLoad() {
                await spinner.run { await unloaded.viewDidLoad() }
                continue
            }
            lifetimes?.reportLeaks()
            if drawnScreen !== screen {
                drawnScreen = screen
                await spinner.run { await screen.viewWillAppear() }
                guard visibleStack.topScreen === screen else { continue }
                draw(screen)
            }
            isReading = true
            let line = await console.readLine(
                prompt: screen.textField.render(style: console.style),
                masked: screen.textField.isSecureTextEntry
            )
            isReading = false
            guard let line else {
                console.write("\n")
                return
            }
            await dispatch(line, to: screen)
        }
    }

    /// Tells every screen on the stack that the app is about to quit; call it once, after `run()` has returned for
    /// the last time.
    public func terminate() async {
        for screen in screens.screens {
            await screen.applicationWillTerminate()
        }
    }

    /// Makes `run()` return after the current line.
    public func quit() {
        isQuitting = true
    }

    /// Queues a link from outside; it opens at the next prompt, after any line being typed now.
    public func deliver(link: String) {
        pendingLinks.append { [weak self] in await self?.onOpen?(link) }
        if isReading {
            let notice = "[link] \(TerminalText.visible(link)) arrived; it opens at the next prompt (press Enter)."
            console.write("\n" + console.style.yellow(notice) + "\n")
        }
    }

    /// Runs `open` at the next prompt, after the links queued before it: how a link the app already holds (one kept
    /// until sign-in) opens once the line being handled is done, in order with the others.
    public func schedule(_ open: @escaping @MainActor () async -> Void) {
        pendingLinks.append(open)
    }

    // MARK: - Private Properties

    /// The stack whose top is on display: the selected tab's inside a tab bar, else the window's.
    private var visibleStack: ScreenStack {
        guard let tabBar = screens.topScreen as? TabBarController else { return screens }
        let tab = tabBar.stacks[tabBar.selectedIndex]
        return tab.topScreen == nil ? screens : tab
    }

    // MARK: - Private Methods

    private func draw(_ screen: any ViewController) {
        var path = screens.breadcrumb
        let tabBar = screens.topScreen as? TabBarController
        if let tabBar {
            path += [tabBar.tabTitles[tabBar.selectedIndex]] + tabBar.stacks[tabBar.selectedIndex].breadcrumb
        }
        let header = Header(path: path)
        if console.isAccessible {
            console.write("\nScreen: \(header.title)\n")
            tabBar.map { console.write($0.tabSentence()) }
        } else {
            console.draw(header)
            tabBar.map { console.write($0.tabStrip(style: console.style, columns: console.columns)) }
        }
        screen.draw()
    }

    private func openPendingLinks() async {
        while !pendingLinks.isEmpty {
            await pendingLinks.removeFirst()()
        }
    }

    private func dispatch(_ line: String, to screen: any ViewController) async {
        let typed = line.trimmingSpaces()
        guard typed.hasPrefix(":") else {
            if !(typed.isEmpty && !pendingLinks.isEmpty) {
                await spinner.run { await screen.handle(line) }
            }
            return
        }
        let words = typed.split(separator: " ", maxSplits: 1).map(String.init)
        let command = words[0].lowercased()
        let argument = words.count > 1 ? words[1].trimmingSpaces() : ""
        switch command {
        case ":back":
            await goBack(from: screen)
        case ":help":
            showHelp(for: screen)
        case ":tree":
            showTree()
        case ":quit", ":q":
            quit()
        case ":open":
            guard !argument.isEmpty else {
                console.draw(Text("Type :open and a link, such as :open news/3.", role: .error))
                return
            }
            await onOpen?(argument)
        case ":tab":
            switchTab(to: argument)
        default:
            if screen.helpItems.contains(where: { $0.key == command }) {
                await spinner.run { await screen.handle(typed) }
            } else {
                console.draw(
                    Text("Unknown command \(TerminalText.visible(words[0])). Type :help for the list.", role: .error)
                )
            }
        }
    }

    private func goBack(from screen: any ViewController) async {
        if await screen.handleBack() { return }
        if visibleStack.goBack() { return }
        let hint = screens.topScreen is TabBarController ? " :tab switches tabs." : ""
        console.draw(Text("This is the first screen; there is nothing to go back to.\(hint)", role: .hint))
    }

    private func switchTab(to name: String) {
        guard let tabBar = screens.topScreen as? TabBarController else {
            console.draw(Text("There are no tabs on this screen.", role: .error))
            return
        }
        guard let index = tabBar.tabIndex(for: name) else {
            let names = tabBar.tabTitles.map { $0.lowercased() }.joined(separator: ", ")
            console.draw(Text("Type :tab and 1–\(tabBar.tabTitles.count) or a tab's name (\(names)).", role: .error))
            return
        }
        tabBar.select(index)
    }

    private func showHelp(for screen: any ViewController) {
        let tabItems = (screens.topScreen as? TabBarController)?.helpItems ?? []
        let globalItems = Self.globalHelp + tabItems
        let items = globalItems + screen.helpItems
        let keyWidth = items.map { TextLayout.width(of: $0.key) }.max() ?? 0
        let lines = items.map { item in
            let padding = String(repeating: " ", count: keyWidth - TextLayout.width(of: item.key))
            return "  \(console.style.cyan(item.key))\(padding)  \(item.summary)\n"
        }
        console.write("Commands, at any prompt:\n" + lines[..<globalItems.count].joined())
        if !screen.helpItems.isEmpty {
            console.write("On this screen:\n" + lines[globalItems.count...].joined())
        }
    }

    private func showTree() {
        let tree = inspector?() ?? []
        let stacks = ScreenContainer.describe(screens, isAccessible: console.isAccessible)
        console.write(
            (["Coordinators:"] + tree.map { "  " + $0 } + ["Screen stack (top first):"] + stacks)
                .joined(separator: "\n") + "\n"
        )
    }
}
