import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The Profile configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct ProfileModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = ProfileModuleConfigurator().configure(profileService: ProfileServiceFake())

        // Then
        let view = try #require(module.view as? ProfileView)
        let presenter = try #require(module.output as? ProfilePresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(view.moduleName == "Profile")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: ProfileModuleComponents? = ProfileModuleConfigurator().configure(
            profileService: ProfileServiceFake()
        )
        let presenter = try #require(module?.output as? ProfilePresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The Profile module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct ProfileModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = ProfileModuleConfigurator().configure(profileService: ProfileServiceFake())
            module.output.onEdit = {}
            await module.view.viewWillAppear()
            await module.view.handle("1")
            return [module.view, module.output]
        }
    }
}
