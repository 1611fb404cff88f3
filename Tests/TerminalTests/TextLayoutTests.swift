import Testing

@testable import Terminal

/// Wrapping by display width: what every line the app writes goes through.
@Suite struct TextLayoutTests {
    @Test func leadingSpacesAreKept() {
        #expect(TextLayout.wrap("  ▸ Login", columns: 40) == ["  ▸ Login"])
    }

    @Test func aHangingIndentLinesUpTheContinuationLines() {
        // When
        let lines = TextLayout.wrap(
            "  :open LINK  open a link, such as news/3 or cards",
            columns: 30,
            hangingIndent: 15
        )

        // Then
        #expect(lines == ["  :open LINK  open a link,", "               such as news/3", "               or cards"])
        #expect(lines.allSatisfy { TextLayout.width(of: $0) <= 30 })
    }

    @Test func aLineThatFitsIsLeftAsItIs() {
        #expect(TextLayout.wrap("  :back  go back", columns: 40, hangingIndent: 8) == ["  :back  go back"])
    }
}
