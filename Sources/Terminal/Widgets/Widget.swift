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
}
