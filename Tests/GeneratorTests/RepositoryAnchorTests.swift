import Testing

@testable import SurfMVPGenerate

/// The real repository keeps every anchor the generator needs: a module, an alert and a flow plan on it as it is
/// (nothing is written), so a change that removes an anchor fails here, not at someone's first `make module`.
@Suite struct RepositoryAnchorTests {
    private let planner = Planner(tree: GeneratorFixture.repository)

    @Test func everyFlowWithModulesIsKnown() {
        // When
        let flows = Repository(tree: GeneratorFixture.repository).flows()

        // Then
        #expect(Set(["Auth", "Cards", "News", "Onboarding", "Profile"]).isSubset(of: flows))
    }

    @Test func aModuleAndAnAlertPlanInEveryFlow() throws {
        for flow in Repository(tree: GeneratorFixture.repository).flows() {
            // When
            let module = try planner.plan(.module(name: "GeneratorProbe", flow: flow, hasInput: true, kind: .screen))
            let alert = try planner.plan(.module(name: "GeneratorProbe", flow: flow, hasInput: false, kind: .alert))

            // Then
            #expect(module.editedPaths.count == 3, "\(flow)")
            #expect(alert.editedPaths.count == 3, "\(flow)")
        }
    }

    @Test func theCardsModulesGoBesideTheOtherCardsModules() throws {
        // When
        let plan = try planner.plan(.module(name: "GeneratorProbe", flow: "Cards", hasInput: true, kind: .screen))

        // Then
        #expect(plan.createdPaths.first == "Sources/Modules/Main/GeneratorProbe/GeneratorProbeViewInput.swift")
        #expect(plan.editedPaths.last == "Sources/Coordinators/Flows/Cards/CardsCoordinator.swift")
    }

    @Test func aFlowPlans() throws {
        // When
        let plan = try planner.plan(.flow(name: "GeneratorProbe"))

        // Then
        #expect(plan.editedPaths.count == 5)
        #expect(plan.createdPaths.first == "Sources/Coordinators/Flows/GeneratorProbe/GeneratorProbeCoordinator.swift")
    }
}
