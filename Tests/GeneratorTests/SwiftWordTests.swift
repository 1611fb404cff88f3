import Testing

@testable import SurfMVPGenerate

/// The words of Swift code as the generator reads them: what it declares, what it uses, and what a template makes
/// from a name; comments and string literals are text, an interpolation is code.
@Suite struct SwiftWordTests {
    @Test func commentsAndStringLiteralsHoldNoWords() {
        // Given
        let text = ##"""
            let a = "b c" // d e
            /* f /* g */ h */ let i = #"j "k" \(l)"#
            let m = """
                n "o" \"p
                """
            let q = "r\"s"
            """##

        // When
        let words = SwiftWord.words(in: text).map(\.text)

        // Then
        #expect(words == ["let", "a", "let", "i", "let", "m", "let", "q"])
    }

    @Test func theCodeOfAnInterpolationIsReadAsCode() {
        // Given
        let text = ##"""
            let a = "b \(c.d(e: (f))) g"
            let h = #"i \#(j) \(k)"#
            """##

        // When
        let words = SwiftWord.words(in: text).map(\.text)

        // Then
        #expect(words == ["let", "a", "c", "d", "e", "f", "let", "h", "j"])
    }

    @Test func longRunsOfHashesAndQuotesAreReadOnceAndTheCodeAfterThemStillCounts() {
        // Given: what a hostile or generated file may hold, 100,000 `#`s, then quotes in threes that open and close
        // 30,000 empty literals, each run followed by a declaration
        let text =
            String(repeating: "#", count: 100_000) + " struct A {}\n"
            + String(repeating: "\"", count: 180_000) + "\nstruct B {}\n"

        // When
        let words = SwiftWord.words(in: text).map(\.text)

        // Then
        #expect(words == ["struct", "A", "struct", "B"])
    }

    @Test func aWordKnowsWhetherItIsAMemberAndTheWordBeforeItOnItsLine() {
        // When
        let words = SwiftWord.words(in: "final class Card: Codable {\n    static let sample = Card.sample\n}\n")

        // Then
        #expect(
            words == [
                SwiftWord(text: "final", isMember: false, previous: nil),
                SwiftWord(text: "class", isMember: false, previous: "final"),
                SwiftWord(text: "Card", isMember: false, previous: "class"),
                SwiftWord(text: "Codable", isMember: false, previous: "Card"),
                SwiftWord(text: "static", isMember: false, previous: nil),
                SwiftWord(text: "let", isMember: false, previous: "static"),
                SwiftWord(text: "sample", isMember: false, previous: "let"),
                SwiftWord(text: "Card", isMember: false, previous: "sample"),
                SwiftWord(text: "sample", isMember: true, previous: "Card"),
            ]
        )
    }

    @Test func numbersAreNotWords() {
        // When
        let words = SwiftWord.words(in: "let a = 0x1F + 1_000 + 2.5e3").map(\.text)

        // Then
        #expect(words == ["let", "a"])
    }

    @Test func aPlaceholderIsPartOfTheWordItStandsIn() {
        // Given
        let text = "final class File{{Name}}Service: {{Name}}Service {\n    let {{name}} = \"{{Title}}\"\n}\n"

        // When
        let words = SwiftWord.words(in: text, placeholders: true).map(\.text)
        let plain = SwiftWord.words(in: text).map(\.text)

        // Then
        #expect(words == ["final", "class", "File{{Name}}Service", "{{Name}}Service", "let", "{{name}}"])
        #expect(plain == ["final", "class", "File", "Name", "Service", "Name", "Service", "let", "name"])
    }

    @Test func aTemplatesWordsLeaveItsSectionMarkersOut() {
        // Given
        let sut = Template(path: "T.swift.template", text: "{{#input}}\nlet {{name}} = 1\n{{/input}}\n")

        // When
        let words = sut.words().map(\.text)

        // Then
        #expect(words == ["let", "{{name}}"])
    }

    @Test func scannedWordsGiveEachTextItsOwnWordsWhenReadAgain() {
        // Given
        let scanned = ScannedWords()
        let first = "struct Card {}"
        let second = "enum Note { case text }"

        // When
        let read = [first, second, first, second].map { scanned.words(in: $0) }

        // Then
        #expect(read == [first, second, first, second].map { SwiftWord.words(in: $0) })
        #expect(read[1].map(\.text) == ["enum", "Note", "case", "text"])
    }

    @Test func scannedWordsTellApartTextsThatAreEqualOnlyAsUnicode() {
        // Given: a Greek question mark, which Swift compares equal to a semicolon, is part of a word; a semicolon
        // ends one
        let scanned = ScannedWords()
        let greek = "let y\u{37E}struct Keys {}"
        let semicolon = "let y;struct Keys {}"

        // When
        let read = [greek, semicolon].map { scanned.words(in: $0) }

        // Then
        #expect(read == [greek, semicolon].map { SwiftWord.words(in: $0) })
        #expect(read[1].map(\.text) == ["let", "y", "struct", "Keys"])
    }
}
