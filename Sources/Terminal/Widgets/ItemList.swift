/// A numbered list of items with an optional detail each, picked by number.
public struct ItemList: Widget {
    /// One row of the list.
    public struct Item: Sendable, Equatable {
        /// The row's main text.
        public let title: String
        /// Dimmed text after the title.
        public let detail: String

        /// Creates a row.
        public init(title: String, detail: String = "") {
            self.title = title
            self.detail = detail
        }
    }

    // MARK: - Properties

    /// The rows, in order.
    public let items: [Item]

    /// What is shown when there are no rows.
    public let emptyMessage: String

    /// What one row is, for the line that says what to type: `a card`.
    public let itemName: String

    /// What a line that picks no row is told: the numbers to type, or, with no rows, ``emptyMessage``.
    public var invalidChoiceMessage: String {
        items.isEmpty ? emptyMessage : "Type the number of \(itemName), 1 to \(items.count)."
    }

    // MARK: - Initialization

    /// Creates a list of `items`, each one `itemName` (`a card`), saying `emptyMessage` when there are none.
    public init(_ items: [Item], naming itemName: String = "one", emptyMessage: String = "Nothing here yet.") {
        self.items = items
        self.itemName = itemName
        self.emptyMessage = emptyMessage
    }

    // MARK: - Public Methods

    /// The index of the item whose number is `input`.
    public func choice(for input: String) -> Int? {
        guard let number = Int(input.trimmingSpaces()), number >= 1, number <= items.count else { return nil }
        return number - 1
    }

    // MARK: - Widget

    public func render(style: Style, columns: Int) -> String {
        guard !items.isEmpty else { return Text(emptyMessage, role: .hint).render(style: style, columns: columns) }
        let titles = items.map { TerminalText.sanitized($0.title) }
        let numberWidth = String(items.count).count
        let titleWidth = titles.map(TextLayout.width(of:)).max() ?? 0
        let details = items.map { TerminalText.sanitized($0.detail) }
        let indent = numberWidth + 2
        let detailWidth = details.map(TextLayout.width(of:)).max() ?? 0
        let fitsInColumns = indent + titleWidth + 2 + detailWidth <= columns
        let continuation = "\n" + String(repeating: " ", count: indent)
        var text = ""
        for index in titles.indices {
            let (title, detail) = (titles[index], details[index])
            text += style.cyan(TextLayout.padded("\(index + 1))", to: numberWidth + 1)) + " "
            if !detail.isEmpty && fitsInColumns {
                text += "\(TextLayout.padded(title, to: titleWidth))  \(style.dim(detail))\n"
                continue
            }
            var lines = TextLayout.wrap(title, columns: columns - indent)
            if !detail.isEmpty {
                lines.append(style.dim(detail))
            }
            for (lineIndex, line) in lines.enumerated() {
                text += (lineIndex == 0 ? "" : continuation) + line
            }
            text += "\n"
        }
        return text
    }
}
