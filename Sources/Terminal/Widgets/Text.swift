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

    // MARK: - Initialization

    /// Creates a paragraph; `content` may be untrusted and may hold line breaks.
    public init(_ content: String, role: Role = .body) {
        self.content = content
        self.role = role
    }

    // MARK: - Widget

    public func render(style: Style, columns: Int) -> String {
        let prefix: String
        switch role {
        case .error: prefix = "✗ "
        case .success: prefix = "✓ "
        default: prefix = ""
        }
        let lines = TextLayout.wrap(prefix + TerminalText.sanitized(content, keepingNewlines: true), columns: columns)
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
