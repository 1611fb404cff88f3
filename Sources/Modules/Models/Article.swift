/// A news article shipped with the app.
public nonisolated struct Article: Codable, Hashable, Sendable, Identifiable {
    // MARK: - Properties

    /// The article's number, from 1.
    public let id: Int

    /// The headline.
    public let title: String

    /// When it was published, as `YYYY-MM-DD`.
    public let date: String

    /// The text, in paragraphs separated by blank lines.
    public let body: String

    // MARK: - Initialization

    /// Creates an article.
    public init(id: Int, title: String, date: String, body: String) {
        self.id = id
        self.title = title
        self.date = date
        self.body = body
    }
}
