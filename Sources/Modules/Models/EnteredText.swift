/// Text as a form takes it from the person: trimmed, not blank, no longer than a field allows, without control
/// characters; the one rule that generated forms and models check typed text by, each with its own length.
public nonisolated enum EnteredText {
    /// Why typed text is not accepted.
    public enum Problem: Error, Sendable, Equatable {
        /// The text is blank: empty, or only characters that draw nothing (white space, zero-width and direction
        /// marks, fillers).
        case blank
        /// The text is longer than `maximumLength` characters.
        case tooLong(maximumLength: Int)
        /// The text holds a control character, such as a tab or an escape.
        case controlCharacters

        /// One line for the person.
        public var message: String {
            switch self {
            case .blank: "Type something: it cannot be blank."
            case .tooLong(let maximumLength): "That is too long: \(maximumLength) characters at most."
            case .controlCharacters: "It cannot hold control characters."
            }
        }
    }

    // MARK: - Properties

    /// How many bytes of UTF-8 each character allowed may take: room for a family or a flag emoji, built of several
    /// code points, in every one, so that only a character built of many combining marks meets it.
    static let bytesPerCharacter = 32

    // MARK: - Public Methods

    /// `text` trimmed, if it is not blank, is at most `maximumLength` characters and holds no control character;
    /// otherwise the reason why not.
    public static func checked(_ text: String, maximumLength: Int) throws(Problem) -> String {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.unicodeScalars.contains(where: { !$0.drawsNothing }) else { throw .blank }
        guard trimmed.fits(characters: maximumLength, bytes: maximumBytes(for: maximumLength)) else {
            throw .tooLong(maximumLength: maximumLength)
        }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters
        }
        return trimmed
    }

    /// `text` as read from a file, cut to what ``checked(_:maximumLength:)`` accepts in length.
    public static func capped(_ text: String, maximumLength: Int) -> String {
        text.capped(at: maximumLength, bytes: maximumBytes(for: maximumLength))
    }

    // MARK: - Private Methods

    /// The most bytes of UTF-8 that text of `maximumLength` characters may take.
    private static func maximumBytes(for maximumLength: Int) -> Int {
        maximumLength * bytesPerCharacter
    }
}

private nonisolated extension Unicode.Scalar {
    /// Whether it draws nothing on its own, so that text of it alone reads as blank: white space, a code point that
    /// Unicode lets a renderer ignore (a zero-width space, a byte order mark, a direction mark, a Hangul filler), or
    /// the blank Braille pattern.
    var drawsNothing: Bool {
        properties.isWhitespace || properties.isDefaultIgnorableCodePoint || value == 0x2800
    }
}
