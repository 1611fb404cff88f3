/// How many terminal columns text takes, one grapheme cluster (a Swift `Character`) at a time, as the reference width
/// libraries count them (wcwidth's specification, which unicode-width's rules mostly agree with).
///
/// A code point takes two columns when East Asian Width calls it Wide or Fullwidth (CJK, kana, Hangul syllables,
/// emoji with emoji presentation, regional indicators), none when it is a mark, a format character, a default
/// ignorable or a medial or final Hangul jamo, and one otherwise. The tables come from the Unicode data wcwidth carries
/// (`DisplayWidthTables.swift`, written by `Scripts/width-tables`). A cluster takes what its code points take, with
/// these rules, and never more than two columns:
///
/// - VARIATION SELECTOR-16 right after a narrow character that has an emoji style (`❤`, `#`, `☺`) makes it two
///   columns wide (`❤️`); alone, or after any other character, it takes none.
/// - A spacing mark (Mc) after a character that takes a column takes a column of its own: `कि` takes two, as does the
///   conjunct `क्ति`, whose letters and mark would add up to three.
/// - What follows a ZERO WIDTH JOINER in a cluster takes nothing, so an emoji ZWJ sequence (`👩‍💻`) takes what its
///   first emoji takes; after a virama, the joiner asks for a conjunct's half form (`क्‍ष`), and what follows counts.
/// - So a flag (`🇫🇷`), an emoji with a skin tone (`👋🏽`) and a Hangul syllable of jamo (`각`) each take two.
///
/// Terminals themselves disagree on clusters. Many measure one code point at a time, with the C library's `wcwidth`
/// or a table like it: tmux 3.3, for one, gives `क्ति` three columns, `❤️` one, `🇫🇷` one and `👋🏽` four. Terminals
/// that lay out whole clusters (foot, Ghostty and Windows Terminal, as wcwidth's tests note) draw them as here. Text
/// presentation (VARIATION SELECTOR-15, `♈︎`) is left at the base's width, as wcwidth leaves it, since terminals
/// differ on it too.
public nonisolated enum DisplayWidth {
    // MARK: - Public Methods

    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            return text.utf8.count
        }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character (a grapheme cluster) takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return (0x20..<0x7F).contains(ascii) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return of(first)
        }
        return clusterWidth(scalars)
    }
}

// MARK: - Private Methods

nonisolated extension DisplayWidth {
    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let emojiStyleSelector: UInt32 = 0xFE0F

    /// The columns one code point takes on its own.
    private static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300:
            1
        case 0..<0x20, 0x7F..<0xA0:
            0
        case let value where contains(value, in: zeroWidthRanges):
            0
        case let value where contains(value, in: wideRanges):
            2
        default:
            1
        }
    }

    /// The columns a cluster of several code points takes, by the rules above.
    private static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var columns = 0
        var base: UInt32?
        var isAfterVirama = false
        var isAfterJoiner = false
        for scalar in scalars {
            let value = scalar.value
            if value == zeroWidthJoiner {
                isAfterJoiner = !isAfterVirama
                continue
            }
            isAfterVirama = scalar.properties.canonicalCombiningClass == .virama
            if isAfterJoiner {
                isAfterJoiner = false
                base = nil
                continue
            }
            if value == emojiStyleSelector {
                if let base, contains(base, in: emojiStyleRanges) {
                    columns += 1
                }
                base = nil
                continue
            }
            let width = of(scalar)
            if width > 0 {
                columns += width
                base = value
            } else if base != nil, contains(value, in: spacingMarkRanges) {
                columns += 1
                base = nil
            }
        }
        return min(columns, 2)
    }

    /// Whether `value` is in one of the sorted ranges of `table`, pairs of the first and the last code point.
    private static func contains(_ value: UInt32, in table: [UInt32]) -> Bool {
        var low = 0
        var high = table.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < table[2 * middle] {
                high = middle - 1
            } else if value > table[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
