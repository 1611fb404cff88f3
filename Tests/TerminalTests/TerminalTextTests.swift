import Testing

@testable import Terminal

@Suite struct TerminalTextTests {
    /// Hostile inputs by readable name, built here so that no control character reaches a test's name or arguments.
    private static let hostileInputs: [String: (input: String, expected: String)] = [
        "colour": ("red\u{1B}[31m text\u{1B}[0m", "red text"),
        "window title ended by BEL": ("title\u{1B}]0;pwned\u{07}!", "title!"),
        "clipboard write ended by ST": ("clip\u{1B}]52;c;aGk=\u{1B}\\board", "clipboard"),
        "cursor movement": ("up\u{1B}[2Aand\u{1B}[10;10Hmove", "upandmove"),
        "C1 control sequence": ("c1\u{9B}31mcsi", "c1csi"),
        "device control string": ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\end", "dcsend"),
        "bell, NUL and DEL": ("bell\u{07}nul\u{00}del\u{7F}", "bellnuldel"),
        "bidi overrides": ("bidi\u{202E}evil\u{2066}x\u{2069}", "bidievilx"),
        "tab": ("tab\there", "tab here"),
        "escape cut short": ("cut\u{1B}", "cut"),
        "line feed": ("line\nbreak", "linebreak"),
        "carriage return": ("line\rbreak", "linebreak"),
        "next line": ("line\u{85}break", "linebreak"),
        "line separator": ("line\u{2028}break", "linebreak"),
        "paragraph separator": ("line\u{2029}break", "linebreak"),
        "first and last C1 controls": ("c\u{80}one\u{9F}", "cone"),
        "left-to-right and right-to-left marks": ("marks\u{200E}l\u{200F}r", "markslr"),
        "Arabic letter mark": ("ar\u{061C}abic", "arabic"),
        "bidi embeddings and pop": ("emb\u{202A}ed\u{202B}d\u{202C}ing\u{202D}", "embedding"),
        "bidi isolates": ("iso\u{2066}la\u{2067}t\u{2068}e", "isolate"),
    ]

    /// Line breaks by readable name.
    private static let lineBreaks: [String: String] = [
        "line feed": "\n",
        "carriage return": "\r",
        "CRLF": "\r\n",
        "next line": "\u{85}",
        "line separator": "\u{2028}",
        "paragraph separator": "\u{2029}",
    ]

    @Test(arguments: hostileInputs.keys.sorted())
    func sanitizedRemovesEveryEscapeControlAndLineBreak(caseName: String) throws {
        // Given
        let hostile = try #require(Self.hostileInputs[caseName])

        // When
        let sut = TerminalText.sanitized(hostile.input)

        // Then
        #expect(sut == hostile.expected)
    }

    @Test(arguments: lineBreaks.keys.sorted())
    func oneLineTurnsALineBreakIntoOneSpaceSoNothingPassesForALineOfItsOwn(lineBreak: String) throws {
        // Given
        let name = "Eve" + (try #require(Self.lineBreaks[lineBreak])) + "[notification] Your sign-in code is 123456"

        // When
        let sut = TerminalText.oneLine(name)

        // Then
        #expect(sut == "Eve [notification] Your sign-in code is 123456")
    }

    @Test func oneLineAlsoRemovesEscapesControlsAndBidiOverrides() {
        // Given
        let path = "/tmp/x\u{1B}]52;c;aGk=\u{07}\u{202E}y\u{1B}[2J\tz"

        // When
        let sut = TerminalText.oneLine(path)

        // Then
        #expect(sut == "/tmp/xy z")
    }

    @Test func keepsUnicodeText() {
        #expect(TerminalText.sanitized("Zoë 张伟 👋🏽 e\u{301}") == "Zoë 张伟 👋🏽 e\u{301}")
        #expect(TerminalText.oneLine("Zoë 张伟 👋🏽 e\u{301}") == "Zoë 张伟 👋🏽 e\u{301}")
    }

    @Test func keepsTheCharactersBesideThoseItRemovesAsTheyAre() {
        // Given: neighbours of each removed range, in the same first UTF-8 bytes (no-break space, the pound sign,
        // the Arabic semicolon, a joiner, one dot leader, a narrow no-break space, an invisible operator, a
        // deprecated format character) and the app's own box drawing and separators
        let text = "\u{A0}£ ؛ a\u{200D}b \u{2027} \u{202F} \u{2064} \u{206A} ── › •"

        // When
        let sut = TerminalText.sanitized(text)

        // Then
        #expect(sut == text)
    }

    @Test func keepsLineBreaksWhenAsked() {
        #expect(TerminalText.sanitized("a\nb\u{1B}[1m", keepingNewlines: true) == "a\nb")
    }

    @Test(arguments: lineBreaks.keys.sorted())
    func keepingLineBreaksLaysEachOutAsOneLineFeed(lineBreak: String) throws {
        // Given
        let text = "first" + (try #require(Self.lineBreaks[lineBreak])) + "second"

        // When
        let sut = TerminalText.sanitized(text, keepingNewlines: true)

        // Then
        #expect(sut == (lineBreak == "carriage return" ? "firstsecond" : "first\nsecond"))
    }

    @Test func visibleShowsControlsAsPicturesAndDropsBidi() {
        #expect(TerminalText.visible("a\u{1B}[2J\u{07}\u{7F}\u{9B}\u{202E}b") == "a␛[2J␇␡\u{FFFD}b")
    }

    @Test func visibleNamesCharactersThatShowNothingAndKeepsJoinersThatBuildOne() {
        #expect(TerminalText.visible("ne\u{200B}ws/\u{FEFF}1\u{2060}") == "ne<U+200B>ws/<U+FEFF>1<U+2060>")
        #expect(TerminalText.visible("👩\u{200D}💻") == "👩\u{200D}💻")
    }

    @Test func visibleShowsLineAndParagraphSeparatorsAsPictures() {
        #expect(TerminalText.visible("a\u{2028}b\u{2029}c\nd") == "a␤b␤c␊d")
    }

    @Test func visibleShortenedKeepsShortTextWhole() {
        #expect(TerminalText.visible("news/\u{1B}3", shortenedTo: 10) == "news/␛3")
    }

    @Test func visibleShortenedCutsLongTextToItsFirstCharacters() {
        #expect(TerminalText.visible(String(repeating: "x", count: 5000), shortenedTo: 10) == "xxxxxxxxxx…")
    }

    @Test func visibleShortenedCutsACharacterOfThousandsOfCombiningMarksInBytes() {
        // Given
        let text = "a" + String(repeating: "\u{301}", count: 30000)

        // When
        let sut = TerminalText.visible(text, shortenedTo: 10)

        // Then: 40 bytes of the text, then the ellipsis
        #expect(sut.utf8.count == 1 + 19 * 2 + 3)
        #expect(sut.unicodeScalars.last == "…")
    }

    @Test func oneLineShortenedKeepsShortTextWholeOnOneLine() {
        #expect(TerminalText.oneLine("a\nb", shortenedTo: 10) == "a b")
    }

    @Test func oneLineShortenedCutsLongTextToItsFirstCharactersOnOneLine() {
        #expect(TerminalText.oneLine(String(repeating: "x\n", count: 5000), shortenedTo: 4) == "x x …")
    }
}
