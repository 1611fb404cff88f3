/// A message with a short numbered set of actions, the terminal's alert box.
public struct Alert: Widget {
    // MARK: - Properties

    /// The bold first line.
    public let title: String

    /// The explanation below the title.
    public let message: String

    /// The actions, as a menu.
    public let actions: Menu

    // MARK: - Initialization

    /// Creates an alert; the first action is the one Enter alone picks.
    public init(title: String, message: String, actions: [String]) {
        self.title = title
        self.message = message
        self.actions = Menu(actions)
    }

    // MARK: - Public Methods

    /// The index of the action `input` picks; an empty line picks the first.
    public func choice(for input: String) -> Int? {
        actions.choice(for: input, defaultChoice: 0)
    }

    // MARK: - Widget

    public func render(style: Style, columns: Int) -> String {
        let heading = style.bold("! " + TerminalText.sanitized(title)) + "\n"
        let body = message.isEmpty ? "" : Text(message).render(style: style, columns: columns)
        return heading + body + actions.render(style: style, columns: columns)
    }
}
