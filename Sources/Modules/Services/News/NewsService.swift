/// The news articles.
public nonisolated protocol NewsService: Sendable {
    /// Every article, newest first.
    func articles() async -> [Article]

    /// The article numbered `id`, if there is one.
    func article(withID id: Int) async -> Article?
}
