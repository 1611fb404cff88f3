import Testing

@testable import Terminal

@Suite struct LineHistoryTests {
    @Test func keepsLinesOldestFirst() {
        // Given
        var sut = LineHistory()

        // When
        sut.add(":help")
        sut.add("2")

        // Then
        #expect(sut.entries == [":help", "2"])
    }

    @Test func addsALineTheSameAsTheOneBeforeItOnce() {
        // Given
        var sut = LineHistory()

        // When
        sut.add(":tree")
        sut.add(":tree")
        sut.add("1")
        sut.add(":tree")

        // Then
        #expect(sut.entries == [":tree", "1", ":tree"])
    }

    @Test(arguments: ["", " ", "   "])
    func neverAddsABlankLine(line: String) {
        // Given
        var sut = LineHistory()

        // When
        sut.add(line)

        // Then
        #expect(sut.entries.isEmpty)
    }

    @Test func dropsTheOldestLineWhenFull() {
        // Given
        var sut = LineHistory(capacity: 3)

        // When
        for line in ["1", "2", "3", "4", "5"] {
            sut.add(line)
        }

        // Then
        #expect(sut.entries == ["3", "4", "5"])
    }

    @Test(arguments: [0, -1])
    func keepsNothingWithNoCapacity(capacity: Int) {
        // Given
        var sut = LineHistory(capacity: capacity)

        // When
        sut.add(":help")

        // Then
        #expect(sut.entries.isEmpty)
        #expect(sut.capacity == 0)
    }

    @Test func keepsAHundredLinesByDefault() {
        // Given
        var sut = LineHistory()

        // When
        for number in 1...150 {
            sut.add("\(number)")
        }

        // Then
        #expect(sut.entries.count == 100)
        #expect(sut.entries.first == "51")
        #expect(sut.entries.last == "150")
    }
}
