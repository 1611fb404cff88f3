/// One line of `:help`: a key or command and what it does.
public nonisolated struct HelpItem: Sendable, Equatable {
    /// What to type, such as `:resend` or `1–3`.
    public let key: String

    /// What it does.
    public let summary: String

    /// Creates a help line.
    public init(key: String, summary: String) {
        self.key = key
        self.summary = summary
    }
}
