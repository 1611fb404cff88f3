/// How the coordinator sets up the Article module.
@MainActor
public protocol ArticleModuleInput: AnyObject {
    /// Sets the article to show, by its number.
    func configureModule(with articleID: Int)
}
