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
            let module = try planner.plan(
                .module(ModuleRequest(name: "GeneratorProbe", flow: flow, hasInput: true, kind: .screen))
            )
            let alert = try planner.plan(
                .module(ModuleRequest(name: "GeneratorProbe", flow: flow, hasInput: false, kind: .alert))
            )

            // Then
            #expect(module.editedPaths.count == 3, "\(flow)")
            #expect(alert.editedPaths.count == 3, "\(flow)")
        }
    }

    @Test func theCardsModulesGoBesideTheOtherCardsModules() throws {
        // When
        let plan = try planner.plan(
            .module(ModuleRequest(name: "GeneratorProbe", flow: "Cards", hasInput: true, kind: .screen))
        )

        // Then
        #expect(plan.createdPaths.first == "Sources/Modules/Main/GeneratorProbe/GeneratorProbeViewInput.swift")
        #expect(plan.editedPaths.last == "Sources/Coordinators/Flows/Cards/CardsCoordinator.swift")
    }

    @Test func aModulesTestsGoWhereTheCardsModulesTestsAre() throws {
        // When
        let plan = try planner.plan(
            .module(ModuleRequest(name: "GeneratorProbe", flow: "Cards", hasInput: true, kind: .screen))
        )

        // Then
        let tests = plan.createdPaths.filter { $0.hasPrefix("Tests/") }
        #expect(tests.count == 4)
        for path in tests {
            let existing = path.replacing("GeneratorProbe", with: "CardList")
            #expect(GeneratorFixture.repository.exists(existing), "\(path): no \(existing) beside it")
        }
    }

    @Test func aFlowsTestGoesWhereTheCardsFlowsTestIs() throws {
        // When
        let plan = try planner.plan(.flow(name: "GeneratorProbe"))

        // Then
        let test = try #require(plan.createdPaths.first { $0.hasSuffix("CoordinatorTests.swift") })
        #expect(GeneratorFixture.repository.exists(test.replacing("GeneratorProbe", with: "Cards")), "\(test)")
        #expect(plan.editedPaths.contains(Repository.coordinatorFactoryStub))
        #expect(GeneratorFixture.repository.exists(Repository.coordinatorFactoryStub))
    }

    @Test func whatATestFileImportsItsTargetDeclares() throws {
        // Given
        let plans = [
            try planner.plan(
                .module(ModuleRequest(name: "GeneratorProbe", flow: "Cards", hasInput: true, kind: .screen))
            ),
            try planner.plan(
                .module(ModuleRequest(name: "GeneratorProbe", flow: "Cards", hasInput: false, kind: .alert))
            ),
            try planner.plan(.flow(name: "GeneratorProbe")),
        ]
        let package = try #require(GeneratorFixture.repository.contents(of: "Package.swift"))

        for change in plans.flatMap(\.changes) where change.path.hasPrefix("Tests/") {
            // When
            let target = String(change.path.split(separator: "/")[1])
            let declared = dependencies(of: target, in: package)

            // Then
            #expect(!declared.isEmpty, "\(change.path): \(target) declares no dependencies in Package.swift")
            for module in importedModules(in: change.contents) where module != "Testing" {
                #expect(declared.contains(module), "\(change.path) imports \(module), which \(target) does not declare")
            }
        }
    }

    @Test func aFlowPlans() throws {
        // When
        let plan = try planner.plan(.flow(name: "GeneratorProbe"))

        // Then
        #expect(plan.editedPaths.count == 5)
        #expect(plan.createdPaths.first == "Sources/Coordinators/Flows/GeneratorProbe/GeneratorProbeCoordinator.swift")
    }

    // MARK: - Private Methods

    /// The targets `target` depends on, as its declaration in `Package.swift` lists them.
    private func dependencies(of target: String, in package: String) -> Set<String> {
        for name in package.ranges(of: "name: \"\(target)\"") {
            let rest = package[name.upperBound...]
            let declaration = rest.firstRange(of: "name: \"").map { rest[..<$0.lowerBound] } ?? rest
            guard let list = declaration.firstRange(of: "dependencies: ["),
                let end = declaration[list.upperBound...].firstIndex(of: "]")
            else { continue }
            let pieces = declaration[list.upperBound..<end].split(separator: "\"", omittingEmptySubsequences: false)
            return Set(stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) })
        }
        return []
    }

    /// The modules a Swift file imports, `@testable` or not.
    private func importedModules(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
            return words[..<index].allSatisfy { $0.hasPrefix("@") } ? String(words[index + 1]) : nil
        }
    }
}
