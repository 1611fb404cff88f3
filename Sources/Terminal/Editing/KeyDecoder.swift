/// Turns the bytes a terminal sends for key presses into keys (``Key``), however the reads cut them.
///
/// A terminal in raw mode sends each key as bytes: text as UTF-8, Ctrl with a letter as one C0 control byte, and
/// every other key as an escape sequence that starts with ESC (0x1B). The sequences this decoder knows, with the
/// names ECMA-48 gives them (CSI is `ESC [`, SS3 is `ESC O`):
///
/// | Bytes                                      | Key                                                     |
/// |--------------------------------------------|---------------------------------------------------------|
/// | UTF-8 text (0x20–0x7E, 0x80 and above)     | `.text`: whole characters; invalid UTF-8 becomes U+FFFD |
/// | CR (0x0D), LF (0x0A)                       | `.enter`                                                |
/// | HT (0x09)                                  | `.tab`                                                  |
/// | DEL (0x7F), BS (0x08)                      | `.backspace`                                            |
/// | 0x01–0x1A, other than the four above       | `.control("a")` … `.control("z")`                       |
/// | NUL (0x00), 0x1C–0x1F                      | none (Ctrl-@, Ctrl-Backslash, Ctrl-], Ctrl-^, Ctrl-_)   |
/// | `ESC [A` `ESC [B` `ESC [C` `ESC [D`        | `.up`, `.down`, `.right`, `.left`                       |
/// | `ESC OA` `ESC OB` `ESC OC` `ESC OD`        | the same (the terminal's application cursor mode)       |
/// | `ESC [1;5D`, `ESC [1;3D`, `ESC [5D` (`C`)  | `.wordLeft` (`.wordRight`): Ctrl or Alt held            |
/// | `ESC [1;2D`, `ESC [2D` (`C`)               | `.left` (`.right`): Shift held                          |
/// | `ESC [1;5A`, `ESC [2B`, … (`A`, `B`)       | `.up`, `.down`: modifiers ignored                       |
/// | `ESC [a` … `ESC [d` (rxvt's Shift-arrows)  | `.up`, `.down`, `.right`, `.left`                       |
/// | `ESC Oa` `ESC Ob` `ESC Oc` `ESC Od` (rxvt) | Ctrl-arrows: `.up`, `.down`, `.wordRight`, `.wordLeft`  |
/// | `ESC [H` `ESC OH` `ESC [1~` `ESC [7~`      | `.home`                                                 |
/// | `ESC [F` `ESC OF` `ESC [4~` `ESC [8~`      | `.end`                                                  |
/// | `ESC [2~` `ESC [3~` `ESC [5~` `ESC [6~`    | `.insert`, `.delete`, `.pageUp`, `.pageDown`            |
/// | `ESC [3$` `ESC [3^` `ESC [3@` (rxvt)       | `.delete` (with Shift, Ctrl, both), and so on for each  |
/// | `ESC [27;2;13~` (xterm's modified Enter)   | `.enter`, whatever the modifier                         |
/// | `ESC [Z`                                   | `.backTab` (Shift-Tab)                                  |
/// | ESC then another printable ASCII byte      | `.alt`: `ESC b` is `.alt("b")` (Alt sends ESC first)    |
/// | ESC then DEL or BS                         | `.altBackspace`                                         |
/// | `ESC [200~` text `ESC [201~`               | `.paste`: one key, however many reads it spans          |
/// | `ESC [M` and three bytes (an X10 mouse report) | none: the report is swallowed whole                 |
/// | `ESC ]`, `ESC P`, `ESC _`, `ESC ^`, `ESC X` … BEL or `ESC \` | none: a control string (OSC, DCS, APC, PM, SOS) |
/// | ESC and nothing within ``escapeTimeout``   | `.escape`, from ``flush()``                             |
///
/// The `~` forms and the letter forms also take a modifier parameter, which is ignored except for the word moves
/// above: xterm's `ESC [3;5~` and `ESC [1;2H`, and the older form with the modifier alone, `ESC [5D` or `ESC O5D`
/// (xterm with `modifyCursorKeys: 0`, and terminals that copied it). The modifier is 1 plus the sum of Shift 1, Alt 2,
/// Ctrl 4 and Meta 8. rxvt marks the editing pad's keys with the final byte instead: `$` Shift, `^` Ctrl, `@` both.
///
/// A control string is swallowed up to its end (BEL ends an OSC; `ESC \` ends any): a title or a reply to a query
/// that a terminal or a stray program sends is never typed. CAN or SUB ends one as ECMA-48 says, and so does ESC with
/// anything but `\`, which then starts a sequence of its own; one left unfinished is dropped after ``escapeTimeout``,
/// as a sequence is, so that Alt-] (and the other four) pressed alone costs no key after it. A mouse report, which a
/// program that crashed with mouse reporting on can leave the terminal sending, is swallowed with its three bytes.
///
/// Any other control sequence is swallowed whole and gives no key, so that a key the editor does not know (F1 is
/// `ESC OP`, F5 is `ESC [15~`, the Linux console's F1 is `ESC [[A`) is never inserted as text. A CSI or SS3 sequence
/// is parameter bytes (0x30–0x3F) and intermediate bytes (0x20–0x2F) up to one final byte (0x40–0x7E); a `$` right
/// after the digits of a CSI sequence is rxvt's final byte, not an intermediate one, so the key typed next is never
/// taken for the sequence's end. A malformed sequence ends at the first byte outside those ranges, and that byte is
/// then decoded as usual: `ESC [1` then CR is `.enter`.
///
/// Ambiguities, settled this way:
/// - The Escape key sends a lone ESC, the same byte that starts every sequence, so an ESC waits for the next byte:
///   ``isWaitingAfterEscape`` is true, and the reader calls ``flush()`` when ``escapeTimeout`` passes with no more
///   bytes. A terminal sends a sequence in one write, so its bytes arrive well within the timeout.
/// - ESC ESC is `.escape` and an ESC that waits again. ESC then any other control byte, or ESC then a non-ASCII
///   byte, is `.escape` and that byte's key.
/// - `ESC [` and `ESC O` always start a sequence, so Alt-[ and Alt-Shift-O give no key.
///
/// Text comes out as one `.text` for each run of printable bytes in one call to ``decode(_:)``: a run ends at any
/// other key and at the end of the call. A character whose UTF-8 bytes are split across calls waits for its last
/// byte. Every `.text` is whole characters, except that a combining mark that arrives in a later read than its base
/// comes as a `.text` of its own (it joins the character before it once inserted). C1 control characters
/// (U+0080–U+009F) are dropped, so a `.text` never holds a control character. Apart from how text is cut into
/// `.text` keys, and the line break after a paste (below), the keys never depend on how the bytes were cut into
/// reads.
///
/// A paste (`ESC [200~` … `ESC [201~`) is kept as it came, control characters and all, up to
/// ``maximumPasteLength`` bytes; the rest of a longer paste is dropped, and its key says so (`isCut`). It ends at its
/// end marker: ending it any other way could turn the rest of the pasted text into typed keys, Enter included. Only
/// when no byte at all comes for ``pasteTimeout`` (a start marker with no paste behind it, from a stray program or a
/// file sent to the terminal) does ``flush()`` end it, giving what came as the paste, so that keys typed then are
/// not held in it unseen; ``isInPaste`` tells the reader to say so. An empty paste gives no key.
///
/// A paste can carry an end marker of its own (tmux's `paste-buffer -p` passes one through): the paste ends there,
/// and the bytes after it are decoded as typed keys, since nothing tells them from typing. A line break (CR, LF or
/// CR LF) right after a paste's end and in the same read is still taken as the paste's last text, not as Enter: no
/// one types Enter within the read that brings a paste, while a pasted line that ends in a false end marker and a
/// line break would otherwise run at once.
public nonisolated struct KeyDecoder: Sendable {
    // MARK: - Properties

    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public static let escapeTimeout: Duration = .milliseconds(50)

    /// The longest paste kept, in bytes of UTF-8; the rest of a longer paste is dropped.
    public static let maximumPasteLength = 64 * 1024

    /// How long a paste under way waits with no byte at all before ``flush()`` ends it: far longer than a terminal
    /// pauses within one paste.
    public static let pasteTimeout: Duration = .seconds(3)

    /// Whether an ESC, an unfinished escape sequence or an unfinished UTF-8 character waits for more bytes.
    ///
    /// The reader calls ``flush()`` if none arrive within ``escapeTimeout``. False inside a paste, which waits for its
    /// end however long it takes.
    public var isWaitingAfterEscape: Bool {
        switch state {
        case .ground:
            !pendingText.isEmpty
        case .escape, .controlSequence, .singleShift, .linuxFunctionKey, .mouseReport, .controlString,
            .controlStringEscape:
            true
        case .paste, .pasteEnded:
            false
        }
    }

    /// Whether a paste is under way: its start marker came, its end has not.
    public var isInPaste: Bool {
        state == .paste
    }

    /// How long the reader waits for the next byte before it calls ``flush()``: ``escapeTimeout`` while something
    /// begun waits (``isWaitingAfterEscape``), ``pasteTimeout`` in a paste, and no limit otherwise.
    public var flushTimeout: Duration? {
        if isWaitingAfterEscape { return Self.escapeTimeout }
        return isInPaste ? Self.pasteTimeout : nil
    }

    /// Whether nothing is under way: no sequence, paste or character begun, and no line break after a paste to
    /// watch for, so that the next byte, if printable ASCII, is simply that character typed.
    public var isAtRest: Bool {
        guard case .ground = state else { return false }
        return pendingText.isEmpty && lineBreakAfterPaste == nil
    }

    /// Parameter and intermediate bytes kept of one sequence; a longer sequence is swallowed as an unknown one.
    private static let maximumSequenceLength = 16

    /// What ends a paste: `ESC [201~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Where the decoder is in the byte stream.
    private var state = State.ground

    /// The first bytes of a UTF-8 character that the last read ended inside.
    private var pendingText: [UInt8] = []

    /// The parameter and intermediate bytes of the sequence being read.
    private var sequence: [UInt8] = []

    /// Whether the sequence being read outgrew `maximumSequenceLength`, so it is an unknown one.
    private var isSequenceTooLong = false

    /// The paste being read, up to `maximumPasteLength` bytes.
    private var pasted: [UInt8] = []

    /// Whether the paste being read outgrew `maximumPasteLength`, so its end was dropped.
    private var isPasteCut = false

    /// The line break taken after the end of the paste just read, if any: CR, which an LF may still follow, or LF.
    private var lineBreakAfterPaste: UInt8?

    /// How many bytes of `pasteEnd` the paste being read ends with so far.
    private var pasteEndMatched = 0

    // MARK: - Initialization

    /// Creates a decoder that waits for its first byte.
    public init() {}

    // MARK: - Public Methods

    /// Decodes the bytes of one read, continuing whatever the earlier reads left unfinished.
    public mutating func decode(_ bytes: some Collection<UInt8>) -> [Key] {
        if let keys = bytes.withContiguousStorageIfAvailable({ decode(buffer: $0) }) {
            return keys
        }
        return Array(bytes).withUnsafeBufferPointer { decode(buffer: $0) }
    }

    /// Ends what waits once ``escapeTimeout`` has passed with no more bytes: a lone ESC is `.escape`, an unfinished
    /// sequence, control string or character is dropped; once ``pasteTimeout`` has passed in a paste, the paste ends
    /// with what came of it.
    public mutating func flush() -> [Key] {
        pendingText.removeAll()
        switch state {
        case .ground, .pasteEnded:
            return []
        case .paste:
            for matched in Self.pasteEnd.prefix(pasteEndMatched) {
                appendPasted(matched)
            }
            endPaste()
            var keys: [Key] = []
            finishPaste(keys: &keys)
            return keys
        case .escape:
            state = .ground
            return [.escape]
        case .controlSequence, .singleShift, .linuxFunctionKey, .mouseReport, .controlString, .controlStringEscape:
            state = .ground
            return []
        }
    }
}

