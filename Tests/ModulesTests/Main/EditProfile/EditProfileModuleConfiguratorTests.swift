import LeakCheck
import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Terminal

/// The EditProfile configurator wires its view to its presenter, and the presenter back to the view weakly.
@MainActor @Suite struct EditProfileModuleConfiguratorTests {
    @Test func wiresTheViewAndThePresenter() throws {
        // When
        let module = EditProfileModuleConfigurator().configure(profileService: ProfileServiceFake())

        // Then
        let view = try #require(module.view as? EditProfileView)
        let presenter = try #require(module.output as? EditProfilePresenter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(view.moduleName == "EditProfile")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        // Given
        var module: EditProfileModuleComponents? = EditProfileModuleConfigurator().configure(
            profileService: ProfileServiceFake()
        )
        let presenter = try #require(module?.output as? EditProfilePresenter)

        // When
        module = nil

        // Then
        #expect(presenter.view == nil)
    }
}

/// The EditProfile module is gone once its screen is: view and presenter, after being loaded and used.
@MainActor @Suite struct EditProfileModuleLifetimeTests {
    @Test func moduleIsReleased() async {
        await expectDeallocation {
            let module = EditProfileModuleConfigurator().configure(
                profileService: ProfileServiceFake()
            )
            module.output.onDiscardRequested = {}
            await module.view.viewDidLoad()
            await module.view.handle("2")
            _ = await module.view.handleBack()
            return [module.view, module.output]
        }
    }
}
