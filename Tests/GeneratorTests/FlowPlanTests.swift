import Testing

@testable import SurfMVPGenerate

/// What `make flow` writes where: the coordinator, its output and lifetime tests, its first screen, and its entries in
/// the module and coordinator factories and their test double.
@Suite struct FlowPlanTests {
    private func plan() throws -> Plan {
        try GeneratorFixture.planner().plan(.flow(name: "Settings"))
    }

    @Test func aFlowGetsItsCoordinatorItsTestsAndAFirstScreenOfItsName() throws {
        // When
        let plan = try plan()

        // Then
        #expect(
            plan.createdPaths == [
                "Sources/Coordinators/Flows/Settings/SettingsCoordinator.swift",
                "Sources/Coordinators/Flows/Settings/SettingsCoordinatorOutput.swift",
                "Tests/CoordinatorsTests/SettingsCoordinatorTests.swift",
                "Sources/Modules/Settings/Settings/SettingsViewInput.swift",
                "Sources/Modules/Settings/Settings/SettingsViewOutput.swift",
                "Sources/Modules/Settings/Settings/SettingsModuleOutput.swift",
                "Sources/Modules/Settings/Settings/SettingsView.swift",
                "Sources/Modules/Settings/Settings/SettingsPresenter.swift",
                "Sources/Modules/Settings/Settings/SettingsModuleConfigurator.swift",
                "Tests/ModulesTests/Settings/Settings/SettingsModuleConfiguratorTests.swift",
                "Tests/ModulesTests/Settings/Settings/SettingsPresenterTests.swift",
                "Tests/ModulesTests/Settings/Settings/SettingsViewTests.swift",
                "Tests/ModulesTests/Doubles/SettingsViewSpies.swift",
            ]
        )
        #expect(
            plan.editedPaths == [
                Repository.moduleFactories, Repository.appModuleFactory, Repository.coordinatorFactory,
                Repository.appCoordinatorFactory, Repository.coordinatorFactoryStub,
            ]
        )
    }

    @Test func theFirstScreenFinishesTheFlowAndIsShownByTheCoordinatorItself() throws {
        // When
        let plan = try plan()

        // Then
        let coordinator = plan.change(at: "Sources/Coordinators/Flows/Settings/SettingsCoordinator.swift")?.contents
        #expect(
            coordinator?.contains("final class SettingsCoordinator: BaseCoordinator, SettingsCoordinatorOutput {")
                == true
        )
        #expect(coordinator?.contains("            self?.finish()\n") == true)
        #expect(coordinator?.contains("        router.setRootModule(module.view)\n") == true)
        #expect(coordinator?.ranges(of: "func showSettings()").count == 1, "one show method")
        let view = plan.change(at: "Sources/Modules/Settings/Settings/SettingsView.swift")?.contents
        #expect(view?.contains("final class SettingsView: ViewController {") == true)
    }

    @Test func theFlowHasAModuleFactoryWithItsFirstScreenAndTheAppMakesIt() throws {
        // When
        let plan = try plan()

        // Then
        #expect(
            plan.change(at: Repository.moduleFactories)?.contents.hasSuffix(
                """
                    func makeCardListModule() -> CardListModuleComponents
                }

                /// Makes the modules of the Settings flow.
                @MainActor
                protocol SettingsModuleFactory {
                    /// The Settings screen.
                    func makeSettingsModule() -> SettingsModuleComponents
                }

                """
            ) == true
        )
        #expect(
            plan.change(at: Repository.appModuleFactory)?.contents.hasSuffix(
                """
                }

                // MARK: - SettingsModuleFactory

                extension AppModuleFactory: SettingsModuleFactory {
                    func makeSettingsModule() -> SettingsModuleComponents {
                        let module = SettingsModuleConfigurator().configure()
                        return track(module)
                    }
                }

                """
            ) == true
        )
    }

    @Test func theCoordinatorFactoriesAndTheirStubMakeTheFlow() throws {
        // When
        let plan = try plan()

        // Then
        #expect(
            plan.change(at: Repository.coordinatorFactory)?.contents.hasSuffix(
                """
                    func makeCardsCoordinator(router: any Router) -> any Coordinator

                    /// The Settings flow, which its parent starts and removes when it finishes.
                    func makeSettingsCoordinator(router: any Router) -> any Coordinator & SettingsCoordinatorOutput
                }

                """
            ) == true
        )
        #expect(
            plan.change(at: Repository.appCoordinatorFactory)?.contents.contains(
                """
                    }

                    func makeSettingsCoordinator(router: any Router) -> any Coordinator & SettingsCoordinatorOutput {
                        track(showingThrough: router) { SettingsCoordinator(router: $0, factory: modules) }
                    }

                    // MARK: - Private Methods

                """
            ) == true
        )
        let stub = plan.change(at: Repository.coordinatorFactoryStub)?.contents ?? ""
        #expect(
            stub.contains(
                """
                    func makeSettingsCoordinator(router: any Router) -> any Coordinator & SettingsCoordinatorOutput {
                        make(SettingsFlowStub(flow: "Settings"))
                    }

                    // MARK: - Private Methods
                """
            )
        )
        #expect(
            stub.hasSuffix(
                """
                }

                /// A stub Settings flow.
                final class SettingsFlowStub: FlowCoordinatorStub, SettingsCoordinatorOutput {}

                """
            )
        )
    }

    @Test func everyEditKeepsTheFileAsItWasToCompareWhenWriting() throws {
        // When
        let plan = try plan()

        // Then
        for change in plan.changes {
            guard case .edit(let path, let original, _) = change else { continue }
            #expect(original == GeneratorFixture.files[path], "\(path)")
        }
    }

    @Test func theNextStepStartsTheFlowFromAParent() throws {
        // When
        let plan = try plan()

        // Then
        #expect(
            plan.nextSteps.contains("    let coordinator = coordinatorFactory.makeSettingsCoordinator(router: router)")
        )
    }
}
