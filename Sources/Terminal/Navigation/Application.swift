/// Runs the terminal app, the way `UIApplication` runs an iOS one.
///
/// It draws the top screen of the stack, reads a line, handles the global commands, and hands everything else to
/// the screen, until `:quit` or the end of input.
@MainActor
public final class Application {
    // MARK: - Properties

    /// Prints the app's own part of `:tree` (the coordinator tree); the screen stack is added below it.
    public var inspector: (() -> [String])?

    private let console: any Console
    private let screens: ScreenStack
    private let spinner: Spinner
    private weak var drawnScreen: (any Presentable)?
    private var isQuitting = false

    private static let globalHelp = [
        HelpItem(key: ":back", summary: "go back one screen"),
        HelpItem(key: ":help", summary: "show this help"),
        HelpItem(key: ":tree", summary: "show the coordinator tree and the screen stack"),
        HelpItem(key: ":quit", summary: "quit; everything is saved (so does Ctrl-D)"),
    ]

    // MARK: - Initialization

    /// Creates an app on `screens`, talking through `console`.
    public init(console: any Console, screens: ScreenStack, spinner: Spinner? = nil) {
        self.console = console
        self.screens = screens
        self.spinner = spinner ?? Spinner(console: console)
    }

    // MARK: - Public Methods

    /// Runs until `:quit`, the end of input, or an empty stack.
    public func run() async {
        while !isQuitting, let screen = screens.topScreen {
            if let unloaded = screens.takeTopScreenToLoad() {
                await spinner.run { await unloaded.viewDidLoad() }
                continue
            }
            if drawnScreen !== screen {
                console.draw(Header(path: screens.breadcrumb))
                screen.draw()
                drawnScreen = screen
            }
            console.write(screen.textField.render(style: console.style))
            guard let line = await console.readLine(masked: screen.textField.isSecureTextEntry) else {
                console.write("\n")
                return
            }
            await dispatch(line, to: screen)
        }
    }

    /// Makes `run()` return after the current line.
    public func quit() {
        isQuitting = true
    }

    // MARK: - Private Methods

    private func dispatch(_ line: String, to screen: any Presentable) async {
        let typed = line.trimmingSpaces()
        guard typed.hasPrefix(":") else {
            await spinner.run { await screen.handle(line) }
            return
        }
        switch typed.lowercased() {
        case ":back":
            if await !screen.handleBack() && !screens.goBack() {
                console.draw(Text("This is the first screen; there is nothing to go back to.", role: .hint))
            }
        case ":help":
            showHelp(for: screen)
        case ":tree":
            showTree()
        case ":quit", ":q":
            quit()
        default:
            let name = typed.split(separator: " ").first.map(String.init) ?? typed
            if screen.helpItems.contains(where: { $0.key == name.lowercased() }) {
                await spinner.run { await screen.handle(typed) }
            } else {
                console.draw(Text("Unknown command \(name). Type :help for the list.", role: .error))
            }
        }
    }

    private func showHelp(for screen: any Presentable) {
        let items = Self.globalHelp + screen.helpItems
        let keyWidth = items.map { TextLayout.width(of: $0.key) }.max() ?? 0
        let lines = items.map { item in
            let padding = String(repeating: " ", count: keyWidth - TextLayout.width(of: item.key))
            return "  \(console.style.cyan(item.key))\(padding)  \(item.summary)\n"
        }
        console.write("Commands, at any prompt:\n" + lines[..<Self.globalHelp.count].joined())
        if !screen.helpItems.isEmpty {
            console.write("On this screen:\n" + lines[Self.globalHelp.count...].joined())
        }
    }

    private func showTree() {
        let tree = inspector?() ?? []
        let stack = screens.description.enumerated().map { index, line in
            "  \(index == 0 ? "▸" : " ") \(line)"
        }
        console.write(
            (["Coordinators:"] + tree.map { "  " + $0 } + ["Screen stack (top first):"] + stack)
                .joined(separator: "\n") + "\n"
        )
    }
}