// MARK: - State

nonisolated extension KeyDecoder {
    /// Where the decoder is in the byte stream.
    private enum State: Equatable, Sendable {
        /// Between keys, or in a run of text.
        case ground

        /// After an ESC.
        case escape

        /// In a sequence that started with `ESC [`.
        case controlSequence

        /// In a sequence that started with `ESC O`.
        case singleShift

        /// After `ESC [[`, which the Linux console's F1 to F5 start: one more byte ends it.
        case linuxFunctionKey

        /// After `ESC [M`, an X10 mouse report: this many bytes (button, column, row) are still to come.
        case mouseReport(left: Int)

        /// In a control string: `isOSC` when BEL may end it too.
        case controlString(isOSC: Bool)

        /// After an ESC in a control string: `\` ends it, anything else ends it and starts a sequence.
        case controlStringEscape

        /// Between the paste markers.
        case paste

        /// Just after a paste's end marker, in the read that brought it: a line break here is still the paste's.
        case pasteEnded
    }
}

// MARK: - Private Methods

nonisolated extension KeyDecoder {
    private mutating func decode(buffer bytes: UnsafeBufferPointer<UInt8>) -> [Key] {
        var keys: [Key] = []
        var text = pendingText
        pendingText.removeAll()
        for byte in bytes {
            step(byte, text: &text, keys: &keys)
        }
        if state == .pasteEnded {
            finishPaste(keys: &keys)
        }
        if !text.isEmpty {
            let unfinished = Self.unfinishedCharacterLength(text)
            pendingText = Array(text.suffix(unfinished))
            text.removeLast(unfinished)
            Self.appendText(text, to: &keys)
        }
        return keys
    }

    private mutating func step(_ byte: UInt8, text: inout [UInt8], keys: inout [Key]) {
        switch state {
        case .ground:
            if byte >= 0x20 && byte != 0x7F {
                text.append(byte)
                return
            }
            if !text.isEmpty {
                Self.appendText(text, to: &keys)
                text.removeAll(keepingCapacity: true)
            }
            if byte == 0x1B {
                state = .escape
            } else if let key = Self.controlKey(byte) {
                keys.append(key)
            }
        case .escape:
            stepAfterEscape(byte, text: &text, keys: &keys)
        case .controlSequence, .singleShift:
            stepInSequence(byte, text: &text, keys: &keys)
        case .linuxFunctionKey:
            state = .ground
            if !(0x40...0x7E).contains(byte) {
                step(byte, text: &text, keys: &keys)
            }
        case .mouseReport(let left):
            state = left > 1 ? .mouseReport(left: left - 1) : .ground
        case .controlString(let isOSC):
            switch byte {
            case 0x1B: state = .controlStringEscape
            case 0x07 where isOSC, 0x18, 0x1A: state = .ground
            default: break
            }
        case .controlStringEscape:
            state = .escape
            if byte != UInt8(ascii: "\\") {
                stepAfterEscape(byte, text: &text, keys: &keys)
            } else {
                state = .ground
            }
        case .paste:
            stepInPaste(byte, keys: &keys)
        case .pasteEnded:
            switch (byte, lineBreakAfterPaste) {
            case (0x0D, nil), (0x0A, nil), (0x0A, 0x0D):
                pasted.append(byte)
                lineBreakAfterPaste = byte
                if byte == 0x0A {
                    finishPaste(keys: &keys)
                }
            default:
                finishPaste(keys: &keys)
                step(byte, text: &text, keys: &keys)
            }
        }
    }

    private mutating func stepAfterEscape(_ byte: UInt8, text: inout [UInt8], keys: inout [Key]) {
        switch byte {
        case 0x5B, 0x4F:
            state = byte == 0x5B ? .controlSequence : .singleShift
            sequence.removeAll(keepingCapacity: true)
            isSequenceTooLong = false
        case 0x7F, 0x08:
            state = .ground
            keys.append(.altBackspace)
        case 0x1B:
            keys.append(.escape)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            state = .controlString(isOSC: byte == UInt8(ascii: "]"))
        case 0x20..<0x7F:
            state = .ground
            keys.append(.alt(Character(Unicode.Scalar(byte))))
        default:
            state = .ground
            keys.append(.escape)
            step(byte, text: &text, keys: &keys)
        }
    }

    private mutating func stepInSequence(_ byte: UInt8, text: inout [UInt8], keys: inout [Key]) {
        let isRxvtShift =
            byte == UInt8(ascii: "$") && state == .controlSequence && !sequence.isEmpty
            && sequence.allSatisfy { (0x30...0x39).contains($0) }
        switch byte {
        case 0x5B where state == .controlSequence && sequence.isEmpty:
            state = .linuxFunctionKey
        case 0x20...0x3F where !isRxvtShift:
            if sequence.count < Self.maximumSequenceLength {
                sequence.append(byte)
            } else {
                isSequenceTooLong = true
            }
        case 0x40...0x7E, 0x24:
            let isControlSequence = state == .controlSequence
            state = .ground
            guard !isSequenceTooLong, let parameters = Self.parameters(sequence) else { return }
            if isControlSequence && byte == UInt8(ascii: "M") && sequence.isEmpty {
                state = .mouseReport(left: 3)
            } else if isControlSequence && byte == 0x7E && parameters == [200] {
                state = .paste
                pasted.removeAll(keepingCapacity: true)
                isPasteCut = false
                pasteEndMatched = 0
            } else if let key = Self.sequenceKey(final: byte, parameters: parameters, isCSI: isControlSequence) {
                keys.append(key)
            }
        default:
            state = .ground
            step(byte, text: &text, keys: &keys)
        }
    }

    private mutating func stepInPaste(_ byte: UInt8, keys: inout [Key]) {
        if byte == Self.pasteEnd[pasteEndMatched] {
            pasteEndMatched += 1
            if pasteEndMatched == Self.pasteEnd.count {
                endPaste()
            }
            return
        }
        for matched in Self.pasteEnd.prefix(pasteEndMatched) {
            appendPasted(matched)
        }
        pasteEndMatched = 0
        if byte == Self.pasteEnd[0] {
            pasteEndMatched = 1
        } else {
            appendPasted(byte)
        }
    }

    private mutating func appendPasted(_ byte: UInt8) {
        guard pasted.count < Self.maximumPasteLength else {
            isPasteCut = true
            return
        }
        pasted.append(byte)
    }

    /// The end marker: the paste waits for what follows it in the same read.
    private mutating func endPaste() {
        if isPasteCut {
            pasted.removeLast(Self.unfinishedCharacterLength(pasted))
        }
        state = .pasteEnded
        lineBreakAfterPaste = nil
        pasteEndMatched = 0
    }

    /// Gives the paste just read as a key, with the line break that followed it in the same read, if any.
    private mutating func finishPaste(keys: inout [Key]) {
        if !pasted.isEmpty {
            keys.append(.paste(String(decoding: pasted, as: UTF8.self), isCut: isPasteCut))
        }
        state = .ground
        pasted.removeAll()
        isPasteCut = false
    }

    /// The key of a C0 control byte other than ESC, or nil for the bytes that give none.
    private static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A:
            .enter
        case 0x09:
            .tab
        case 0x08, 0x7F:
            .backspace
        case 0x01...0x1A:
            .control(Character(Unicode.Scalar(byte + 0x60)))
        default:
            nil
        }
    }

    /// The numbers of a sequence's parameter bytes (`1;5` is `[1, 5]`, an empty one is 0), or nil when it holds
    /// anything but digits and semicolons: a private marker such as `?`, or an intermediate byte.
    private static func parameters(_ bytes: [UInt8]) -> [Int]? {
        var parameters = [0]
        for byte in bytes {
            switch byte {
            case 0x30...0x39:
                let last = parameters.count - 1
                parameters[last] = parameters[last] * 10 + Int(byte - 0x30)
            case 0x3B:
                parameters.append(0)
            default:
                return nil
            }
        }
        return bytes.isEmpty ? [] : parameters
    }

    /// The key of a complete CSI (`ESC [`) or SS3 (`ESC O`) sequence, or nil for one this decoder does not know.
    private static func sequenceKey(final: UInt8, parameters: [Int], isCSI: Bool) -> Key? {
        switch final {
        case UInt8(ascii: "~"):
            if isCSI, parameters.count == 3, parameters[0] == 27, parameters[2] == 0x0D {
                return .enter
            }
            guard isCSI, (1...2).contains(parameters.count) else { return nil }
            return editingPadKey(parameters[0])
        case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            guard isCSI, parameters.count == 1 else { return nil }
            return editingPadKey(parameters[0])
        case UInt8(ascii: "a")...UInt8(ascii: "d"):
            // rxvt's modified arrows: `ESC [a` to `ESC [d` with Shift, `ESC Oa` to `ESC Od` with Ctrl.
            guard parameters.isEmpty else { return nil }
            return letterKey(final - 0x20, isByWord: !isCSI, isCSI: true)
        default:
            guard let modifiers = modifiers(parameters) else { return nil }
            return letterKey(final, isByWord: modifiers & 0b1110 != 0, isCSI: isCSI)
        }
    }

    /// The modifiers of a letter form's parameters, as the sum of Shift 1, Alt 2, Ctrl 4 and Meta 8: none, the
    /// modifier alone (`ESC [5D`), or 1 and the modifier (`ESC [1;5D`); nil for any other parameters.
    private static func modifiers(_ parameters: [Int]) -> Int? {
        switch parameters.count {
        case 0:
            0
        case 1:
            max(parameters[0] - 1, 0)
        case 2 where parameters[0] <= 1:
            max(parameters[1] - 1, 0)
        default:
            nil
        }
    }

    /// The key of a letter form: an arrow, Home, End or Shift-Tab.
    private static func letterKey(_ final: UInt8, isByWord: Bool, isCSI: Bool) -> Key? {
        switch final {
        case UInt8(ascii: "A"):
            .up
        case UInt8(ascii: "B"):
            .down
        case UInt8(ascii: "C"):
            isByWord ? .wordRight : .right
        case UInt8(ascii: "D"):
            isByWord ? .wordLeft : .left
        case UInt8(ascii: "H"):
            .home
        case UInt8(ascii: "F"):
            .end
        case UInt8(ascii: "Z"):
            isCSI ? .backTab : nil
        default:
            nil
        }
    }

    /// The key of `ESC [<number>~`, the VT220 form of the editing pad's keys.
    private static func editingPadKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7:
            .home
        case 2:
            .insert
        case 3:
            .delete
        case 4, 8:
            .end
        case 5:
            .pageUp
        case 6:
            .pageDown
        default:
            nil
        }
    }

    /// Appends `bytes` as one `.text`, invalid UTF-8 as U+FFFD and C1 control characters dropped.
    private static func appendText(_ bytes: [UInt8], to keys: inout [Key]) {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
            text.unicodeScalars.removeAll { (0x80...0x9F).contains($0.value) }
        }
        if !text.isEmpty {
            keys.append(.text(text))
        }
    }

    /// How many of the last bytes are the start of a UTF-8 character that more bytes could still complete: 0 when
    /// the bytes end on a character boundary or in bytes that no continuation could make valid.
    private static func unfinishedCharacterLength(_ bytes: [UInt8]) -> Int {
        for length in 1...3 {
            let start = bytes.endIndex - length
            guard start >= bytes.startIndex else { return 0 }
            let lead = bytes[start]
            guard lead & 0xC0 == 0x80 else {
                let needed: Int
                var secondRange: ClosedRange<UInt8> = 0x80...0xBF
                switch lead {
                case 0xC2...0xDF:
                    needed = 2
                case 0xE0...0xEF:
                    needed = 3
                    secondRange = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : secondRange
                case 0xF0...0xF4:
                    needed = 4
                    secondRange = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : secondRange
                default:
                    return 0
                }
                guard length < needed, length == 1 || secondRange.contains(bytes[start + 1]) else { return 0 }
                return length
            }
        }
        return 0
    }
}
