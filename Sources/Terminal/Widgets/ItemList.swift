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

    // MARK: - Initialization

    /// Creates a list.
    public init(_ items: [Item], emptyMessage: String = "Nothing here yet.") {
        self.items = items
        self.emptyMessage = emptyMessage
    }

    // MARK: - Public Methods

    /// The index of the item whose number is `input`.
    public func choice(for input: String) -> Int? {
        Int(input.trimmingSpaces()).map { $0 - 1 }.flatMap { items.indices.contains($0) ? $0 : nil }
    }

    // MARK: - Widget

    public func render(style: Style, columns: Int) -> String {
        guard !items.isEmpty else { return Text(emptyMessage, role: .hint).render(style: style, columns: columns) }
        let titles = items.map { TerminalText.sanitized($0.title) }
        let numberWidth = String(items.count).count
        let titleWidth = titles.map(TextLayout.width(of:)).max() ?? 0
        return zip(items, titles).enumerated().map { index, row in
            let (item, title) = row
            let number = style.cyan(TextLayout.padded("\(index + 1))", to: numberWidth + 1))
            guard !item.detail.isEmpty else { return "\(number) \(title)\n" }
            let detail = style.dim(TerminalText.sanitized(item.detail))
            return "\(number) \(TextLayout.padded(title, to: titleWidth))  \(detail)\n"
        }.joined()
    }
}
