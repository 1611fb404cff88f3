/// A paragraph of text, sanitized and wrapped to the console's width.
public struct Text: Widget {
    /// What the paragraph is for, which decides its styling.
    public enum Role: Sendable {
        /// Plain text.
        case body
        /// A tip on what to type, dimmed.
        case hint
        /// Something that went wrong: red, after a ✗ (read "Error:" in accessible mode).
        case error
        /// Something that was done: green, after a ✓ (read "Done:" in accessible mode).
        case success
        /// Something that happened meanwhile, such as a link arriving: yellow.
        case notice
        /// A state that is as it should be, such as an active card: green, with no mark, since nothing was done.
        case positive
        /// A state that holds something back, such as a blocked card: red, with no mark, since nothing went wrong.
        case negative
    }

    // MARK: - Properties

    private let content: String
    private let role: Role
    private let isBulleted: Bool

    // MARK: - Initialization

    /// Creates a paragraph; `content` may be untrusted and may hold line breaks.
    public init(_ content: String, role: Role = .body) {
        self.content = content
        self.role = role
        isBulleted = false
    }

    /// Creates an item of a list to read: `• ` and `content`, whose every line after the first is indented under its
    /// text, as a `UILabel`'s paragraph style with a head indent sets it.
    public init(bullet content: String, role: Role = .body) {
        self.content = content
        self.role = role
        isBulleted = true
    }

    // MARK: - Widget

    public func render(style: Style, columns: Int) -> String {
        let prefix: String
        switch role {
        case .error: prefix = "✗ "
        case .success: prefix = "✓ "
        default: prefix = ""
        }
        let text = prefix + TerminalText.sanitized(content, keepingNewlines: true)
        guard isBulleted else { return TextLayout.block(TextLayout.wrap(text, columns: columns)) { styled($0, style) } }
        let lines = TextLayout.wrap(text, columns: columns - 2).enumerated().map {
            ($0.offset == 0 ? "• " : "  ") + $0.element
        }
        return TextLayout.block(lines) { styled($0, style) }
    }

    // MARK: - Private Methods

    private func styled(_ line: String, _ style: Style) -> String {
        switch role {
        case .body: line
        case .hint: style.dim(line)
        case .error, .negative: style.red(line)
        case .success, .positive: style.green(line)
        case .notice: style.yellow(line)
        }
    }
}
