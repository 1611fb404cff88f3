import Testing

@testable import Terminal

@Suite struct DisplayWidthTests {
    @Test(arguments: WidthCase.all)
    func measuresEachClusterAsTheReferenceLibrariesDo(widthCase: WidthCase) {
        // When
        let columns = DisplayWidth.of(widthCase.text)

        // Then
        #expect(columns == widthCase.columns)
    }

    @Test func measuresNoClusterWiderThanTwoColumns() {
        // Given: clusters whose code points would add up to more
        let clusters = ["\u{1F1EB}\u{1F1F7}", "\u{1100}\u{1100}", "\u{0915}\u{094D}\u{0924}\u{093F}"].map(
            Character.init
        )

        // When
        let widths = clusters.map { DisplayWidth.of($0) }

        // Then
        #expect(widths == [2, 2, 2])
    }

    @Test func wrapsByColumnsNotCharacters() {
        // When
        let lines = TextLayout.wrap("张伟张伟张伟 abc", columns: 10)

        // Then
        #expect(lines == ["张伟张伟张", "伟 abc"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
    }

    @Test func neverSplitsAGraphemeCluster() {
        // When
        let lines = TextLayout.wrap(String(repeating: "👩‍💻", count: 8), columns: 10)

        // Then
        #expect(lines == ["👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻", "👩‍💻👩‍💻👩‍💻"])
    }
}

@MainActor @Suite struct ItemListAlignmentTests {
    @Test func detailsLineUpWhateverTheTitlesWidth() {
        // Given
        let sut = ItemList([
            .init(title: "张伟", detail: "a"),
            .init(title: "Zoe\u{301}", detail: "b"),
            .init(title: "👋🏽 hi", detail: "c"),
        ])

        // When
        let lines = sut.render(style: .plain, columns: 80).split(separator: "\n").map(String.init)

        // Then
        let detailColumns = lines.map { line in DisplayWidth.of(String(line.dropLast())) }
        #expect(Set(detailColumns).count == 1)
        #expect(lines[0] == "1) 张伟   a")
    }
}

// MARK: - Cases

