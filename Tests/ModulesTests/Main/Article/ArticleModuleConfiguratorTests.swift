import LeakCheck
import Testing

@testable import Modules
@testable import Terminal

/// The Article configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct ArticleModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = ArticleModuleConfigurator().configure(newsService: BundledNewsService())

        // Then
        let view = try #require(module.view as? ArticleView)
        let presenter = try #require(module.input as? ArticlePresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(view.moduleName == "Article")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: ArticleModuleComponents? = ArticleModuleConfigurator().configure(newsService: BundledNewsService())
        let presenter = try #require(module?.input as? ArticlePresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The Article module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct ArticleModuleLifetimeTests {
    private let console = ScriptedConsole()

    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = ArticleModuleConfigurator().configure(newsService: BundledNewsService())
            module.input.configureModule(with: 1)
            await module.view.viewDidLoad()
            module.view.draw(in: console)
            return [module.view, module.input]
        }
    }
}
