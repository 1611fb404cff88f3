/// The articles that ship with the app, numbered 1 to 12.
public nonisolated struct BundledNewsService: NewsService {
    // MARK: - Initialization

    /// Creates the service.
    public init() {}

    // MARK: - NewsService

    public func articles() async -> [Article] {
        Self.articles
    }

    public func article(withID id: Int) async -> Article? {
        Self.articles.first { $0.id == id }
    }

    // MARK: - Articles

    private static let articles: [Article] = [
        (
            "One coordinator per flow",
            "A coordinator owns the navigation of one user flow: sign-in, a tab, a checkout. Screens never decide "
                + "where to go next. They report what happened, and the coordinator of their flow decides."
        ),
        (
            "Why modules have no router",
            "Classic Surf MVP gives every module a router. With coordinators, the module reports through its "
                + "ModuleOutput and the coordinator navigates, so a module can be reused in any flow."
        ),
        (
            "The weak view",
            "A presenter holds its view weakly and the view holds its presenter strongly. When the screen goes, "
                + "both go. Leak tests check exactly that, for every module."
        ),
        (
            "finishFlow, once",
            "A child coordinator tells its parent it is done through finishFlow. The parent sets it with "
                + "[weak self, weak coordinator], removes the child, and starts whatever comes next."
        ),
        (
            "Back is an event",
            "Every way a screen can leave is an explicit event of the screen stack: back, pop, dismiss, a new "
                + "root. A coordinator that owns the last screen to leave is told, exactly once."
        ),
        (
            "Deep links walk the tree",
            "A link is handed down from the application coordinator. Each coordinator on the way reuses the "
                + "child it already has and starts only what is missing."
        ),
        (
            "Services are the model",
            "Each service is a protocol with one implementation per way of working: files, memory, network. "
                + "Presenters talk to the protocol, so tests can hand them a stub."
        ),
        (
            "Configurators build modules",
            "A configurator makes the view and the presenter, links them, and hands the coordinator three "
                + "things: the view to show, the module's input, and its output."
        ),
        (
            "Alerts are modules too",
            "An alert with choices is an ordinary module with its own output, so the flow that shows it decides "
                + "what each choice does, and tests can drive it like any other screen."
        ),
        (
            "Strict concurrency",
            "Views, presenters and coordinators live on the main actor; services are Sendable and async. "
                + "The compiler checks the boundary."
        ),
        (
            "Tabs keep their state",
            "Each tab is a child coordinator with a screen stack of its own, created the first time the tab is "
                + "opened and kept while you switch."
        ),
        (
            "Testing without a device",
            "The terminal here plays the part of UIKit: widgets take a console protocol, so every flow runs in "
                + "tests with a scripted console and no terminal at all."
        ),
    ].enumerated().map { index, article in
        let day = 20 - index
        return Article(id: index + 1, title: article.0, date: "2026-11-\(day < 10 ? "0" : "")\(day)", body: article.1)
    }
}
