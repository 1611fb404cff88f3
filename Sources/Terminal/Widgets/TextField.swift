/// The prompt a screen reads its input with: a label, and whether typing is hidden.
public nonisolated struct TextField: Sendable, Equatable {
    // MARK: - Properties

    /// What the prompt asks for, such as `Phone or e-mail`.
    public let label: String

    /// Whether typed characters are hidden on a terminal, as for one-time codes.
    public let isSecureTextEntry: Bool

    // MARK: - Initialization

    /// Creates a field; `isSecureTextEntry` hides typing on a terminal (a pipe has nothing to hide).
    public init(label: String, isSecureTextEntry: Bool = false) {
        self.label = label
        self.isSecureTextEntry = isSecureTextEntry
    }

    /// A masked field, for codes and secrets.
    public static func masked(label: String) -> TextField {
        TextField(label: label, isSecureTextEntry: true)
    }

    // MARK: - Public Methods

    /// The prompt as written before the cursor.
    public func render(style: Style) -> String {
        style.cyan(label.isEmpty ? "›" : TerminalText.sanitized(label) + " ›") + " "
    }
}
