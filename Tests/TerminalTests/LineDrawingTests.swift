import Testing

@testable import Terminal
@testable import TestSupport

/// The drawing's bytes are compared in a readable notation (`<CR>`, `<BS>`, `<ESC>`), so that no test ever prints a
/// raw control character, and applied to `TerminalRow`, a model of one row of a terminal, to check what they leave.
@Suite struct LineDrawingTests {
    // MARK: - Choices

    @Test func choicesAreListedTwoSpacesApartAndWrappedAtTheWindowsWidth() {
        // When
        let rows = LineDrawing.choiceRows(listing: [":tab News", ":tab Cards", ":tab Profile"], columns: 24)

        // Then
        #expect(rows == [":tab News  :tab Cards", ":tab Profile"])
    }

    @Test func pastAHundredChoicesTheRestAreCountedNotListed() {
        // Given
        let choices = (1...10_000).map { ":open cards/\($0)" }

        // When
        let rows = LineDrawing.choiceRows(listing: choices, columns: 80)

        // Then
        #expect(rows.dropLast().joined(separator: " ").components(after: ":open ").count == 100)
        #expect(rows.joined().contains("cards/100"))
        #expect(!rows.joined().contains("cards/101"))
        #expect(rows.last == "…and 9900 more; type more of the line to narrow them.")
    }

    // MARK: - Whole Row

    @Test func theFirstUpdateDrawsPromptLineEraseToEndAndMovesTheCursorBack() {
        // Given
        var sut = makeSUT()
        let editor = makeEditor(typing: "abc", cursorAt: 1)

        // When
        let bytes = sut.update(to: editor, columns: 80)

        // Then
        #expect(readable(bytes) == "<CR>> abc<ESC>[K<BS><BS>")
    }

    @Test func aMoveOfFourColumnsOrMoreIsOneCursorBackwardSequence() {
        // Given
        var sut = makeSUT()
        let editor = makeEditor(typing: "abcdef", cursorAt: 0)

        // When
        let bytes = sut.update(to: editor, columns: 80)

        // Then
        #expect(readable(bytes) == "<CR>> abcdef<ESC>[K<ESC>[6D")
    }

    @Test func aPromptWithColoursIsWrittenAsItIsAndTakesItsGivenWidth() {
        // Given
        var sut = LineDrawing(prompt: "\u{1B}[1m>\u{1B}[0m ", promptWidth: 2, isMasked: false)
        var row = TerminalRow(columns: 20)

        // When
        row.apply(sut.update(to: makeEditor(typing: "abc", cursorAt: 1), columns: 20))

        // Then
        #expect(row.text == "> abc")
        #expect(row.cursor == 3)
        #expect(row.problems.isEmpty)
    }

    @Test func wideCharactersCombiningMarksAndEmojiTakeTheirDisplayWidth() {
        // Given
        var sut = makeSUT()
        var row = TerminalRow(columns: 40)
        let editor = makeEditor(typing: "张e\u{301}👩‍💻x", cursorAt: 3)

        // When
        row.apply(sut.update(to: editor, columns: 40))

        // Then
        #expect(row.text == "> 张e\u{301}👩‍💻x")
        #expect(row.cursor == 7)
    }

    @Test(arguments: [("301", 4), ("FE0F", 4), ("93F", 5)])
    func aMarkWithNothingBeforeItIsDrawnOnADottedCircle(hexadecimal: String, cursorColumn: Int) throws {
        // Given: a combining accent, VARIATION SELECTOR-16 or a spacing vowel sign (which takes a column) first
        var sut = makeSUT()
        var row = TerminalRow(columns: 20)
        let mark = String(try #require(UInt32(hexadecimal, radix: 16).flatMap(Unicode.Scalar.init)))

        // When
        row.apply(sut.update(to: makeEditor(typing: mark + "a"), columns: 20))

        // Then
        #expect(row.text == "> \u{25CC}\(mark)a")
        #expect(row.cursor == cursorColumn)
    }

    @Test func aConjunctWithItsVowelSignTakesTwoColumns() {
        // Given
        var sut = makeSUT()
        var row = TerminalRow(columns: 20)

        // When
        row.apply(sut.update(to: makeEditor(typing: "\u{915}\u{94D}\u{924}\u{93F}x"), columns: 20))

        // Then
        #expect(row.text == "> \u{915}\u{94D}\u{924}\u{93F}x")
        #expect(row.cursor == 5)
    }

    // MARK: - Minimal Bytes

    @Test(arguments: ["a", "Z", " ", "张", "👩‍💻", "e\u{301}"])
    func typingAtTheEndWritesOnlyTheText(typed: String) {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(typing: ":hel")
        _ = sut.update(to: editor, columns: 80)

        // When
        _ = editor.handle(.text(typed))
        let bytes = sut.update(to: editor, columns: 80)

        // Then
        #expect(bytes == typed)
    }

    @Test func backspaceAtTheEndWritesBackspaceSpaceBackspace() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(typing: ":help")
        _ = sut.update(to: editor, columns: 80)

        // When
        _ = editor.handle(.backspace)
        let bytes = sut.update(to: editor, columns: 80)

        // Then
        #expect(readable(bytes) == "<BS> <BS>")
    }

