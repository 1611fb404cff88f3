/// Makes untrusted text safe to write to a terminal: no escape sequences, no control characters,
/// no bidirectional overrides.
public enum TerminalText {
    // MARK: - Public Methods

    /// Returns `text` with every escape sequence, C0/C1 control character and bidi override removed.
    ///
    /// Tabs become spaces; line feeds are kept only when `keepingNewlines` is set.
    public static func sanitized(_ text: String, keepingNewlines: Bool = false) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x0A where keepingNewlines:
                result.append(scalar)
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

    /// Returns `text` with control characters shown as Unicode control pictures (ESC as `␛`, BEL as `␇`) and bidi
    /// overrides removed: safe to print, and still showing what was typed, for messages about rejected input.
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
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    // MARK: - Private Methods

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
