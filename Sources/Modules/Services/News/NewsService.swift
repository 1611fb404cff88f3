/// The news articles.
public protocol NewsService: Sendable {
    /// Every article, newest first.
    func articles() async -> [Article]

    /// The article numbered `id`, if there is one.
    func article(withID id: Int) async -> Article?
}
