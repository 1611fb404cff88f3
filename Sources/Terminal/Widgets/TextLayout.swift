/// Word wrapping by display width.
public enum TextLayout {
    // MARK: - Public Methods

    /// Splits `text` into lines no wider than `columns`, breaking at spaces where it can and inside a word where
    /// it must; existing line breaks are kept.
    public static func wrap(_ text: String, columns: Int) -> [String] {
        let limit = max(columns, 10)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapLine(String($0), limit) }
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

    /// Breaks one line at spaces; a word wider than the line is cut between characters.
    ///
    /// Linear in the line's length, whatever it holds.
    private static func wrapLine(_ line: String, _ limit: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = width(of: String(word))
            let separatorWidth = current.isEmpty ? 0 : 1
            if currentWidth + separatorWidth + wordWidth <= limit {
                current += (current.isEmpty ? "" : " ") + word
                currentWidth += separatorWidth + wordWidth
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = ""
                currentWidth = 0
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
        }
        lines.append(current)
        return lines
    }
}
