/// Word wrapping by display width.
public nonisolated enum TextLayout {
    // MARK: - Public Methods

    /// Splits `text` into lines no wider than `columns`, breaking at spaces where it can and inside a word where
    /// it must; existing line breaks are kept.
    public static func wrap(_ text: String, columns: Int) -> [String] {
        let limit = max(columns, 10)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapLine(String($0), limit) }
    }

    /// Splits one line of `text` like `wrap(_:columns:)`, then indents every line after the first by `indent` columns,
    /// as a list item's continuation lines are; the indent shrinks where the width leaves no room for it.
    public static func wrap(_ text: String, columns: Int, hangingIndent indent: Int) -> [String] {
        let indent = min(indent, max(0, columns / 2))
        let first = wrap(text, columns: columns)
        guard first.count > 1 else { return first }
        let head = first[0]
        let rest = String(text.dropFirst(head.count)).drop { $0 == " " }
        let pad = String(repeating: " ", count: indent)
        return [head] + wrap(String(rest), columns: columns - indent).map { pad + $0 }
    }

    /// `lines` as one text: each one styled by `styled` and followed by a newline.
    ///
    /// What a widget's `render` returns; written out rather than with `joined`, which costs a generic lookup the first
    /// time it runs, at launch.
    public static func block(_ lines: [String], styled: (String) -> String = { $0 }) -> String {
        var text = ""
        for line in lines {
            text += styled(line)
            text += "\n"
        }
        return text
    }

    /// The number of columns `text` takes on a terminal.
    public static func width(of text: String) -> Int {
        DisplayWidth.of(text)
    }

    /// `text` padded with spaces to `width` columns.
    public static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - self.width(of: text)))
    }

    // MARK: - Private Methods

    /// Breaks one line at spaces; a word wider than the line is cut between characters; the line's own indent is
    /// kept on its first line.
    ///
    /// Linear in the line's length, whatever it holds.
    private static func wrapLine(_ line: String, _ limit: Int) -> [String] {
        let indent = String(line.prefix { $0 == " " }.prefix(limit / 2))
        var lines: [String] = []
        var current = indent
        var currentWidth = indent.count
        var hasWord = false
        for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = width(of: String(word))
            let separatorWidth = hasWord ? 1 : 0
            if currentWidth + separatorWidth + wordWidth <= limit {
                if hasWord { current += " " }
                current.append(contentsOf: word)
                currentWidth += separatorWidth + wordWidth
                hasWord = true
                continue
            }
            if hasWord {
                lines.append(current)
                current = ""
                currentWidth = 0
                hasWord = false
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if currentWidth + characterWidth > limit && !current.isEmpty {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += characterWidth
            }
            hasWord = !current.isEmpty
        }
        lines.append(current)
        return lines
    }
}