    @Test func backspaceOverAWideCharacterAtTheEndMovesBackTwoAndErases() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(typing: "a张")
        _ = sut.update(to: editor, columns: 80)

        // When
        _ = editor.handle(.backspace)
        let bytes = sut.update(to: editor, columns: 80)

        // Then
        #expect(readable(bytes) == "<BS><BS><ESC>[K")
    }

    @Test func aCursorMoveWritesOnlyTheMove() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(typing: ":open news")
        _ = sut.update(to: editor, columns: 80)

        // When
        _ = editor.handle(.left)
        let left = sut.update(to: editor, columns: 80)
        _ = editor.handle(.home)
        let home = sut.update(to: editor, columns: 80)
        _ = editor.handle(.right)
        let right = sut.update(to: editor, columns: 80)

        // Then
        #expect(readable(left) == "<BS>")
        #expect(readable(home) == "<ESC>[9D")
        #expect(readable(right) == "<ESC>[1C")
    }

    @Test func nothingChangedWritesNothing() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(typing: "abc")
        _ = sut.update(to: editor, columns: 80)

        // When
        _ = editor.handle(.insert)
        let bytes = sut.update(to: editor, columns: 80)

        // Then
        #expect(bytes.isEmpty)
    }

    @Test func typingInTheMiddleRewritesFromTheCursorAndMovesBack() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(typing: ":hlp", cursorAt: 2)
        _ = sut.update(to: editor, columns: 80)

        // When
        _ = editor.handle(.text("e"))
        let bytes = sut.update(to: editor, columns: 80)

        // Then
        #expect(readable(bytes) == "elp<BS><BS>")
    }

    // MARK: - Hiding

    @Test func hideClearsTheRowAndTheNextUpdateDrawsItAll() {
        // Given
        var sut = makeSUT()
        let editor = makeEditor(typing: ":tre")
        var row = TerminalRow(columns: 20)
        row.apply(sut.update(to: editor, columns: 20))

        // When
        let hidden = sut.hide()
        row.apply(hidden)
        let shownAgain = sut.update(to: editor, columns: 20)

        // Then
        #expect(readable(hidden) == "<CR><ESC>[K")
        #expect(row.text.isEmpty)
        #expect(row.cursor == 0)
        #expect(readable(shownAgain) == "<CR>> :tre<ESC>[K")
    }

    @Test func hideWithNothingShownWritesNothing() {
        // Given
        var sut = makeSUT()
        _ = sut.update(to: makeEditor(typing: "a"), columns: 20)
        _ = sut.hide()

        // When
        let again = sut.hide()
        var fresh = makeSUT()
        let beforeAnyUpdate = fresh.hide()

        // Then
        #expect(again.isEmpty)
        #expect(beforeAnyUpdate.isEmpty)
    }

    @Test func afterInvalidateTheNextUpdateDrawsOverWhateverTheRowShows() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(typing: ":tre")
        var row = TerminalRow(columns: 20)
        row.apply(sut.update(to: editor, columns: 20))
        row.apply("\r[notification] a link")

        // When
        sut.invalidate()
        _ = editor.handle(.text("e"))
        row.apply(sut.update(to: editor, columns: 20))

        // Then
        #expect(row.text == "> :tree")
        #expect(row.cursor == 7)
    }

    // MARK: - Masked

    @Test func aMaskedLineIsDrawnAsOneBulletACharacterAndNeverAsTheText() {
        // Given
        var sut = LineDrawing(prompt: "Code: ", promptWidth: 6, isMasked: true)
        var editor = LineEditor(history: LineHistory(), completions: [], isMasked: true)
        var row = TerminalRow(columns: 40)
        var everything = ""

        // When
        for key in [Key.text("x"), .text("y"), .text("张"), .paste("zw👩‍💻"), .left, .backspace, .home, .text("q")] {
            _ = editor.handle(key)
            let bytes = sut.update(to: editor, columns: 40)
            everything += bytes
            row.apply(bytes)
        }

        // Then
        #expect(editor.text == "qxy张z👩‍💻")
        #expect(row.text == "Code: ••••••")
        #expect(row.cursor == 7)
        #expect(!everything.contains { "qxyzw张👩‍💻".contains($0) })
    }

    // MARK: - Reverse Search

    @Test func aReverseSearchIsDrawnAsBashDrawsIt() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(history: [":tree", "2"])
        var row = TerminalRow(columns: 80)
        _ = editor.handle(.control("r"))
        _ = editor.handle(.text("re"))

        // When
        row.apply(sut.update(to: editor, columns: 80))

        // Then
        #expect(row.text == "(reverse-i-search)'re': :tree")
        #expect(row.cursor == 26)
    }

    @Test func aFailingReverseSearchSaysSo() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(history: [":tree"])
        var row = TerminalRow(columns: 80)
        _ = editor.handle(.control("r"))
        _ = editor.handle(.text("t"))
        _ = editor.handle(.text("x"))

        // When
        row.apply(sut.update(to: editor, columns: 80))

        // Then
        #expect(row.text == "(failed reverse-i-search)'tx': :tree")
    }

    @Test func leavingTheSearchBringsThePromptBack() {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(history: [":tree"])
        var row = TerminalRow(columns: 80)
        _ = editor.handle(.control("r"))
        _ = editor.handle(.text("tr"))
        row.apply(sut.update(to: editor, columns: 80))

        // When
        _ = editor.handle(.end)
        row.apply(sut.update(to: editor, columns: 80))

        // Then
        #expect(row.text == "> :tree")
        #expect(row.cursor == 7)
    }

    // MARK: - Scrolling

    @Test(arguments: [1, 2, 10, 40, 100])
    func aLongLineScrollsSoThatTheCursorIsAlwaysVisible(columns: Int) {
        // Given
        var sut = makeSUT()
        var editor = makeEditor(typing: String(repeating: "abc 张伟 👩‍💻 e\u{301}x ", count: 12))
        var row = TerminalRow(columns: columns)
        row.apply(sut.update(to: editor, columns: columns))
        let rights = Array(repeating: Key.right, count: 60)
        let lefts = Array(repeating: Key.left, count: 40)
        let keys = [.home] + rights + [.wordLeft, .wordLeft, .end] + lefts + [.backspace, .text("Q"), .delete]

        for key in keys {
            // When
            _ = editor.handle(key)
            row.apply(sut.update(to: editor, columns: columns))

            // Then
            #expect(row.problems.isEmpty)
            #expect(row.cursor < columns)
            if columns >= 10, editor.cursor < editor.characters.count {
                #expect(row.cells[row.cursor] == String(editor.characters[editor.cursor]))
            }
            if columns >= 10, editor.cursor > 0 {
                #expect(row.cells[..<row.cursor].contains(String(editor.characters[editor.cursor - 1])))
            }
        }
    }

    @Test func aWideCharacterUnderTheCursorAtTheRightEdgeIsWhollyVisible() {
        // Given
        var sut = makeSUT()
        var row = TerminalRow(columns: 10)

        // When
        row.apply(sut.update(to: makeEditor(typing: "1234567张8", cursorAt: 7), columns: 10))

        // Then
        #expect(row.text == "> 34567张")
        #expect(row.cursor == 7)
    }

    @Test func aLineThatFitsIsDrawnWholeWithThePrompt() {
        // Given
        var sut = makeSUT()
        var row = TerminalRow(columns: 10)

        // When
        row.apply(sut.update(to: makeEditor(typing: "1234567", cursorAt: 0), columns: 10))

        // Then
        #expect(row.text == "> 1234567")
        #expect(row.cursor == 2)
    }

    @Test func aLineOneColumnTooWideScrollsToKeepTheLastColumnFree() {
        // Given
        var sut = makeSUT()
        var row = TerminalRow(columns: 10)

        // When
        row.apply(sut.update(to: makeEditor(typing: "12345678"), columns: 10))

        // Then
        #expect(row.text == "> 2345678")
        #expect(row.cursor == 9)
    }

    @Test func aPromptTooWideForTheWindowGivesWayToTheLine() {
        // Given
        var sut = LineDrawing(prompt: "Phone or e-mail: ", promptWidth: 17, isMasked: false)
        var row = TerminalRow(columns: 10)

        // When
        row.apply(sut.update(to: makeEditor(typing: "demo@example.com"), columns: 10))

        // Then
        #expect(row.text == "ample.com")
        #expect(row.cursor == 9)
    }

    // MARK: - Entering

    @Test func aLineThatShowsWholeIsLeftAsDrawnWhenEntered() {
        // Given
        let editor = makeEditor(typing: "1234567", cursorAt: 2)

        // When
        let bytes = enteredAfterDrawing(editor, columns: 10)

        // Then: the row ends, as drawn
        #expect(bytes == "\n")
    }

    @Test func aLineScrolledSidewaysIsWrittenWholeWhenEnteredToWrapAsTheTerminalWrapsIt() {
        // Given
        let editor = makeEditor(typing: "new.person@example.com")

        // When
        let bytes = enteredAfterDrawing(editor, columns: 10)

        // Then
        #expect(bytes == "<CR><ESC>[K> new.person@example.com\n")
    }

    @Test func aLineOfManyRowsIsCutWithAnEllipsisWhenEntered() {
        // Given: a paste of 64 KiB at a window of 10 columns
        let editor = makeEditor(typing: String(repeating: "x", count: 65_536))

        // When
        let bytes = enteredAfterDrawing(editor, columns: 10)

        // Then: as many rows as the drawing allows, the last column of the last one for the ellipsis
        let shown = 10 * LineDrawing.enteredRows - 2 - 1
        #expect(bytes == "<CR><ESC>[K> " + String(repeating: "x", count: shown) + "…\n")
    }

    @Test func wideCharactersEnteredAreCutAtTheRowsATerminalWrapsThemTo() {
        // Given: at 5 columns after a prompt of 2, a wide character leaves the last column of each row blank
        let editor = makeEditor(typing: String(repeating: "张", count: 100))

        // When
        let bytes = enteredAfterDrawing(editor, columns: 5)

        // Then: one on the prompt's row, two on each of the six rows below, two and the ellipsis on the eighth
        #expect(bytes == "<CR><ESC>[K> " + String(repeating: "张", count: 15) + "…\n")
    }

    @Test func aPromptTheRowLeftOutIsLeftOutWhenTheLineIsWrittenWhole() {
        // Given: a window too narrow for the prompt, which gives way to the line
        let sut = LineDrawing(prompt: "Phone or e-mail: ", promptWidth: 17, isMasked: false)
        let editor = makeEditor(typing: "demo@example.com")

        // When
        let bytes = enteredAfterDrawing(editor, columns: 10, by: sut)

        // Then
        #expect(bytes == "<CR><ESC>[Kdemo@example.com\n")
    }

    @Test func aMaskedLineIsLeftAsDrawnWhenEnteredNeverLongerThanTheRow() {
        // Given
        let sut = LineDrawing(prompt: "> ", promptWidth: 2, isMasked: true)
        let editor = makeEditor(typing: "1234567890123")

        // When
        let bytes = enteredAfterDrawing(editor, columns: 10, by: sut)

        // Then
        #expect(bytes == "\n")
    }

    @Test(arguments: [0, 1])
    func aWindowOfOneColumnOrNoneShowsNothingAndNeverFails(columns: Int) {
        // Given
        var sut = makeSUT()
        var row = TerminalRow(columns: 1)

        // When
        row.apply(sut.update(to: makeEditor(typing: "张abc", cursorAt: 0), columns: columns))

        // Then
        #expect(row.text.isEmpty)
        #expect(row.cursor == 0)
        #expect(row.problems.isEmpty)
    }

    // MARK: - Every Update

    @Test(arguments: [1, 2, 3, 5, 10, 40, 100])
    func everyUpdateLeavesTheRowAsAWholeRedrawDrawsIt(columns: Int) {
        // Given
        var random = SeededGenerator(seed: UInt64(columns))
        for prompt in [("> ", 2), ("\u{1B}[36mCards\u{1B}[0m > ", 8), ("", 0)] {
            var sut = LineDrawing(prompt: prompt.0, promptWidth: prompt.1, isMasked: false)
            var editor = makeEditor(
                history: [":open cards/1", ":tree", "张伟 👩‍💻"],
                completions: [":help", ":tab News"]
            )
            var row = TerminalRow(columns: columns)

            for step in 0..<400 {
                // When
                let key = Self.keys[random.next(below: Self.keys.count)]
                _ = editor.handle(key)
                if step % 97 == 96 {
                    row.apply(sut.hide())
                }
                row.apply(sut.update(to: editor, columns: columns))

                // Then
                var fresh = LineDrawing(prompt: prompt.0, promptWidth: prompt.1, isMasked: false)
                var redrawn = TerminalRow(columns: columns)
                redrawn.apply(fresh.update(to: editor, columns: columns))
                #expect(row.text == redrawn.text, "after \(key) at step \(step)")
                #expect(row.cursor == redrawn.cursor, "after \(key) at step \(step)")
                #expect(row.problems.isEmpty, "after \(key) at step \(step)")
            }
        }
    }

    @Test(arguments: [1, 2, 10, 40])
    func everyMaskedUpdateLeavesTheRowAsAWholeRedrawAndNeverShowsTheText(columns: Int) {
        // Given
        var random = SeededGenerator(seed: 11)
        var sut = LineDrawing(prompt: "Code: ", promptWidth: 6, isMasked: true)
        var editor = LineEditor(history: LineHistory(), completions: [], isMasked: true)
        var row = TerminalRow(columns: columns)
        let keys: [Key] = [.text("x"), .text("张"), .text("👩‍💻"), .left, .right, .home, .end, .backspace, .delete]

        for step in 0..<300 {
            // When
            _ = editor.handle(keys[random.next(below: keys.count)])
            let bytes = sut.update(to: editor, columns: columns)
            row.apply(bytes)

            // Then
            var fresh = LineDrawing(prompt: "Code: ", promptWidth: 6, isMasked: true)
            var redrawn = TerminalRow(columns: columns)
            redrawn.apply(fresh.update(to: editor, columns: columns))
            #expect(row.text == redrawn.text, "at step \(step)")
            #expect(row.cursor == redrawn.cursor, "at step \(step)")
            #expect(!bytes.contains { "x张👩‍💻".contains($0) }, "at step \(step)")
        }
    }

    @Test(arguments: [(100, 40), (40, 10), (10, 2), (2, 100)])
    func aResizeThenInvalidateDrawsTheRowAtTheNewWidth(from: Int, to: Int) {
        // Given
        var sut = makeSUT()
        let editor = makeEditor(typing: String(repeating: "abc 张伟 ", count: 10), cursorAt: 30)
        _ = sut.update(to: editor, columns: from)
        var row = TerminalRow(columns: to)

        // When
        sut.invalidate()
        row.apply(sut.update(to: editor, columns: to))

        // Then
        var fresh = makeSUT()
        var redrawn = TerminalRow(columns: to)
        redrawn.apply(fresh.update(to: editor, columns: to))
        #expect(row.text == redrawn.text)
        #expect(row.cursor == redrawn.cursor)
        #expect(row.problems.isEmpty)
    }

    @Test func anUpdateCostsNoMoreThanAWholeRedraw() {
        // Given
        var random = SeededGenerator(seed: 7)
        var sut = makeSUT()
        var editor = makeEditor(history: [":open cards/1"])

        for _ in 0..<300 {
            // When
            _ = editor.handle(Self.keys[random.next(below: Self.keys.count)])
            let bytes = sut.update(to: editor, columns: 30)

            // Then
            var fresh = makeSUT()
            #expect(bytes.utf8.count <= fresh.update(to: editor, columns: 30).utf8.count)
        }
    }

    // MARK: - Helpers

    /// Keys for the seeded runs: typing of every width, moves, cuts, history, search, completion and paste.
    private static let keys: [Key] = [
        .text("a"), .text("b"), .text(" "), .text("/"), .text("张"), .text("👩‍💻"), .text("e\u{301}"), .text("\u{301}"),
        .text("t"), .text("r"), .left, .right, .home, .end, .wordLeft, .wordRight, .backspace, .backspace, .delete,
        .control("u"), .control("k"), .control("w"), .control("t"), .control("y"), .altBackspace, .up, .down,
        .control("r"), .control("g"), .tab, .paste("one\ntwo\tthree"), .enter,
    ]

    private func makeSUT() -> LineDrawing {
        LineDrawing(prompt: "> ", promptWidth: 2, isMasked: false)
    }

    private func makeEditor(
        typing line: String = "",
        cursorAt cursor: Int? = nil,
        history lines: [String] = [],
        completions: [String] = []
    ) -> LineEditor {
        var history = LineHistory()
        for entry in lines {
            history.add(entry)
        }
        var editor = LineEditor(history: history, completions: completions, isMasked: false)
        _ = editor.handle(.paste(line))
        if let cursor {
            while editor.cursor > cursor {
                _ = editor.handle(.left)
            }
        }
        return editor
    }

    /// What `drawing` (``makeSUT()``'s unless given) writes, in the readable notation, when `editor`'s line is entered
    /// once drawn at `columns`.
    private func enteredAfterDrawing(
        _ editor: LineEditor,
        columns: Int,
        by drawing: LineDrawing? = nil
    ) -> String {
        var sut = drawing ?? makeSUT()
        _ = sut.update(to: editor, columns: columns)
        return readable(sut.enter(editor, columns: columns))
    }

    /// The bytes with carriage return, backspace and escape spelled `<CR>`, `<BS>` and `<ESC>`.
    private func readable(_ bytes: String) -> String {
        bytes.replacing("\r", with: "<CR>").replacing("\u{8}", with: "<BS>").replacing("\u{1B}", with: "<ESC>")
    }
}

