/// A piece of a screen that renders itself as text for a given style and width.
@MainActor
public protocol Widget {
    /// The widget's text, ending in a newline, with untrusted parts already sanitized.
    func render(style: Style, columns: Int) -> String
}

extension Console {
    /// Draws a widget on standard output.
    public func draw(_ widget: some Widget) {
        write(widget.render(style: style, columns: columns))
    }

    /// Writes `text`, already sanitized, to standard output as lines that fit the width, each one styled by `styled`.
    public func writeLines(_ text: String, styled: (String) -> String = { $0 }) {
        write(TextLayout.block(TextLayout.wrap(text, columns: columns), styled: styled))
    }

    /// Writes `text`, already sanitized, to standard error, each line styled by `styled`: as lines that fit a
    /// terminal's width, or as it is when standard error is not a terminal.
    public func writeErrorLines(_ text: String, styled: (String) -> String = { $0 }) {
        let lines = errorColumns.map { TextLayout.wrap(text, columns: $0) } ?? [text]
        writeError(TextLayout.block(lines, styled: styled))
    }
}
