import Testing

@testable import Terminal

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("red\u{1B}[31m text\u{1B}[0m", "red text"),
        ("title\u{1B}]0;pwned\u{07}!", "title!"),
        ("clip\u{1B}]52;c;aGk=\u{1B}\\board", "clipboard"),
        ("up\u{1B}[2Aand\u{1B}[10;10Hmove", "upandmove"),
        ("c1\u{9B}31mcsi", "c1csi"),
        ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\end", "dcsend"),
        ("bell\u{07}nul\u{00}del\u{7F}", "bellnuldel"),
        ("bidi\u{202E}evil\u{2066}x\u{2069}", "bidievilx"),
        ("tab\there", "tab here"),
        ("cut\u{1B}", "cut"),
        ("line\nbreak", "linebreak"),
    ])
    func sanitizedRemovesEveryEscapeAndControl(input: String, expected: String) {
        // When
        let sut = TerminalText.sanitized(input)

        // Then
        #expect(sut == expected)
    }

    @Test func keepsUnicodeText() {
        #expect(TerminalText.sanitized("Zoë 张伟 👋🏽 e\u{301}") == "Zoë 张伟 👋🏽 e\u{301}")
    }

    @Test func keepsLineBreaksWhenAsked() {
        #expect(TerminalText.sanitized("a\nb\u{1B}[1m", keepingNewlines: true) == "a\nb")
    }

    @Test func visibleShowsControlsAsPicturesAndDropsBidi() {
        #expect(TerminalText.visible("a\u{1B}[2J\u{07}\u{7F}\u{9B}\u{202E}b") == "a␛[2J␇␡\u{FFFD}b")
    }
}
