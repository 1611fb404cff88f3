import Testing

@testable import Terminal
@testable import TestSupport

/// The shortcut for the key most typed, a printable ASCII character at the end of the line, against the whole way:
/// the same line, cursor and bytes, whatever came before it.
@Suite struct TypingAtEndTests {
    /// Keys to type among the letters: moves, deletions, cuts, wide characters and marks, a paste, history.
    private static let otherKeys: [Key] = [
        .left, .right, .home, .end, .backspace, .control("u"), .control("w"), .control("y"), .alt("b"),
        .text("张"), .text("e\u{301}"), .text("\u{301}"), .paste("pasted text", isCut: false), .up, .down,
    ]

    @Test(arguments: 0..<40)
    func typingALetterAtTheEndDrawsWhatTheWholeWayDraws(seed: Int) {
        // Given: a line edited at random, at a width where it may scroll
        var random = SeededGenerator(seed: UInt64(seed))
        var history = LineHistory()
        history.add("an earlier line")
        let columns = [12, 20, 40, 80][seed % 4]
        var fast = LineEditor(history: history, completions: [], isMasked: false)
        var fastDrawing = LineDrawing(prompt: "› ", promptWidth: 2, isMasked: false)
        _ = fastDrawing.update(to: fast, columns: columns)
        var whole = fast
        var wholeDrawing = fastDrawing

        for _ in 0..<300 {
            // When: a letter, or another key
            if Int.random(in: 0..<3, using: &random) > 0 {
                let byte = UInt8.random(in: 0x20..<0x7F, using: &random)
                let fastBytes: String
                if fast.typeAtEnd(byte) {
                    fastBytes =
                        fastDrawing.appendAtEnd(of: fast, columns: columns)
                        ?? fastDrawing.update(to: fast, columns: columns)
                } else {
                    _ = fast.handle(.text(String(Unicode.Scalar(byte))))
                    fastBytes = fastDrawing.update(to: fast, columns: columns)
                }
                _ = whole.handle(.text(String(Unicode.Scalar(byte))))
                let wholeBytes = wholeDrawing.update(to: whole, columns: columns)

                // Then
                #expect(fastBytes == wholeBytes)
            } else {
                let key = Self.otherKeys[Int.random(in: 0..<Self.otherKeys.count, using: &random)]
                _ = fast.handle(key)
                _ = whole.handle(key)
                #expect(
                    fastDrawing.update(to: fast, columns: columns) == wholeDrawing.update(to: whole, columns: columns)
                )
            }
            #expect(fast.text == whole.text)
            #expect(fast.cursor == whole.cursor)
        }
    }

    @Test func aLetterTypedAtTheEndOfALineThatFitsIsTheOneByteItIs() {
        // Given
        var editor = LineEditor(history: LineHistory(), completions: [], isMasked: false)
        var drawing = LineDrawing(prompt: "› ", promptWidth: 2, isMasked: false)
        _ = drawing.update(to: editor, columns: 80)

        // When
        let typed = editor.typeAtEnd(UInt8(ascii: "a"))
        let bytes = drawing.appendAtEnd(of: editor, columns: 80)

        // Then
        #expect(typed)
        #expect(bytes == "a")
        #expect(editor.text == "a")
    }

    @Test func aSearchAMaskedLineOrTheCursorInsideTakeTheWholeWay() {
        // Given
        var history = LineHistory()
        history.add("abc")
        var searching = LineEditor(history: history, completions: [], isMasked: false)
        _ = searching.handle(.text("ab"))
        var inside = searching
        _ = searching.handle(.control("r"))
        _ = inside.handle(.left)
        let masked = LineEditor(history: LineHistory(), completions: [], isMasked: true)
        var maskedDrawing = LineDrawing(prompt: "Code › ", promptWidth: 7, isMasked: true)
        _ = maskedDrawing.update(to: masked, columns: 80)
        var typedMasked = masked

        // When
        let whileSearching = searching.typeAtEnd(UInt8(ascii: "c"))
        let withTheCursorInside = inside.typeAtEnd(UInt8(ascii: "c"))
        let onAMaskedLine = typedMasked.typeAtEnd(UInt8(ascii: "1"))

        // Then: the editor takes it on a masked line, but its drawing is bullets, drawn the whole way
        #expect(!whileSearching)
        #expect(!withTheCursorInside)
        #expect(onAMaskedLine)
        #expect(maskedDrawing.appendAtEnd(of: typedMasked, columns: 80) == nil)
    }
}
