/// One key press, or one paste, read from a terminal: what `KeyDecoder` makes of the bytes a keyboard sends, and
/// what `LineEditor` acts on, as `UIKey` and `UIPress` are for a hardware keyboard on iOS.
public nonisolated enum Key: Hashable, Sendable {
    /// Printable text typed: one or more whole grapheme clusters, never a control character.
    case text(String)

    /// Text between the bracketed-paste markers, as it came, control characters included: the editor decides what
    /// of it to insert, and a paste never runs a command. `isCut` when it was longer than
    /// `KeyDecoder.maximumPasteLength` and its end was dropped.
    case paste(String, isCut: Bool = false)

    /// Ctrl held with a letter, sent as a C0 control byte other than those named below: the letter, lowercased
    /// (`"a"` for Ctrl-A, byte 0x01).
    case control(Character)

    /// Alt (Meta) held with a printable key, sent as Escape and the key: the key (`"b"` for Alt-B, `"B"` for
    /// Alt-Shift-B, which the editor runs as Alt-B, as readline does).
    case alt(Character)

    /// Return or Enter (CR or LF).
    case enter

    /// Tab (Ctrl-I).
    case tab

    /// Shift-Tab.
    case backTab

    /// Backspace (DEL, 0x7F, or Ctrl-H).
    case backspace

    /// Alt-Backspace: the word before the cursor.
    case altBackspace

    /// Escape on its own: a lone ESC byte that nothing followed within `KeyDecoder.escapeTimeout`.
    case escape

    /// The arrow keys.
    case up, down, left, right

    /// Left or Right with Ctrl or Alt held: a word at a time.
    case wordLeft, wordRight

    /// The keys of the editing pad.
    case home, end, insert, delete, pageUp, pageDown
}
