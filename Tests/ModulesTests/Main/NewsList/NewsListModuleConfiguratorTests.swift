import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The NewsList configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct NewsListModuleConfiguratorTests {
    private func configure() -> NewsListModuleComponents {
        NewsListModuleConfigurator().configure(
            newsService: BundledNewsService(),
            authService: AuthServiceSpy()
        )
    }

    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = configure()

        // Then
        let view = try #require(module.view as? NewsListView)
        let presenter = try #require(module.output as? NewsListPresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(view.moduleName == "NewsList")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: NewsListModuleComponents? = configure()
        let presenter = try #require(module?.output as? NewsListPresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The NewsList module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct NewsListModuleLifetimeTests {
    private let authService = AuthServiceSpy()

    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = NewsListModuleConfigurator().configure(
                newsService: BundledNewsService(),
                authService: authService
            )
            module.output.onArticleSelect = { _ in }
            await module.view.viewDidLoad()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }
}