/// Text and the columns it takes, the cases of wcwidth's and unicode-width's own tests, named by their code points so
/// that no invisible one goes unseen.
struct WidthCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let columns: Int

    var testDescription: String {
        let points = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return "\(name) (\(points.prefix(12).joined(separator: " "))\(points.count > 12 ? " …" : "")): \(columns)"
    }

    init(_ name: String, _ text: String, _ columns: Int) {
        self.name = name
        self.text = text
        self.columns = columns
    }

    static let all = latin + eastAsian + marks + hangul + indic + emoji + variation + invisible

    private static let latin = [
        WidthCase("ASCII", "abc", 3),
        WidthCase("empty", "", 0),
        WidthCase("precomposed and combined", "Zoe\u{301} Zoë", 7),
        WidthCase("soft hyphen, drawn as terminals draw it", "\u{AD}", 1),
    ]

    private static let eastAsian = [
        WidthCase("Han", "张伟", 4),
        WidthCase("katakana and ASCII", "コンニチハ, セカイ!", 19),
        WidthCase("Hangul syllables", "한국어", 6),
        WidthCase("fullwidth Latin", "ｆｕｌｌ", 8),
        WidthCase("ideographic space", "\u{3000}", 2),
    ]

    private static let marks = [
        WidthCase("combining mark between", "--\u{5BF}--", 4),
        WidthCase("combining accent", "cafe\u{301}", 4),
        WidthCase("enclosing mark", "\u{410}\u{488}", 1),
        WidthCase("a combining mark alone", "\u{301}", 0),
        WidthCase("a spacing mark alone", "\u{93F}", 0),
        WidthCase("prepended concatenation mark", "\u{600}", 1),
    ]

    private static let hangul = [
        WidthCase("leading and vowel jamo", "\u{1100}\u{1161}", 2),
        WidthCase("leading jamo and vowel filler", "\u{1100}\u{1160}", 2),
        WidthCase("a syllable of three jamo", "\u{1100}\u{1161}\u{11A8}", 2),
        WidthCase("a vowel jamo alone", "\u{1161}", 0),
        WidthCase("a final jamo alone", "\u{11A8}", 0),
        WidthCase("leading filler", "\u{115F}", 2),
        WidthCase("Hangul filler", "\u{3164}", 0),
    ]

    private static let indic = [
        WidthCase("Devanagari letter", "\u{915}", 1),
        WidthCase("Devanagari letter and vowel sign", "\u{915}\u{93F}", 2),
        WidthCase("Devanagari conjunct with a vowel sign", "\u{915}\u{94D}\u{924}\u{93F}", 2),
        WidthCase("Devanagari conjunct, SSA", "\u{915}\u{94D}\u{937}\u{93F}", 2),
        WidthCase("Devanagari conjunct", "\u{915}\u{94D}\u{937}", 2),
        WidthCase("Devanagari half form", "\u{915}\u{94D}\u{200D}\u{924}", 2),
        WidthCase("Devanagari three consonants", "\u{938}\u{94D}\u{924}\u{94D}\u{930}", 2),
        WidthCase("Devanagari virama then a space", "\u{915}\u{94D} ", 2),
        WidthCase("Bengali conjunct with a vowel sign", "\u{995}\u{9CD}\u{9A4}\u{9BF}", 2),
        WidthCase("Bengali nukta then a vowel sign", "\u{9AF}\u{9BC}\u{9C7}", 2),
        WidthCase(
            "Tamil conjunct, two clusters: unicode-width's 3, not wcwidth's 2",
            "\u{B95}\u{BCD}\u{BB7}\u{BCC}",
            3
        ),
        WidthCase("Kannada repha, two clusters: unicode-width's 3, not wcwidth's 2", "\u{CB0}\u{CCD}\u{C9D}\u{CC8}", 3),
        WidthCase("Kannada nukta and virama", "\u{CB0}\u{CBC}\u{CCD}\u{C9A}", 2),
        WidthCase("Malayalam conjunct", "\u{D15}\u{D4D}\u{D15}\u{D41}\u{D02}", 2),
        WidthCase("Balinese, a spacing virama last", "\u{1B13}\u{1B28}\u{1B2E}\u{1B44}", 3),
        WidthCase("a spacing virama alone", "\u{1B44}", 0),
        WidthCase("two spacing viramas", "\u{111C0}\u{111C0}", 0),
        WidthCase("Khmer coeng", "\u{1780}\u{17D2}\u{1780}", 2),
        WidthCase("Myanmar virama", "\u{1000}\u{1039}\u{1000}", 2),
    ]

    private static let emoji = [
        WidthCase("emoji", "\u{1F44B}", 2),
        WidthCase("emoji with a skin tone", "\u{1F44B}\u{1F3FD}", 2),
        WidthCase("narrow emoji base with a skin tone", "\u{1F590}\u{1F3FB}", 2),
        WidthCase("a skin tone alone", "\u{1F3FB}", 2),
        WidthCase("ZWJ sequence with a skin tone", "\u{1F469}\u{1F3FB}\u{200D}\u{1F4BB}", 2),
        WidthCase("family", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),
        WidthCase("ZWJ sequence after a narrow base", "\u{26F9}\u{1F3FB}\u{200D}\u{2640}\u{FE0F}", 2),
        WidthCase("ZWJ sequence without its emoji style", "\u{2764}\u{200D}\u{1F525}", 1),
        WidthCase(
            "two long ZWJ sequences",
            String(
                repeating: "\u{1F9D1}\u{1F3FB}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F48B}\u{200D}\u{1F9D1}\u{1F3FD}",
                count: 2
            ),
            4
        ),
        WidthCase("an unfinished ZWJ sequence", "\u{1F469}\u{1F3FB}\u{200D}", 2),
        WidthCase("a joiner after a letter", "a\u{200D}", 1),
        WidthCase("a regional indicator alone", "\u{1F1FA}", 2),
        WidthCase("flag", "\u{1F1FA}\u{1F1F8}", 2),
        WidthCase("flag and an indicator", "\u{1F1FA}\u{1F1F8}\u{1F1E6}", 4),
        WidthCase("two flags", "\u{1F1FA}\u{1F1F8}\u{1F1E6}\u{1F1FA}", 4),
    ]

    private static let variation = [
        WidthCase("VS16 alone", "\u{FE0F}", 0),
        WidthCase("heart and VS16", "\u{2764}\u{FE0F}", 2),
        WidthCase("heart", "\u{2764}", 1),
        WidthCase("female sign and VS16", "\u{2640}\u{FE0F}", 2),
        WidthCase("number sign and VS16", "#\u{FE0F}", 2),
        WidthCase("keycap", "#\u{FE0F}\u{20E3}", 2),
        WidthCase("letter and VS16", "a\u{FE0F}", 1),
        WidthCase("alchemical symbol and VS16", "\u{1F700}\u{FE0F}", 1),
        WidthCase("stop button and VS16", "\u{23F9}\u{FE0F}", 2),
        WidthCase("emoji and VS16", "\u{231A}\u{FE0F}", 2),
        WidthCase("emoji and VS15, left wide", "\u{231A}\u{FE0E}", 2),
        WidthCase("VS16 and letters around", "a#\u{FE0F}a", 4),
    ]

    private static let invisible = [
        WidthCase("zero width space", "\u{200B}", 0),
        WidthCase("word joiner", "\u{2060}", 0),
        WidthCase("byte order mark", "\u{FEFF}", 0),
        WidthCase("language tag", "\u{E0001}", 0),
        WidthCase("zero width joiner alone", "\u{200D}", 0),
    ]
}
