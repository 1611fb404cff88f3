/// What the NewsList module reports to its coordinator.
@MainActor
public protocol NewsListModuleOutput: AnyObject {
    /// An article was picked.
    var onArticleSelect: ((Article) -> Void)? { get set }
}
