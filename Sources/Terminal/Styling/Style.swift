/// ANSI styling for one output stream: either on, or a no-op that returns text unchanged.
public nonisolated struct Style: Sendable, Equatable {
    // MARK: - Properties

    /// Whether escape sequences are written at all.
    public let isEnabled: Bool

    /// Styling that writes no escape sequences.
    public static let plain = Style(isEnabled: false)

    /// Styling that writes ANSI escape sequences.
    public static let ansi = Style(isEnabled: true)

    // MARK: - Initialization

    /// Decides styling for a stream by the usual rules: a terminal, `NO_COLOR` unset or empty, `TERM` not `dumb`,
    /// and no `--no-color`.
    public init(isTerminal: Bool, environment: EnvironmentVariables, noColor: Bool) {
        let noColorVariable = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        isEnabled = isTerminal && !noColor && !noColorVariable && environment["TERM"] != "dumb"
    }

    private init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    // MARK: - Public Methods

    /// Bold text, for headers.
    public func bold(_ text: String) -> String { apply("1", to: text) }

    /// Dimmed text, for hints.
    public func dim(_ text: String) -> String { apply("2", to: text) }

    /// Red text, for errors.
    public func red(_ text: String) -> String { apply("31", to: text) }

    /// Green text, for success.
    public func green(_ text: String) -> String { apply("32", to: text) }

    /// Yellow text, for notifications and warnings.
    public func yellow(_ text: String) -> String { apply("33", to: text) }

    /// Cyan text, for menu numbers and prompts.
    public func cyan(_ text: String) -> String { apply("36", to: text) }

    // MARK: - Private Methods

    private func apply(_ code: String, to text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
