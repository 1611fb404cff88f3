/// Carries out the commands every prompt accepts (`:back`, `:help`, `:tree`, `:quit`, `:open`), and passes the
/// commands of the screen on display, and of the containers around it (a tab bar's `:tab`), to them.
@MainActor
public final class CommandInterpreter {
    // MARK: - Properties

    /// Prints the app's own part of `:tree` (the coordinator tree); the screen stacks are added below it.
    public var inspector: (() -> [String])?

    /// Ends the run loop after the current line; set by the app that owns the interpreter.
    var onQuit: (() -> Void)?

    /// The commands every prompt accepts, as Tab completes them; `:open ` waits for its link.
    static let completions = [":back", ":help", ":open ", ":quit", ":tree"]

    private let console: any Console
    private let screens: ScreenStack
    private let spinner: Spinner
    private let links: LinkQueue

    private static let globalHelp = [
        HelpItem(key: ":back", summary: "go back one screen"),
        HelpItem(key: ":open LINK", summary: "open a link, such as news/3 or cards"),
        HelpItem(key: ":help", summary: "show this help"),
        HelpItem(key: ":tree", summary: "show the coordinator tree and the screen stacks"),
        HelpItem(key: ":quit, :q", summary: "quit (so does Ctrl-D); unsaved edits are kept for next time"),
    ]

    /// The line editor's keys, which `:help` lists on a terminal where it is on.
    private static let editingHelp = [
        HelpItem(key: "Ctrl-A, Ctrl-E", summary: "to the start, to the end of the line (Home, End)"),
        HelpItem(key: "Alt-B, Alt-F", summary: "back, forward a word (Ctrl-Left, Ctrl-Right)"),
        HelpItem(key: "Up, Down", summary: "the lines typed before in this run (Ctrl-P, Ctrl-N)"),
        HelpItem(key: "Ctrl-R", summary: "search the lines typed before"),
        HelpItem(key: "Tab", summary: "complete a command, a link or its number; twice: list the choices"),
        HelpItem(key: "Ctrl-U, Ctrl-K", summary: "cut to the start, to the end of the line"),
        HelpItem(key: "Ctrl-W", summary: "cut the word before the cursor, up to a space"),
        HelpItem(key: "Alt-Backspace, Alt-D", summary: "cut the word before, after the cursor"),
        HelpItem(key: "Ctrl-Y, Alt-Y", summary: "paste back what was cut (cuts in a row as one); then an earlier cut"),
        HelpItem(key: "Ctrl-T", summary: "swap the characters at the cursor"),
        HelpItem(key: "Ctrl-L", summary: "clear the screen and draw it again"),
    ]

    // MARK: - Initialization

    /// Creates an interpreter for the window's `screens`, answering on `console` and opening links through `links`.
    init(console: any Console, screens: ScreenStack, spinner: Spinner, links: LinkQueue) {
        self.console = console
        self.screens = screens
        self.spinner = spinner
        self.links = links
    }

    // MARK: - Methods

    /// Carries out `command`, a trimmed line that starts with `:`, typed at `screen`'s prompt.
    func interpret(_ command: String, on screen: ViewController) async {
        let words = command.split(separator: " ", maxSplits: 1).map(String.init)
        let name = words[0].lowercased()
        let argument = words.count > 1 ? words[1].trimmingSpaces() : ""
        switch name {
        case ":back":
            await goBack(from: screen)
        case ":help":
            showHelp(for: screen)
        case ":tree":
            showTree()
        case ":quit", ":q":
            onQuit?()
        case ":open":
            guard !argument.isEmpty else {
                console.draw(Text("Type :open and a link, such as :open news/3.", role: .error))
                return
            }
            await links.open(argument)
        default:
            let holders = [screen] + screens.visibleContainers.reversed()
            if let holder = holders.first(where: { $0.helpItems.contains { $0.key == name } }) {
                await spinner.run { await holder.handle(command) }
            } else {
                let shown = TerminalText.visible(words[0], shortenedTo: 60)
                console.draw(Text("Unknown command \(shown). Type :help for the list.", role: .error))
            }
        }
    }

    // MARK: - Private Methods

    private func goBack(from screen: ViewController) async {
        if await screen.handleBack() { return }
        if screens.visibleStack.goBack() { return }
        let hint = screens.visibleContainers.last.map(\.switchHint).map { $0.isEmpty ? "" : " " + $0 } ?? ""
        console.draw(Text("This is the first screen; there is nothing to go back to.\(hint)", role: .hint))
    }

    private func showHelp(for screen: ViewController) {
        let containerItems = screens.visibleContainers.flatMap(\.helpItems)
        let globalItems = Self.globalHelp + containerItems
        let lines = helpLines(globalItems + screen.helpItems)
        console.write("Commands, at any prompt:\n" + lines[..<globalItems.count].joined())
        if !screen.helpItems.isEmpty {
            console.write("On this screen:\n" + lines[globalItems.count...].joined())
        }
        if console.editsLines {
            console.write("Editing keys:\n" + helpLines(Self.editingHelp).joined())
        }
    }

    /// `items` as lines of `:help`, each key in a column as wide as the widest, each summary wrapped under itself;
    /// where that column would take more than half the width, each summary goes under its key, indented.
    private func helpLines(_ items: [HelpItem]) -> [String] {
        let keyWidth = items.map { TextLayout.width(of: $0.key) }.max() ?? 0
        guard keyWidth + 4 <= console.columns / 2 else {
            return items.map { item in
                let summary = TextLayout.wrap(item.summary, columns: console.columns - 6).map { "      " + $0 + "\n" }
                return "  " + console.style.cyan(item.key) + "\n" + summary.joined()
            }
        }
        return items.map { item in
            let line = "  " + TextLayout.padded(item.key, to: keyWidth) + "  " + item.summary
            let wrapped = TextLayout.wrap(line, columns: console.columns, hangingIndent: keyWidth + 4)
            let first = "  " + console.style.cyan(item.key) + wrapped[0].dropFirst(2 + item.key.count)
            return ([first] + wrapped.dropFirst()).map { $0 + "\n" }.joined()
        }
    }

    private func showTree() {
        let tree = inspector?() ?? []
        let stacks = screens.treeLines(isAccessible: console.isAccessible)
        let lines = ["Coordinators:"] + tree.map { "  " + $0 } + ["Screen stack (top first):"] + stacks
        console.write(
            lines.flatMap { line in
                let indent = line.prefix { $0 == " " }.count + 2
                return TextLayout.wrap(line, columns: console.columns, hangingIndent: indent)
            }
            .map { $0 + "\n" }.joined()
        )
    }
}
