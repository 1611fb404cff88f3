/// Text from the command line, made safe to show in a one-line message.
enum DisplayedText {
    /// The longest text shown as it is; anything longer is cut, with `…`.
    static let maximumLength = 40

    /// `text` in quotes, on one line, with every control, format or unassigned character written as `\u{…}`, so
    /// that nothing typed can move the cursor, change the terminal or hide part of the message.
    static func quoted(_ text: String) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maximumLength else {
                shown += "…"
                break
            }
            shown += isShownAsIs(scalar) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            count += 1
        }
        return "\"\(shown)\""
    }

    private static func isShownAsIs(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            false
        default:
            scalar != "\\" && scalar != "\""
        }
    }
}
