/// Makes untrusted text safe to write to a terminal: no escape sequences, no control characters,
/// no bidirectional overrides.
///
/// Line breaks are LF, CR, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029). A one-line field
/// (a name, a title, a path, a card brand) must never carry one, or what follows it could pass for a line of the
/// app's own, such as a `[notification]`: use `oneLine(_:)` for those before they go into a sentence.
public nonisolated enum TerminalText {
    /// What happens to the line breaks in a text.
    private enum LineBreaks {
        /// Removed.
        case dropped
        /// Each one a space, so that the words on either side stay apart.
        case spaced
        /// LF, NEL, U+2028 and U+2029 each become a line feed; CR is removed (CRLF is one break).
        case kept
    }

    // MARK: - Public Methods

    /// `text` with the app's decorative glyphs spelled out, as a screen reader should say them: `✓` and `✗` before a
    /// status line become "Done:" and "Error:", a card's `••` becomes "ending", a breadcrumb's or a prompt's `›`
    /// becomes `>`, and a list's `•` a dash.
    public static func spelledOut(_ text: String) -> String {
        var result = text
        for (glyph, words) in [("✓ ", "Done: "), ("✗ ", "Error: "), ("••", "ending"), ("›", ">"), ("•", "-")] {
            result = result.replacing(glyph, with: words)
        }
        return result
    }

    /// Returns `text` with every escape sequence, C0/C1 control character and bidi override removed.
    ///
    /// Tabs become spaces. Line breaks are removed, unless `keepingNewlines` is set: then LF, NEL, U+2028 and U+2029
    /// each become a line feed, so that a paragraph is laid out the way it reads, and CR is removed.
    public static func sanitized(_ text: String, keepingNewlines: Bool = false) -> String {
        cleaned(text, lineBreaks: keepingNewlines ? .kept : .dropped)
    }

    /// Returns an untrusted one-line field (a name, a title, a path, a card brand) ready to put into a message:
    /// sanitized, with each line break turned into a space (CRLF into one), so that it stays on the line it is put
    /// on and its words stay apart.
    public static func oneLine(_ text: String) -> String {
        cleaned(text, lineBreaks: .spaced)
    }

    /// Returns `text` with control characters shown as Unicode control pictures (ESC as `␛`, BEL as `␇`, a line or
    /// paragraph separator as `␤`), characters that show nothing and join nothing named (`<U+200B>`), and bidi
    /// overrides removed: safe to print on one line, and still showing what was typed, for messages about rejected
    /// input.
    public static func visible(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F:
                result.append("\u{FFFD}")
            case 0x2028, 0x2029:
                result.append("\u{2424}")
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            case 0x00AD, 0x034F, 0x180E, 0x200B, 0x2060...0x2064, 0xFEFF:
                // Takes no column and joins nothing: `ne<U+200B>ws` is not `news`, and shows it is not.
                result.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true))>".unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Returns ``visible(_:)`` of `text` cut to its first `maximum` characters, and four bytes a character, with an
    /// ellipsis when cut: typed input repeated in a message keeps the message one short line however long the input
    /// is (a character can be built of thousands of combining marks).
    public static func visible(_ text: String, shortenedTo maximum: Int) -> String {
        guard let start = start(of: text, upTo: maximum) else { return visible(text) }
        return visible(start) + "…"
    }

    /// Returns ``oneLine(_:)`` of `text` cut as ``visible(_:shortenedTo:)`` cuts it, with an ellipsis when cut: a
    /// long draft drawn back takes a line or two, not a screenful.
    public static func oneLine(_ text: String, shortenedTo maximum: Int) -> String {
        guard let start = start(of: text, upTo: maximum) else { return oneLine(text) }
        return oneLine(start) + "…"
    }

    // MARK: - Private Methods

    /// The first `maximum` characters of `text`, and at most four bytes a character; nil when `text` is no longer.
    private static func start(of text: String, upTo maximum: Int) -> String? {
        let maximumBytes = 4 * maximum
        guard text.utf8.count > maximumBytes || text.count > maximum else { return nil }
        var bytes = 0
        let scalars = text.unicodeScalars.prefix { scalar in
            bytes += UTF8.width(scalar)
            return bytes <= maximumBytes
        }
        return String(String(String.UnicodeScalarView(scalars)).prefix(maximum))
    }

    /// Removes escape sequences, controls and bidi overrides, and treats line breaks as `lineBreaks` says.
    private static func cleaned(_ text: String, lineBreaks: LineBreaks) -> String {
        guard needsCleaning(text.utf8) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var previous: Unicode.Scalar?
        while let scalar = scalars.next() {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                if let replacement = replacement(forLineBreak: scalar, after: previous, lineBreaks) {
                    result.append(replacement)
                }
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x09:
                result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `bytes` hold anything ``cleaned(_:lineBreaks:)`` removes or changes.
    ///
    /// That is a C0 or C1 control (escapes and line breaks among them), DEL, U+2028 and U+2029, or a bidi control.
    /// Told from the UTF-8 bytes alone, so that text with none, as nearly all is, is passed on as it is rather than
    /// rebuilt a character at a time.
    private static func needsCleaning(_ bytes: String.UTF8View) -> Bool {
        var bytes = bytes.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case 0x00...0x1F, 0x7F:
                return true
            case 0xC2:
                // U+0080–U+00BF; the C1 controls are U+0080–U+009F.
                if let next = bytes.next(), next <= 0x9F { return true }
            case 0xD8:
                // U+0600–U+063F, with the Arabic letter mark, U+061C.
                if bytes.next() == 0x9C { return true }
            case 0xE2:
                // U+2000–U+2FFF, with U+200E and U+200F, U+2028–U+202E, and U+2066–U+2069.
                guard let second = bytes.next(), let third = bytes.next() else { return true }
                if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return true }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// What a line break becomes: nothing, a space (one for CRLF), or a line feed (none for CR).
    private static func replacement(
        forLineBreak scalar: Unicode.Scalar,
        after previous: Unicode.Scalar?,
        _ lineBreaks: LineBreaks
    ) -> Unicode.Scalar? {
        switch lineBreaks {
        case .dropped: nil
        case .spaced: scalar == "\n" && previous == "\r" ? nil : " "
        case .kept: scalar == "\r" ? nil : "\n"
        }
    }

    /// Skips what follows an ESC: a CSI, a string (OSC, DCS, SOS, PM, APC), or a single character.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            skipString(&scalars)
        case " "..."/":
            // nF sequences: intermediates, then one final character.
            while let next = scalars.next(), (0x20...0x2F).contains(next.value) {}
        default:
            break
        }
    }

    /// Skips CSI parameters and intermediates up to and including the final byte.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let next = scalars.next() {
            if (0x40...0x7E).contains(next.value) || next.value < 0x20 { return }
        }
    }

    /// Skips a control string up to its terminator: BEL, ST (ESC \) or the C1 ST.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let next = scalars.next() {
            switch next.value {
            case 0x07, 0x9C:
                return
            case 0x1B:
                _ = scalars.next()
                return
            default:
                continue
            }
        }
    }
}
