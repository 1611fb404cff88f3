/// The line at the top of every screen that says where you are, such as `Main › Cards › Visa •• 4242`.
public struct Header: Widget {
    // MARK: - Properties

    /// The breadcrumb's parts, outermost first; neighbours with the same title show once.
    public let path: [String]

    // MARK: - Initialization

    /// Creates a header for a breadcrumb.
    public init(path: [String]) {
        self.path = path.reduce(into: []) { parts, title in
            if parts.last != title { parts.append(title) }
        }
    }

    /// The breadcrumb as one line of text.
    public var title: String {
        var title = ""
        for (index, part) in path.enumerated() {
            title += (index == 0 ? "" : " › ") + TerminalText.sanitized(part)
        }
        return title
    }

    // MARK: - Widget

    public func render(style: Style, columns: Int) -> String {
        guard TextLayout.width(of: title) + 4 <= columns else {
            return "\n" + TextLayout.block(TextLayout.wrap(title, columns: columns), styled: style.bold)
        }
        let rule = String(repeating: "─", count: max(0, min(columns, 60) - TextLayout.width(of: title) - 4))
        return "\n" + style.bold("── \(title) \(rule)") + "\n"
    }
}
