/// A numbered list of options, `1) Sign out`, that turns a typed number into a choice.
public struct Menu: Widget {
    // MARK: - Properties

    /// The options' labels, in the order they are numbered.
    public let options: [String]

    // MARK: - Initialization

    /// Creates a menu of `options`, numbered from 1.
    public init(_ options: [String]) {
        self.options = options
    }

    // MARK: - Public Methods

    /// The index of the option `input` picks: its number, or its label typed in full (any case); an empty line
    /// picks `defaultChoice`.
    public func choice(for input: String, defaultChoice: Int? = nil) -> Int? {
        let typed = input.trimmingSpaces()
        if typed.isEmpty { return defaultChoice }
        if let number = Int(typed), (1...max(options.count, 1)).contains(number), !options.isEmpty {
            return number - 1
        }
        return options.firstIndex { $0.lowercased() == typed.lowercased() }
    }

    /// A one-line hint for input that picks nothing.
    public var invalidChoiceMessage: String {
        options.count == 1 ? "Type 1 to choose \(options[0])." : "Type a number from 1 to \(options.count)."
    }

    /// The key this menu adds to `:help`.
    public var helpItem: HelpItem {
        HelpItem(key: options.count == 1 ? "1" : "1–\(options.count)", summary: "choose an option")
    }

    // MARK: - Widget

    public func render(style: Style, columns: Int) -> String {
        var text = ""
        for (index, option) in options.enumerated() {
            text += style.cyan("\(index + 1))")
            for (lineIndex, line) in TextLayout.wrap(TerminalText.sanitized(option), columns: columns - 4).enumerated()
            {
                text += (lineIndex == 0 ? " " : "\n    ") + line
            }
            text += "\n"
        }
        return text
    }
}

nonisolated extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
