/// The bytes that show a prompt and the line being typed on one row of a terminal, and that bring the row up to date
/// after each key with as few bytes as they can: the drawing of the toolkit's text field.
///
/// It remembers what the row shows, so that an update writes only the difference: typing at the end of a line writes
/// just what was typed, Backspace there writes `BS space BS`, a cursor move writes one cursor movement, and any other
/// change rewrites the row from the first character that changed. Writing the whole row instead takes a carriage
/// return, the prompt, the visible part of the line, Erase in Line (`ESC[K`), and a move of the cursor back.
///
/// While it is edited, the line never wraps to a second row. When the prompt and the line are wider than the window,
/// the line scrolls sideways so that the cursor (and the character under it) is always visible, keeping as much of the
/// line before the cursor as fits, as linenoise does; the last column is never written, so a terminal never wraps
/// early. Once entered, a line scrolled so is written again whole, wrapped as readline leaves it, to read above what
/// follows. In a window too narrow for the prompt and two columns of line, the prompt gives way to the line; in a
/// window of one column, nothing is shown.
///
/// Widths come from ``DisplayWidth``: `张`, `👩‍💻` and `क्ति` take two columns, `é` one, whatever scalars build it. A
/// mark with nothing to combine with is drawn on a dotted circle (`◌́`), as type specimens do, and other characters
/// that take no column are not drawn. Control characters would be drawn as Unicode control pictures
/// (``TerminalText/visible(_:)``), though ``LineEditor`` never holds any.
///
/// A masked line draws each character as one `•`, so neither what was typed nor its width ever shows. During a
/// reverse search (Ctrl-R) the prompt is as bash's: `(reverse-i-search)'query': ` before the entry found, or
/// `(failed reverse-i-search)'query': ` when nothing matches.
///
/// The prompt is the caller's own text, written as it is: it may hold SGR escapes (colours, bold) as long as
/// `promptWidth` gives the columns it takes.
public nonisolated struct LineDrawing: Sendable {
    /// What the row shows: the part before the line, the visible part of the line, and where the cursor is.
    private struct Frame: Equatable, Sendable {
        /// The prompt as written (escapes included), the reverse search's prompt, or nothing.
        var left: String

        /// The columns `left` takes.
        var leftWidth: Int

        /// The visible characters of the line, each as drawn.
        var glyphs: [String]

        /// The columns each of `glyphs` takes.
        var widths: [Int]

        /// The column of the cursor, from the row's left edge.
        var cursorColumn: Int

        /// The column just after the last glyph.
        var endColumn: Int { leftWidth + widths.reduce(0, +) }
    }

    /// What this drawing knows of the row.
    private enum Row: Sendable {
        /// Nothing of this drawing is on the row: not drawn yet, or hidden.
        case blank

        /// The row shows something this drawing can no longer vouch for (after output, a resize, Ctrl-L).
        case unknown

        /// The row shows this frame.
        case shown(Frame)
    }

    // MARK: - Properties

    /// Each printable ASCII character as drawn, made once: the glyph most drawn costs no conversion.
    private static let asciiGlyphs: [String] = (0x20..<0x7F).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    /// The most rows a line entered takes once it is written whole.
    static let enteredRows = 8

    /// The fewest columns of line that a prompt leaves, or it is not drawn: enough for a wide character.
    private static let minimumLineWidth = 2

    /// The prompt as written.
    private let prompt: String

    /// The columns the prompt takes.
    private let promptWidth: Int

    /// Whether each character is drawn as `•`.
    private let isMasked: Bool

    /// What the row shows.
    private var row = Row.blank

    // MARK: - Initialization

    /// A drawing of `prompt`, which takes `promptWidth` columns (it may hold SGR escapes, which take none), before a
    /// line that is drawn as typed or, when `isMasked`, as one `•` a character.
    public init(prompt: String, promptWidth: Int, isMasked: Bool) {
        self.prompt = prompt
        self.promptWidth = max(promptWidth, 0)
        self.isMasked = isMasked
    }

    // MARK: - Public Methods

    /// The bytes that bring the row from what it showed last to `editor` at `columns`; updates what it shows.
    ///
    /// Empty when the row already shows it. The terminal's cursor must be where the last bytes left it.
    public mutating func update(to editor: LineEditor, columns: Int) -> String {
        let frame = makeFrame(for: editor, columns: columns)
        defer { row = .shown(frame) }
        let whole = Self.whole(frame)
        guard case .shown(let shown) = row, shown.left == frame.left else { return whole }
        let difference = Self.difference(from: shown, to: frame)
        return difference.utf8.count <= whole.utf8.count ? difference : whole
    }

    /// The bytes that draw one printable ASCII character just typed at the end of `editor`'s line, as
    /// ``update(to:columns:)`` would give them, when that is all they are: the row shows the whole line before it,
    /// the cursor at its end, with room for one more column; `nil`, changing nothing, otherwise.
    ///
    /// linenoise's trivial case: the key most typed costs the one byte it is, with no layout.
    public mutating func appendAtEnd(of editor: LineEditor, columns: Int) -> String? {
        guard !isMasked, editor.searchQuery == nil, editor.cursor == editor.characters.count,
            let typed = editor.characters.last, let ascii = typed.asciiValue, (0x20..<0x7F).contains(ascii),
            case .shown(var frame) = row, frame.left == prompt, frame.glyphs.count == editor.characters.count - 1
        else { return nil }
        let used = frame.widths.reduce(0, +)
        guard frame.cursorColumn == frame.leftWidth + used, frame.leftWidth + used + 1 <= max(columns - 1, 0) else {
            return nil
        }
        let glyph = Self.asciiGlyphs[Int(ascii) - 0x20]
        // The frame leaves the row while it grows, so that its arrays grow in place rather than as copies.
        row = .unknown
        frame.glyphs.append(glyph)
        frame.widths.append(1)
        frame.cursorColumn += 1
        row = .shown(frame)
        return glyph
    }

    /// The bytes that end the row once `editor`'s line is entered, leaving the line on the screen to read: the row
    /// brought up to date when the whole line shows on it; otherwise the prompt and the line written over it, wrapped
    /// onto the rows below as the terminal wraps them, as readline leaves a line, so that one wider than the window is
    /// not left scrolled sideways above what follows (a masked line and a search's stay as drawn).
    ///
    /// A line longer than ``enteredRows`` rows is cut there, with an ellipsis, counting rows as a terminal wraps
    /// them (a wide character that does not fit at a row's end goes to the next): a paste of many kilobytes does not
    /// fill the screen. The prompt is written only if the row showed it, not in a window too narrow for it.
    public mutating func enter(_ editor: LineEditor, columns: Int) -> String {
        let frame = makeFrame(for: editor, columns: columns)
        let showsWhole = frame.left == prompt && frame.glyphs.count == editor.characters.count
        guard !showsWhole, !isMasked, editor.searchQuery == nil, columns > 1 else {
            return update(to: editor, columns: columns) + "\n"
        }
        row = .blank
        let left = frame.left == prompt ? prompt : ""
        let start = EnteredRows(columns: columns, column: left.isEmpty ? 0 : promptWidth)
        let glyphs = editor.characters.map(glyph(for:))
        var whole = start
        if glyphs.allSatisfy({ whole.place(width: $0.width) }) {
            return "\r\u{1B}[K" + left + glyphs.map(\.glyph).joined() + "\n"
        }
        var cut = start
        let shown = glyphs.prefix { cut.place(width: $0.width, keepingOnTheLastRow: 1) }
        return "\r\u{1B}[K" + left + shown.map(\.glyph).joined() + "…\n"
    }

    /// The bytes that clear the row (prompt and line), cursor at column 0, for output to go above it.
    ///
    /// Empty when the row shows nothing of this drawing. The next ``update(to:columns:)`` draws the whole row again.
    public mutating func hide() -> String {
        if case .blank = row { return "" }
        row = .blank
        return "\r\u{1B}[K"
    }

    /// Forgets what the row shows, so the next update draws all of it (after output, a resize, Ctrl-L).
    public mutating func invalidate() {
        row = .unknown
    }

    /// The rows that list `choices` (Tab's second press) under the line at `columns`: each made visible and
    /// separated by two spaces, wrapped at word boundaries; past ``maximumChoicesListed`` of them, a last row says how
    /// many more there are, as readline asks before it lists more than a screenful.
    public static func choiceRows(listing choices: [String], columns: Int) -> [String] {
        let shown = choices.prefix(maximumChoicesListed).map { TerminalText.sanitized($0).trimmingSpaces() }
        var rows = TextLayout.wrap(shown.joined(separator: "  "), columns: columns).map { $0.trimmingSpaces() }
        if choices.count > shown.count {
            rows += TextLayout.wrap(
                "…and \(choices.count - shown.count) more; type more of the line to narrow them.",
                columns: columns
            )
        }
        return rows
    }

    /// The most choices ``choiceRows(listing:columns:)`` lists.
    public static let maximumChoicesListed = 100

    // MARK: - Private Methods: Layout

    /// Where text written from a row's start ends up as a terminal wraps it, within ``enteredRows`` rows.
    private struct EnteredRows {
        /// The window's width.
        let columns: Int

        /// The row the next glyph goes on, from the first.
        var row = 0

        /// The column the next glyph goes at.
        var column: Int

        /// Places a glyph `width` columns wide after the others, on the next row if it does not fit on this one, when
        /// it stays within the rows with `kept` columns still free on the last; `false`, placing nothing, otherwise.
        mutating func place(width: Int, keepingOnTheLastRow kept: Int = 0) -> Bool {
            var (row, column) = (self.row, self.column)
            if column + width > columns {
                row += 1
                column = 0
            }
            let isLast = row == LineDrawing.enteredRows - 1
            guard width <= columns, row < LineDrawing.enteredRows, !isLast || column + width + kept <= columns else {
                return false
            }
            (self.row, self.column) = (row, column + width)
            return true
        }
    }

    /// Lays the prompt and the visible part of the line out on a row of `columns`.
    private func makeFrame(for editor: LineEditor, columns: Int) -> Frame {
        let room = max(columns - 1, 0)
        var left = prompt
        var leftWidth = promptWidth
        if let query = editor.searchQuery {
            let visibleQuery = TerminalText.visible(query)
            left = "(\(editor.isSearchFailing ? "failed " : "")reverse-i-search)'\(visibleQuery)': "
            leftWidth = DisplayWidth.of(left)
        }
        if room - leftWidth < Self.minimumLineWidth {
            left = ""
            leftWidth = 0
        }
        let (glyphs, widths, cursorIndex) = visiblePart(
            of: editor.characters,
            cursor: editor.cursor,
            room: room - leftWidth
        )
        return Frame(
            left: left,
            leftWidth: leftWidth,
            glyphs: glyphs,
            widths: widths,
            cursorColumn: leftWidth + widths[..<cursorIndex].reduce(0, +)
        )
    }

    /// The characters of `line` that fit in `room` columns with the cursor visible, as drawn.
    ///
    /// Returns them with their widths and the index among them where the cursor is. Only the characters near the
    /// cursor are looked at, so a long line costs no more than a short one.
    private func visiblePart(
        of line: [Character],
        cursor: Int,
        room: Int
    ) -> (glyphs: [String], widths: [Int], cursorIndex: Int) {
        let underCursor = cursor < line.count ? glyph(for: line[cursor]).width : 0
        guard underCursor <= room else { return ([], [], 0) }
        var glyphs: [String] = []
        var widths: [Int] = []
        var used = 0
        var start = cursor
        while start > 0 {
            let (glyph, width) = self.glyph(for: line[start - 1])
            guard used + width + underCursor <= room else { break }
            glyphs.append(glyph)
            widths.append(width)
            used += width
            start -= 1
        }
        glyphs.reverse()
        widths.reverse()
        var end = cursor
        while end < line.count {
            let (glyph, width) = self.glyph(for: line[end])
            guard used + width <= room else { break }
            glyphs.append(glyph)
            widths.append(width)
            used += width
            end += 1
        }
        return (glyphs, widths, cursor - start)
    }

    /// How a character is drawn, and the columns it takes.
    private func glyph(for character: Character) -> (glyph: String, width: Int) {
        if isMasked { return ("•", 1) }
        if let ascii = character.asciiValue, (0x20..<0x7F).contains(ascii) {
            return (Self.asciiGlyphs[Int(ascii) - 0x20], 1)
        }
        let visible = TerminalText.visible(String(character))
        let width = DisplayWidth.of(visible)
        guard width == 0 else { return (visible, width) }
        switch visible.unicodeScalars.first?.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            let circled = "\u{25CC}" + visible
            return (circled, DisplayWidth.of(circled))
        default:
            return ("", 0)
        }
    }

    // MARK: - Private Methods: Bytes

    /// The bytes that draw a whole frame, from wherever the cursor is on the row.
    private static func whole(_ frame: Frame) -> String {
        "\r" + frame.left + frame.glyphs.joined() + "\u{1B}[K"
            + move(from: frame.endColumn, to: frame.cursorColumn)
    }

    /// The bytes that turn the row from one frame into the next, both with the same prompt: the cursor moves to the
    /// first glyph that changed, the glyphs from there on are written, what is left of the old line is erased, and
    /// the cursor moves to where it belongs.
    private static func difference(from old: Frame, to new: Frame) -> String {
        let common = zip(old.glyphs, new.glyphs).prefix { $0 == $1 }.count
        if common == old.glyphs.count, common == new.glyphs.count {
            return move(from: old.cursorColumn, to: new.cursorColumn)
        }
        let changedColumn = new.leftWidth + new.widths[..<common].reduce(0, +)
        var bytes = move(from: old.cursorColumn, to: changedColumn)
        bytes += new.glyphs[common...].joined()
        let oldEnd = old.endColumn
        let newEnd = new.endColumn
        if oldEnd - newEnd == 1 {
            bytes += " \u{8}"
        } else if oldEnd > newEnd {
            bytes += "\u{1B}[K"
        }
        return bytes + move(from: newEnd, to: new.cursorColumn)
    }

    /// The shortest bytes that move the cursor along the row: backspaces for up to three columns left, otherwise
    /// Cursor Backward (`ESC[nD`) or Cursor Forward (`ESC[nC`).
    private static func move(from column: Int, to target: Int) -> String {
        if target < column {
            let distance = column - target
            return distance < 4 ? String(repeating: "\u{8}", count: distance) : "\u{1B}[\(distance)D"
        }
        return target > column ? "\u{1B}[\(target - column)C" : ""
    }
}
