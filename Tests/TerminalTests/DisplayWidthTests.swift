import Testing

@testable import Terminal

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3),
        ("张伟", 4),
        ("한국어", 6),
        ("ｆｕｌｌ", 8),
        ("👋", 2),
        ("👋🏽", 2),
        ("👨‍👩‍👧", 2),
        ("❤️", 2),
        ("e\u{301}", 1),
        ("Zoë", 3),
        ("\u{200B}", 0),
        ("", 0),
    ])
    func columnsPerCharacter(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
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
