import Testing

@testable import Terminal

@Suite struct LineBufferTests {
    @Test func splitsLinesAndDropsCarriageReturns() {
        // Given
        var sut = LineBuffer()

        // When
        sut.append(Array("one\r\ntwo\nthr".utf8))

        // Then
        #expect(sut.nextLine() == "one")
        #expect(sut.nextLine() == "two")
        #expect(sut.nextLine() == nil)
        #expect(sut.remainder() == "thr")
    }

    @Test func decodesInvalidUTF8WithReplacementCharacters() {
        // Given
        var sut = LineBuffer()

        // When
        sut.append([0x61, 0xFF, 0xC3, 0x00, 0x62, 0x0A])

        // Then
        #expect(sut.nextLine() == "a\u{FFFD}\u{FFFD}\u{0}b")
    }

    @Test func cutsOverlongLinesAndDropsTheirRest() {
        // Given
        var sut = LineBuffer()

        // When
        sut.append([UInt8](repeating: UInt8(ascii: "x"), count: LineBuffer.maximumLineLength + 10))
        let head = sut.nextLine()
        sut.append(Array("tail\nnext\n".utf8))

        // Then
        #expect(head?.count == LineBuffer.maximumLineLength)
        #expect(sut.nextLine() == "next")
    }
}
