/// The line being typed at a prompt, edited the way bash (GNU readline, in its default Emacs mode) edits it: the
/// model of the toolkit's text field, as a plain value that takes one ``Key`` at a time and says what to do next.
///
/// It knows nothing of a terminal: `KeyDecoder` turns bytes into keys, this turns keys into a line, and
/// ``LineDrawing`` turns the line into the bytes that show it. The cursor counts grapheme clusters (what a reader
/// calls a character: `é`, `张`, `👩‍💻`), so one key press never splits one.
///
/// The keys, as bash binds them:
///
/// | Key | What it does |
/// |---|---|
/// | Left, Ctrl-B / Right, Ctrl-F | One character back / forward. |
/// | Alt-B, Ctrl-Left / Alt-F, Ctrl-Right | To the start of this or the previous word / the end of this or the next. |
/// | Home, Ctrl-A / End, Ctrl-E | To the start / the end of the line. |
/// | Backspace (Ctrl-H) | Deletes the character before the cursor. |
/// | Delete | Deletes the character under the cursor. |
/// | Ctrl-D | As Delete; on an empty line, ends the input (``Outcome/endOfInput``). |
/// | Ctrl-U / Ctrl-K | Cuts from the start of the line to the cursor / from the cursor to the end. |
/// | Ctrl-W | Cuts the word before the cursor, up to the space before it (`cards/1` is one word). |
/// | Alt-Backspace / Alt-D | Cuts the word before / after the cursor, letters and digits only (`cards/1` is two). |
/// | Ctrl-Y | Pastes back the last text cut. |
/// | Alt-Y | Right after Ctrl-Y or Alt-Y: swaps what was pasted back for the text cut before it. |
/// | Ctrl-T | Swaps the characters either side of the cursor and moves on; at the end, swaps the last two. |
/// | Ctrl-L | Asks for the screen to be cleared and drawn again (``Outcome/clearScreen``). |
/// | Enter | Submits the line (``Outcome/submitted(_:)``). |
/// | Up, Ctrl-P / Down, Ctrl-N | The previous / next line of the history. |
/// | Ctrl-R | Searches the history backwards as you type (below). |
/// | Tab | Completes the line (below). |
///
/// **Cuts.** Cuts in a row make one cut, as readline's kills do: what a cut forward (Ctrl-K, Alt-D) takes is added
/// after the text cut just before, what a cut backward (Ctrl-U, Ctrl-W, Alt-Backspace) takes before it, so Ctrl-W
/// Ctrl-W on `hello world test` and then Ctrl-Y brings back `world test`. Any other key ends the run. The last
/// ``maximumCuts`` cuts are kept, newest last: Ctrl-Y pastes back the newest, and each Alt-Y right after it swaps
/// what it pasted for the one before, round to the newest again.
///
/// **Alt and an uppercase letter.** Alt-Shift-B, or Alt-B with Caps Lock on, does what Alt-B does, as readline's
/// Meta-uppercase keys run their lowercase ones.
///
/// **History.** Up shows the previous line of ``history``, Down the next; past the newest comes back the line that was
/// being typed, as it was left. A recalled line can be edited and submitted; the edit is kept while browsing (Up then
/// Down shows it again, as bash does) and never changes the history itself. Enter adds the submitted line to
/// ``history`` (see ``LineHistory`` for which lines it keeps).
///
/// **Reverse search.** Ctrl-R starts it: what is typed next is the query (Backspace shortens it), and the line shows
/// the newest history entry that contains it, the cursor at the match. Ctrl-R again goes further back: to an earlier
/// match in the same entry, or else to the next older entry with it. Enter submits the line found, as bash does;
/// Ctrl-G or Escape cancels and brings back the line as it was; any other key keeps the line found and then does what
/// it does (Left, for instance, moves in it). ``searchQuery`` says whether a search is on, for ``LineDrawing`` to
/// show `(reverse-i-search)'query': line` as bash does.
///
/// **Completion.** Tab, with the cursor at the end of the line, looks for the ``completions`` that start with the
/// line (whole lines, such as `:help` or `:open cards/1`). One → the line becomes it, exactly as given: a completion
/// that ends with a space, such as `:open `, is a command waiting for its argument. Several → the first Tab adds what
/// they all have in common, and a second Tab in a row lists them (``Outcome/choices(_:)``). None → the app is asked
/// once for the lines that start with it (``Outcome/completionsWanted(_:)``, such as a link's arguments, known only
/// when Tab is pressed), which ``addCompletions(_:)`` completes from; the cursor elsewhere → nothing happens.
///
/// **Paste.** A paste is inserted as text, never run: each line break (CR, LF, CRLF, NEL, U+2028, U+2029) and each
/// tab becomes one space, escape sequences are left out whole (a colour's `ESC[31m` leaves nothing behind), and so
/// are other control characters (C0, DEL, C1, bidirectional overrides), with one ``Outcome/notice(_:)`` that says so.
/// A paste whose end ``KeyDecoder`` had to drop says so too.
///
/// **Limit.** A line holds at most ``maximumLength`` bytes. Text that does not fit is left out with one
/// ``Outcome/notice(_:)``; what is typed after it while the line stays full is left out quietly, so a long paste
/// that arrives as typed keys gives one notice, not one a key. Once something is deleted, the next text refused
/// says so again.
///
/// **Masked.** A masked line (a code, a password) edits the same, but it is a secret: it never goes into the history,
/// and Up, Down, Ctrl-R and Tab do nothing, since what they show would give away what was typed.
///
/// Ctrl-C, Ctrl-Z and Ctrl-\ are not keys here: the terminal keeps sending them as signals (SIGINT, SIGTSTP, SIGQUIT),
/// handled as for any command-line program. Keys with nothing bound (Insert, Page Up, Shift-Tab, other Ctrl and Alt
/// keys) do nothing.
public nonisolated struct LineEditor: Sendable {
    /// What the caller should do after a key.
    public enum Outcome: Equatable, Sendable {
        /// The line or the cursor changed, or nothing happened: draw the line again (``LineDrawing`` writes nothing
        /// when nothing changed).
        case editing

        /// Enter: the line, as typed. The line is done; the next one starts with a new editor and ``history``.
        case submitted(String)

        /// Ctrl-D on an empty line: the input has ended, as at the end of a pipe.
        case endOfInput

        /// Ctrl-L: clear the screen, draw the screen again, then the line.
        case clearScreen

        /// The second Tab in a row with several completions: list them above the line, then draw the line again.
        case choices([String])

        /// One line to show above the line, then draw the line again (what a paste left out, for instance).
        case notice(String)

        /// Tab found no completion for the line, which is given: ask the app for the whole lines that start with it
        /// and hand them to ``LineEditor/addCompletions(_:)``.
        case completionsWanted(String)
    }

    /// A reverse incremental search (Ctrl-R) under way.
    private struct Search: Sendable {
        /// What has been typed since Ctrl-R, ready to be looked for.
        var query = SubstringSearch<Character>()

        /// The history index of the entry found last, if any.
        var match: Int?

        /// Whether the query as it is now matches nothing (the line still shows the last entry found).
        var isFailing = false

        /// The line and cursor before the search, for Ctrl-G and Escape to bring back.
        let original: [Character]
        let originalCursor: Int
    }

    /// What the key before did, for the keys that act on it.
    private enum Previous: Equatable, Sendable {
        /// Anything else.
        case other

        /// A cut: the next cut adds to it.
        case cut

        /// Ctrl-Y or Alt-Y pasted back the cut at `index` of the cuts over `range` of the line: Alt-Y swaps it.
        case pastedBack(range: Range<Int>, index: Int)

        /// Tab: a second Tab lists the choices.
        case tab
    }

    // MARK: - Properties

    /// The longest line, in bytes of UTF-8, as for a line read from a pipe: what goes past it is left out.
    public static let maximumLength = LineBuffer.maximumLineLength

    /// How many cuts are kept for Ctrl-Y and Alt-Y, as readline keeps its last ten kills.
    public static let maximumCuts = 10

    /// The line as typed.
    public var text: String { String(characters) }

    /// Where the cursor is: the number of characters (grapheme clusters) before it, from 0 to the line's length.
    public private(set) var cursor = 0

    /// The lines submitted before, which Up, Down and Ctrl-R bring back.
    ///
    /// Enter adds the submitted line to it (never a masked line). Setting it ends any browsing or search under way.
    public var history: LineHistory {
        didSet {
            browsing = nil
            edits = [:]
            search = nil
        }
    }

    /// The whole lines Tab completes to, in the order they are listed.
    public private(set) var completions: [String]

    /// Whether the line is a secret, drawn masked and kept out of the history.
    public let isMasked: Bool

    /// While a reverse search (Ctrl-R) is on, what has been typed for it; `nil` otherwise.
    public var searchQuery: String? { search.map { String($0.query.pattern) } }

    /// Whether the reverse search under way finds nothing for its query (bash shows `failed reverse-i-search`).
    public var isSearchFailing: Bool { search?.isFailing ?? false }

    /// The line, one grapheme cluster each.
    private(set) var characters: [Character] = []

    /// The line's length in bytes of UTF-8, kept as it changes.
    private var byteCount = 0

    /// The history index of the line shown while browsing with Up and Down; `nil` for the line being typed.
    private var browsing: Int?

    /// Lines edited while browsing, by history index; the index just past the newest is the line being typed.
    private var edits: [Int: [Character]] = [:]

    /// The reverse search under way, if any.
    private var search: Search?

    /// The last cuts (Ctrl-U, Ctrl-K, Ctrl-W, Alt-Backspace, Alt-D), oldest first, for Ctrl-Y and Alt-Y.
    private var cuts: [[Character]] = []

    /// What the key before did.
    private var previous = Previous.other

    /// Whether text was refused since the line last had room, and a notice said so.
    private var isFullNoticeGiven = false

    /// The lines the app was asked to complete, each once.
    private var linesAskedFor: Set<String> = []

    // MARK: - Initialization

    /// An empty line, with the history to browse, the lines Tab completes to, and whether the line is a secret.
    public init(history: LineHistory, completions: [String], isMasked: Bool) {
        self.history = history
        self.completions = completions
        self.isMasked = isMasked
    }

    // MARK: - Public Methods

    /// Adds `more` whole lines to complete to, as the app answers ``Outcome/completionsWanted(_:)``, and completes
    /// the line from them as the Tab that asked would have.
    public mutating func addCompletions(_ more: [String]) -> Outcome {
        var known = Set(completions)
        completions += more.filter { known.insert($0).inserted }
        return complete(isSecondTab: false)
    }

    /// Types the printable ASCII character `byte` at the end of the line, as `handle(.text(…))` would, when that is
    /// all it does: the cursor at the end, no search under way, room left; returns `false`, changing nothing,
    /// otherwise, for the key to go through ``handle(_:)``.
    public mutating func typeAtEnd(_ byte: UInt8) -> Bool {
        guard (0x20..<0x7F).contains(byte), search == nil, cursor == characters.count, byteCount < Self.maximumLength
        else { return false }
        previous = .other
        characters.append(Character(Unicode.Scalar(byte)))
        byteCount += 1
        cursor += 1
        return true
    }

    /// Acts on one key and says what to do next.
    public mutating func handle(_ key: Key) -> Outcome {
        let key = Self.lowercasingAlt(key)
        let before = previous
        previous = key == .tab ? .tab : .other
        if search != nil, let outcome = handleWhileSearching(key) {
            return outcome
        }
        switch key {
        case .text(let typed):
            return insert(Self.cleaned(typed).text)
        case .paste(let pasted, let isCut):
            return paste(pasted, isCut: isCut)
        case .enter:
            return submit()
        case .tab:
            return complete(isSecondTab: before == .tab)
        case .control("d") where characters.isEmpty:
            return .endOfInput
        case .control("l"):
            return .clearScreen
        case .control("y"):
            return pasteBack(cuts.count - 1)
        case .alt("y"):
            guard case .pastedBack(let range, let index) = before else { break }
            replace(range, with: "")
            return pasteBack((index + cuts.count - 1) % cuts.count)
        case .control("u"), .control("k"), .control("w"), .altBackspace, .alt("d"):
            cut(key, addingToTheLast: before == .cut)
        case .control("r"):
            startSearch()
        case .up, .control("p"):
            recallPrevious()
        case .down, .control("n"):
            recallNext()
        default:
            edit(key)
        }
        return .editing
    }

    // MARK: - Private Methods

    /// Moves, deletes and cuts: the keys that change only the line and the cursor, and never say more.
    private mutating func edit(_ key: Key) {
        switch key {
        case .left, .control("b"):
            cursor = max(cursor - 1, 0)
        case .right, .control("f"):
            cursor = min(cursor + 1, characters.count)
        case .wordLeft, .alt("b"):
            cursor = wordStart(before: cursor)
        case .wordRight, .alt("f"):
            cursor = wordEnd(after: cursor)
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = characters.count
        case .backspace where cursor > 0:
            replace(cursor - 1..<cursor, with: "")
        case .delete, .control("d"):
            if cursor < characters.count {
                replace(cursor..<cursor + 1, with: "")
            }
        case .control("t"):
            transpose()
        default:
            break
        }
    }

    /// Inserts text at the cursor, as much as fits under ``maximumLength``; says so when some did not fit, unless it
    /// said so already since the line last had room.
    private mutating func insert(_ string: String) -> Outcome {
        guard !string.isEmpty else { return .editing }
        let room = Self.maximumLength - byteCount
        guard string.utf8.count > room else {
            replace(cursor..<cursor, with: string)
            return .editing
        }
        var bytes = 0
        let fitting = string.prefix { character in
            bytes += character.utf8.count
            return bytes <= room
        }
        replace(cursor..<cursor, with: String(fitting))
        guard !isFullNoticeGiven else { return .editing }
        isFullNoticeGiven = true
        return .notice("The line is at its limit of \(Self.maximumLength) bytes: the rest was left out.")
    }

    /// Inserts a paste as text: line breaks and tabs as spaces, other control characters left out; says what was
    /// left out, of a paste cut short too.
    private mutating func paste(_ pasted: String, isCut: Bool) -> Outcome {
        let (text, hadControls) = Self.cleaned(pasted)
        let outcome = insert(text)
        guard outcome == .editing else { return outcome }
        if isCut {
            return .notice(
                "The paste was longer than \(KeyDecoder.maximumPasteLength) bytes: the rest was left out"
                    + (hadControls ? ", and so were its control characters." : ".")
            )
        }
        return hadControls ? .notice("Control characters in the paste were left out.") : .editing
    }

    /// Ctrl-Y, and Alt-Y once it took away what was pasted back: inserts the cut at `index` of `cuts`, if any.
    private mutating func pasteBack(_ index: Int) -> Outcome {
        guard cuts.indices.contains(index) else { return .editing }
        let start = cursor
        let outcome = insert(String(cuts[index]))
        previous = .pastedBack(range: min(start, cursor)..<cursor, index: index)
        return outcome
    }

    /// Submits the line and adds it to the history (unless masked).
    private mutating func submit() -> Outcome {
        let line = text
        if !isMasked {
            history.add(line)
        }
        return .submitted(line)
    }

    /// Replaces a range of characters with text, puts the cursor after it, and lets the characters on either side
    /// join the text where they form one grapheme cluster with it (`e` and a combining acute accent, two regional
    /// indicators).
    private mutating func replace(_ range: Range<Int>, with string: String) {
        if range.isEmpty, string.utf8.allSatisfy({ $0 < 0x80 }),
            range.lowerBound == characters.count || characters[range.lowerBound].isASCII
        {
            // Text in ASCII joins no cluster around it, before or after, unless what follows starts with a mark:
            // put in as it is, without grouping the neighbours again.
            characters.insert(contentsOf: string, at: range.lowerBound)
            byteCount += string.utf8.count
            cursor = range.lowerBound + string.count
            return
        }
        if string.isEmpty, range.lowerBound == 0 || range.upperBound == characters.count {
            // Characters taken from an end of the line leave nothing on that side to join: taken out as they are.
            let removed = characters[range].reduce(0) { $0 + $1.utf8.count }
            if removed > 0 {
                isFullNoticeGiven = false
            }
            byteCount -= removed
            characters.removeSubrange(range)
            cursor = range.lowerBound
            return
        }
        let lower = max(range.lowerBound - 1, 0)
        let upper = min(range.upperBound + 1, characters.count)
        let head = String(characters[lower..<range.lowerBound]) + string
        let joined = Array(head + String(characters[range.upperBound..<upper]))
        let removed = characters[range].reduce(0) { $0 + $1.utf8.count }
        if removed > string.utf8.count {
            isFullNoticeGiven = false
        }
        byteCount += string.utf8.count - removed
        characters.replaceSubrange(lower..<upper, with: joined)
        cursor = lower + min(head.count, joined.count)
    }

    /// Replaces the whole line, cursor at the end.
    private mutating func setLine(_ line: [Character]) {
        let oldByteCount = byteCount
        characters = line
        byteCount = line.reduce(0) { $0 + $1.utf8.count }
        cursor = line.count
        if byteCount < oldByteCount {
            isFullNoticeGiven = false
        }
    }

    /// Cuts what a cutting key takes and keeps it for Ctrl-Y, as a new cut or added to the last one.
    ///
    /// A cut forward is added after the last cut, one backward before it. A cut of nothing changes nothing, yet a cut
    /// that follows it still adds to the one before, as in readline.
    private mutating func cut(_ key: Key, addingToTheLast isAdding: Bool) {
        previous = .cut
        let range: Range<Int> =
            switch key {
            case .control("u"): 0..<cursor
            case .control("k"): cursor..<characters.count
            case .control("w"): spaceDelimitedWordStart(before: cursor)..<cursor
            case .altBackspace: wordStart(before: cursor)..<cursor
            case .alt("d"): cursor..<wordEnd(after: cursor)
            default: cursor..<cursor
            }
        guard !range.isEmpty else { return }
        let text = Array(characters[range])
        if isAdding, let last = cuts.indices.last {
            cuts[last] = range.lowerBound < cursor ? text + cuts[last] : cuts[last] + text
        } else {
            cuts.append(text)
            cuts.removeFirst(max(cuts.count - Self.maximumCuts, 0))
        }
        replace(range, with: "")
    }

    /// Ctrl-T, as bash: swaps the characters either side of the cursor and moves past them; at the end of the line,
    /// swaps the last two; at the start, or with fewer than two characters, does nothing.
    private mutating func transpose() {
        guard cursor > 0, characters.count >= 2 else { return }
        let first = cursor == characters.count ? cursor - 2 : cursor - 1
        replace(first..<first + 2, with: String([characters[first + 1], characters[first]]))
    }

    // MARK: - Private Methods: Words

    /// Whether a character is part of a word for Alt-B, Alt-F, Alt-Backspace and Alt-D: a letter or a digit, as
    /// readline has it.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The start of the word the cursor is in or after: back over what is not a word, then over the word.
    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    /// The end of the word the cursor is in or before: on over what is not a word, then over the word.
    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        return end
    }

    /// The start of the word before the cursor for Ctrl-W: back over spaces, then over everything but spaces.
    private func spaceDelimitedWordStart(before index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    // MARK: - Private Methods: History

    /// Up and Ctrl-P: the entry before the one shown, or the newest when typing.
    private mutating func recallPrevious() {
        let current = browsing ?? history.entries.count
        guard !isMasked, current > 0 else { return }
        recall(current - 1)
    }

    /// Down and Ctrl-N: the entry after the one shown, or, past the newest, the line being typed.
    private mutating func recallNext() {
        guard !isMasked, let current = browsing else { return }
        recall(current + 1)
    }

    /// Shows the history entry at `index` (or the line being typed, just past the newest), keeping the edits of the
    /// line shown so far for when browsing comes back to it.
    private mutating func recall(_ index: Int) {
        let count = history.entries.count
        let current = browsing ?? count
        if current < count, characters == Array(history.entries[current]) {
            edits[current] = nil
        } else {
            edits[current] = characters
        }
        browsing = index < count ? index : nil
        setLine(edits[index] ?? (index < count ? Array(history.entries[index]) : []))
    }

    // MARK: - Private Methods: Completion

    /// Tab: completes the line from ``completions`` when the cursor is at its end.
    private mutating func complete(isSecondTab: Bool) -> Outcome {
        guard !isMasked, cursor == characters.count else { return .editing }
        let line = text
        var candidates: [String] = []
        var seen: Set<String> = []
        for completion in completions where completion.hasPrefix(line) && seen.insert(completion).inserted {
            candidates.append(completion)
        }
        guard let first = candidates.first else {
            guard !line.isEmpty, linesAskedFor.insert(line).inserted else { return .editing }
            return .completionsWanted(line)
        }
        var common = Array(first)
        for candidate in candidates.dropFirst() {
            common = zip(common, candidate).prefix { $0 == $1 }.map(\.0)
        }
        if common.count > characters.count {
            setLine(common)
            return .editing
        }
        return isSecondTab && candidates.count > 1 ? .choices(candidates) : .editing
    }

    // MARK: - Private Methods: Reverse Search

    /// Ctrl-R on the line: starts a search (not on a masked line, nor with nothing to search).
    private mutating func startSearch() {
        guard !isMasked, !history.entries.isEmpty else { return }
        search = Search(original: characters, originalCursor: cursor)
    }

    /// A key during a search: the search's own keys return an outcome; any other key ends the search, keeping the
    /// line found, and returns `nil` for the key to be handled as usual.
    private mutating func handleWhileSearching(_ key: Key) -> Outcome? {
        guard var current = search else { return nil }
        switch key {
        case .text(let typed):
            current.query.append(contentsOf: Self.cleaned(typed).text)
            find(current, from: current.match ?? history.entries.count - 1)
        case .paste(let pasted, _):
            let (text, hadControls) = Self.cleaned(pasted)
            current.query.append(contentsOf: text)
            find(current, from: current.match ?? history.entries.count - 1)
            if hadControls {
                return .notice("Control characters in the paste were left out.")
            }
        case .backspace:
            current.query.removeLast()
            current.match = nil
            current.isFailing = false
            if current.query.pattern.isEmpty {
                search = current
                setLine(current.original)
                cursor = current.originalCursor
            } else {
                find(current, from: history.entries.count - 1)
            }
        case .control("r"):
            guard !current.query.pattern.isEmpty else { break }
            if current.match != nil, !current.isFailing,
                let earlier = current.query.lastStart(in: characters, before: cursor)
            {
                cursor = earlier
            } else {
                find(current, from: (current.match ?? history.entries.count) - 1)
            }
        case .control("g"), .escape:
            search = nil
            setLine(current.original)
            cursor = current.originalCursor
        default:
            acceptSearch(current)
            return nil
        }
        return .editing
    }

    /// Looks for the query in the history from `index` back to the oldest entry, and shows the entry found, or
    /// marks the search as failing and keeps the line shown.
    ///
    /// Each entry is read once, and one with fewer bytes than the query has characters not at all, so a key costs
    /// time in proportion to the history and the query, never to their product.
    private mutating func find(_ state: Search, from index: Int) {
        var state = state
        defer { search = state }
        guard !state.query.pattern.isEmpty else { return }
        var entry = index
        while entry >= 0 {
            let line = history.entries[entry]
            if let position = state.query.lastStart(in: line, lengthAtMost: line.utf8.count) {
                state.match = entry
                state.isFailing = false
                setLine(Array(line))
                cursor = position
                return
            }
            entry -= 1
        }
        state.isFailing = true
    }

    /// Ends the search keeping the line found, which then browses as if reached with Up; the line from before the
    /// search is kept as the edit of where browsing was.
    private mutating func acceptSearch(_ state: Search) {
        search = nil
        guard let match = state.match else { return }
        let position = cursor
        let line = characters
        edits[browsing ?? history.entries.count] = state.original
        browsing = match
        setLine(line)
        cursor = position
    }

    // MARK: - Private Methods: Keys

    /// The key that `key` runs: Alt with an uppercase letter runs Alt with the lowercase one, as readline's
    /// Meta-uppercase keys do (Alt-Shift-B, or Alt-B with Caps Lock on, is Alt-B).
    private static func lowercasingAlt(_ key: Key) -> Key {
        guard case .alt(let character) = key, character.isUppercase else { return key }
        return .alt(Character(character.lowercased()))
    }

    // MARK: - Private Methods: Cleaning

    /// Text fit to insert: each line break (CRLF as one) and tab a space, escape sequences whole, other control
    /// characters and bidirectional overrides left out; and whether any were left out.
    private static func cleaned(_ text: String) -> (text: String, hadControls: Bool) {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return (text, false) }
        let hadControls = text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029: false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
            default: false
            }
        }
        // An escape sequence goes whole (a colour's `ESC[31m` leaves no `[31m` behind), as in any untrusted text.
        return (TerminalText.oneLine(text), hadControls)
    }
}
