/// A word of Swift code: an identifier or a keyword, as the compiler reads it, outside comments and string literals.
struct SwiftWord: Equatable {
    // MARK: - Properties

    /// The word as written.
    let text: String

    /// Whether a `.` comes just before it (`.sample`, `card.title`): a member, not a name that stands alone.
    let isMember: Bool

    /// The word before it on the same line, with no string literal between them: `class` for `Card` in
    /// `final class Card`.
    let previous: String?

    // MARK: - Public Methods

    /// The words of the code in `text`, in order.
    ///
    /// Line comments, block comments (nested, as Swift nests them) and string literals are skipped, raw and
    /// multi-line ones included, but the code of an interpolation (`\(session.accountID)`) is read as code; a number
    /// is not a word. With `placeholders`, a template's `{{Placeholder}}` is read as part of the word it stands in,
    /// so `File{{Name}}Service` is one word.
    static func words(in text: String, placeholders: Bool = false) -> [SwiftWord] {
        var reader = Reader(bytes: Array(text.utf8), placeholders: placeholders)
        return reader.read()
    }
}

/// The words of each Swift text read, scanned once however many times the text is read: the repository is read again
/// with each part of a plan laid over it, and all but a few of its files are as they were.
final class ScannedWords {
    /// The words of each text, by its bytes: two texts Swift compares equal as Unicode can read as different words
    /// (a Greek question mark is part of a word, the semicolon it is equal to ends one).
    private var words: [[UInt8]: [SwiftWord]] = [:]

    /// ``SwiftWord/words(in:placeholders:)`` of `text`, a template's placeholders not read.
    func words(in text: String) -> [SwiftWord] {
        let bytes = Array(text.utf8)
        if let known = words[bytes] { return known }
        let read = SwiftWord.words(in: text)
        words[bytes] = read
        return read
    }
}

// MARK: - Reader

/// Reads the words of Swift code, byte by byte.
private struct Reader {
    /// Where the reader is: in code (with how many parentheses are open, to find where an interpolation ends), or in
    /// a string literal (with how many quotes and `#`s close it).
    private enum Context {
        case code(parentheses: Int)
        case literal(quotes: Int, hashes: Int)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let newline = UInt8(ascii: "\n")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let backslash = UInt8(ascii: "\\")
    private static let openParenthesis = UInt8(ascii: "(")
    private static let closeParenthesis = UInt8(ascii: ")")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let dot = UInt8(ascii: ".")

    let bytes: [UInt8]
    let placeholders: Bool
    private var index = 0
    private var contexts: [Context] = [.code(parentheses: 0)]
    private var previous: String?
    private var words: [SwiftWord] = []

    init(bytes: [UInt8], placeholders: Bool) {
        self.bytes = bytes
        self.placeholders = placeholders
    }

    /// Every word, from the start.
    mutating func read() -> [SwiftWord] {
        while index < bytes.count {
            switch contexts[contexts.count - 1] {
            case .literal(let quotes, let hashes): readLiteral(quotes: quotes, hashes: hashes)
            case .code(let parentheses): readCode(parentheses: parentheses)
            }
        }
        return words
    }

    // MARK: - Private Methods

    /// Reads one step inside a string literal that `quotes` quotes and `hashes` `#`s close.
    private mutating func readLiteral(quotes: Int, hashes: Int) {
        let byte = bytes[index]
        if byte == Self.backslash {
            let opensInterpolation =
                run(of: Self.hash, from: index + 1, limit: hashes) == hashes
                && self.byte(at: index + 1 + hashes) == Self.openParenthesis
            if opensInterpolation {
                contexts.append(.code(parentheses: 0))
                index += 2 + hashes
            } else {
                index += hashes == 0 ? 2 : 1
            }
        } else if byte == Self.quote, run(of: Self.quote, from: index, limit: quotes) == quotes,
            run(of: Self.hash, from: index + quotes, limit: hashes) == hashes
        {
            contexts.removeLast()
            index += quotes + hashes
        } else if byte == Self.newline, quotes == 1 {
            // A literal left open at the end of its line: the code goes on on the next.
            contexts.removeLast()
            index += 1
        } else {
            index += 1
        }
    }

    /// Reads one step of code, `parentheses` of them open since the interpolation it is in, if any, began.
    private mutating func readCode(parentheses: Int) {
        let byte = bytes[index]
        // Each run of `#`s is measured once and passed whole, so that no byte is read again for the next one.
        let hashes = run(of: Self.hash, from: index)
        if self.byte(at: index + hashes) == Self.quote {
            let quotes = run(of: Self.quote, from: index + hashes, limit: 3) == 3 ? 3 : 1
            contexts.append(.literal(quotes: quotes, hashes: hashes))
            previous = nil
            index += hashes + quotes
        } else if hashes > 0 {
            index += hashes
        } else if byte == Self.newline {
            previous = nil
            index += 1
        } else if byte == Self.slash, self.byte(at: index + 1) == Self.slash {
            while index < bytes.count, bytes[index] != Self.newline {
                index += 1
            }
        } else if byte == Self.slash, self.byte(at: index + 1) == Self.star {
            skipBlockComment()
        } else if byte == Self.openParenthesis {
            contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
            index += 1
        } else if byte == Self.closeParenthesis {
            if parentheses == 0, contexts.count > 1 {
                contexts.removeLast()
            } else {
                contexts[contexts.count - 1] = .code(parentheses: max(parentheses - 1, 0))
            }
            index += 1
        } else if isWordStart(at: index) {
            readWord()
        } else {
            index += 1
        }
    }

    /// Reads the word that starts here, or skips the number.
    private mutating func readWord() {
        let start = index
        while index < bytes.count {
            if let end = placeholderEnd(at: index) {
                index = end
            } else if Self.isIdentifierByte(bytes[index]) {
                index += 1
            } else {
                break
            }
        }
        guard !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        words.append(SwiftWord(text: text, isMember: start > 0 && bytes[start - 1] == Self.dot, previous: previous))
        previous = text
    }

    /// Skips the `/* … */` comment that starts here, and those nested in it.
    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if bytes[index] == Self.slash, byte(at: index + 1) == Self.star {
                depth += 1
                index += 2
            } else if bytes[index] == Self.star, byte(at: index + 1) == Self.slash {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        } while depth > 0 && index < bytes.count
    }

    /// Whether a word starts at `position`: an identifier's byte, or a placeholder when they are read.
    private func isWordStart(at position: Int) -> Bool {
        Self.isIdentifierByte(bytes[position]) || placeholderEnd(at: position) != nil
    }

    /// Where the `{{Placeholder}}` that starts at `position` ends, when placeholders are read; nil if none starts
    /// there.
    private func placeholderEnd(at position: Int) -> Int? {
        guard placeholders, bytes[position] == Self.openBrace, byte(at: position + 1) == Self.openBrace else {
            return nil
        }
        var end = position + 2
        while end + 1 < bytes.count {
            if bytes[end] == Self.closeBrace, bytes[end + 1] == Self.closeBrace { return end + 2 }
            guard Self.isIdentifierByte(bytes[end]) else { return nil }
            end += 1
        }
        return nil
    }

    /// The byte at `position`, or nil past the end.
    private func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// How many times `byte` repeats from `start`, up to `limit`.
    private func run(of byte: UInt8, from start: Int, limit: Int = .max) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == byte, end - start < limit {
            end += 1
        }
        return end - start
    }

    /// Whether `byte` belongs to a Swift identifier: an ASCII letter, a digit, `_`, or part of a non-ASCII letter.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let isLetter = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        return isLetter || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}
