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

    /// The longest start of `word` that fits in `limit` columns, at least one character.
    private static func prefix(of word: String, fitting limit: Int) -> String {
        var result = ""
        var used = 0
        for character in word {
            let width = DisplayWidth.of(character)
            if used + width > limit && !result.isEmpty { break }
            result.append(character)
            used += width
        }
        return result
    }

    private static func wrapLine(_ line: String, _ limit: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            let separator = current.isEmpty ? "" : " "
            if width(of: current) + separator.count + width(of: word) <= limit {
                current += separator + word
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = ""
            }
            while width(of: word) > limit {
                let head = prefix(of: word, fitting: limit)
                lines.append(head)
                word = String(word.dropFirst(head.count))
            }
            current = word
        }
        lines.append(current)
        return lines
    }
}
