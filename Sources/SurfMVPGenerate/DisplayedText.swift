/// Text from the command line or the file system, made safe to show in a one-line message.
///
/// Not the app's `TerminalText`: the generator builds without the `Terminal` library, and a developer reading its
/// refusals is better served by code points (`\u{202E}`) than by the control pictures the app shows a person.
enum DisplayedText {
    /// The longest name shown as it is; anything longer is cut, with `…`.
    static let maximumNameLength = 40

    /// `text` in quotes, cut to `maximumNameLength` characters: a name as it was typed.
    static func quoted(_ text: String) -> String {
        "\"\(escaped(text, limit: maximumNameLength))\""
    }

    /// `text` on one line, with every control, format or unassigned character (and `\` and `"`) written as `\u{…}`,
    /// so that nothing in it can move the cursor, change the terminal or hide part of the message; cut with `…` after
    /// `limit` characters.
    static func escaped(_ text: String, limit: Int = .max) -> String {
        var shown = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            guard count < limit else {
                shown += "…"
                break
            }
            shown += isShownAsIs(scalar) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
        return shown
    }

    // MARK: - Private Methods

    private static func isShownAsIs(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            false
        default:
            scalar != "\\" && scalar != "\""
        }
    }
}
