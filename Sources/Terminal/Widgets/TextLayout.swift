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
        text.count
    }

    // MARK: - Private Methods

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
                lines.append(String(word.prefix(limit)))
                word = String(word.dropFirst(limit))
            }
            current = word
        }
        lines.append(current)
        return lines
    }
}
