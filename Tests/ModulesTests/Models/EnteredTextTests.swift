import Testing

@testable import Modules

/// What a form takes: trimmed text, not blank, within its length in characters, without control characters; and text
/// read from a file cut to what a form takes.
@Suite struct EnteredTextTests {
    private static let accent = "\u{301}"

    @Test func typedTextIsAcceptedTrimmed() throws {
        // When
        let text = try EnteredText.checked("  A value \n", maximumLength: 7)

        // Then
        #expect(text == "A value")
    }

    @Test func theLongestTextIsAcceptedAndOneCharacterMoreIsNot() throws {
        // Given
        let longest = String(repeating: "é", count: 200)

        // When
        let text = try EnteredText.checked(longest, maximumLength: 200)

        // Then
        #expect(text == longest)
        #expect(throws: EnteredText.Problem.tooLong(maximumLength: 200)) {
            try EnteredText.checked(longest + "a", maximumLength: 200)
        }
    }

    @Test func aFlagEmojiInEveryCharacterIsAccepted() throws {
        // Given: Scotland's flag, seven code points and 28 bytes, 20 times
        let flags = String(repeating: "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", count: 20)

        // When
        let text = try EnteredText.checked(flags, maximumLength: 20)

        // Then
        #expect(text.count == 20)
    }

    @Test func aCharacterOfThousandsOfCombiningMarksIsTooLong() {
        // Given
        let text = "a" + String(repeating: Self.accent, count: 30_000)

        // When / Then
        #expect(throws: EnteredText.Problem.tooLong(maximumLength: 200)) {
            try EnteredText.checked(text, maximumLength: 200)
        }
    }

    @Test(arguments: [
        RefusedText("empty", "", .blank),
        RefusedText("spaces and a tab", " \t ", .blank),
        RefusedText("a zero-width space and a byte order mark", "\u{200B}\u{FEFF}", .blank),
        RefusedText("a right-to-left override", "\u{202E}", .blank),
        RefusedText("a Hangul filler and a blank Braille pattern", "\u{3164}\u{2800}", .blank),
        RefusedText("a bell", "a\u{7}b", .controlCharacters),
        RefusedText("an escape sequence", "a\u{1B}[2Jb", .controlCharacters),
        RefusedText("one character too many", String(repeating: "a", count: 11), .tooLong(maximumLength: 10)),
    ])
    func refusedTextSaysWhyOnOneLineInCharacters(refused: RefusedText) {
        // When / Then
        #expect(throws: refused.problem) { try EnteredText.checked(refused.text, maximumLength: 10) }
        #expect(!refused.problem.message.contains("\n"))
        #expect(!refused.problem.message.contains("byte"))
    }

    @Test func textWithOneVisibleCharacterAmongInvisibleOnesIsAccepted() throws {
        // When
        let text = try EnteredText.checked("\u{200B}a\u{200B}", maximumLength: 10)

        // Then
        #expect(text.unicodeScalars.map(\.value) == [0x200B, 0x61, 0x200B])
    }

    @Test func textReadFromAFileIsCutToWhatAFormTakes() throws {
        // Given
        let stored = "a" + String(repeating: Self.accent, count: 30_000) + String(repeating: "b", count: 300)

        // When
        let text = EnteredText.capped(stored, maximumLength: 200)

        // Then
        #expect(text.count <= 200)
        #expect(try EnteredText.checked(text, maximumLength: 200) == text)
    }
}

// MARK: - Cases

extension EnteredTextTests {
    /// Text a form refuses and why, named so that a test's name prints no control character.
    struct RefusedText: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let text: String
        let problem: EnteredText.Problem

        init(_ name: String, _ text: String, _ problem: EnteredText.Problem) {
            testDescription = name
            self.text = text
            self.problem = problem
        }
    }
}