// MARK: - Terminal Row

/// One row of a terminal, as much of one as a line drawing uses.
///
/// It knows characters by display width (a wide one takes its cell and the next), carriage return, backspace, Erase
/// in Line (`ESC[K`), Cursor Forward and Backward (`ESC[nC`, `ESC[nD`); SGR (`ESC[…m`) changes nothing on the row.
/// Anything else, and writing into the last column (where a terminal would wrap), is a problem.
private struct TerminalRow {
    /// The columns of the row.
    let columns: Int

    /// What each cell shows: a character, a space, or an empty string for the right half of a wide character.
    private(set) var cells: [String]

    /// The cursor's column.
    private(set) var cursor = 0

    /// What went wrong, in words.
    private(set) var problems: [String] = []

    /// What the row shows, without its trailing spaces.
    var text: String {
        var text = cells.joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    init(columns: Int) {
        self.columns = columns
        cells = Array(repeating: " ", count: columns)
    }

    /// Writes bytes to the row.
    mutating func apply(_ bytes: String) {
        var characters = Array(bytes)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r":
                cursor = 0
            case "\u{8}":
                cursor = max(cursor - 1, 0)
            case "\u{1B}":
                applyControlSequence(&characters)
            default:
                write(character)
            }
        }
    }

    /// Acts on what follows an ESC: a control sequence the row knows, or a problem.
    private mutating func applyControlSequence(_ characters: inout ArraySlice<Character>) {
        guard characters.popFirst() == "[" else {
            problems.append("an escape that is not a control sequence")
            return
        }
        var parameters = ""
        while let next = characters.first, next.isASCII, next.isNumber || next == ";" {
            parameters.append(next)
            characters.removeFirst()
        }
        let count = Int(parameters) ?? 1
        switch characters.popFirst() {
        case "K":
            for column in cursor..<columns {
                clear(column)
            }
        case "C":
            cursor = min(cursor + count, columns - 1)
        case "D":
            cursor = max(cursor - count, 0)
        case "m":
            break
        default:
            problems.append("an unknown control sequence")
        }
    }

    /// Writes one character at the cursor and moves past it.
    private mutating func write(_ character: Character) {
        guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            problems.append("a control character written as text")
            return
        }
        let width = DisplayWidth.of(character)
        guard width > 0 else {
            problems.append("a character that takes no column")
            return
        }
        guard cursor + width < columns else {
            problems.append("a character written into the last column")
            return
        }
        for column in cursor..<cursor + width {
            clear(column)
        }
        cells[cursor] = String(character)
        if width == 2 {
            cells[cursor + 1] = ""
        }
        cursor += width
    }

    /// Blanks a cell, and the other half of a wide character that it is half of.
    private mutating func clear(_ column: Int) {
        if cells[column].isEmpty, column > 0 {
            cells[column - 1] = " "
        }
        if column + 1 < columns, cells[column + 1].isEmpty {
            cells[column + 1] = " "
        }
        cells[column] = " "
    }
}
