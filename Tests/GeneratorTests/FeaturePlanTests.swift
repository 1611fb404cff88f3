import Testing

@testable import SurfMVPGenerate

/// What `entry=` adds to a menu screen of the real repository, and what `make feature` writes: a collection service,
/// its list with an add row, the form that adds to it, the row, the wiring and an app-level test; and what they refuse.
@Suite struct FeaturePlanTests {
    private let planner = Planner(tree: GeneratorFixture.repository)
    private let profile = "Sources/Modules/Main/Profile"
    private let profileCoordinator = "Sources/Coordinators/Flows/Profile/ProfileCoordinator.swift"

    private func refusal(of request: GenerationRequest) -> String? {
        do {
            _ = try planner.plan(request)
            return nil
        } catch {
            return error.message
        }
    }

    // MARK: - A Row on a Menu Screen

    @Test func aRowOnTheEntryLeadsToTheModuleThroughEveryRoleAndItsTests() throws {
        // When
        let plan = try planner.plan(
            .module(
                ModuleRequest(name: "GeneratorProbe", flow: "Profile", hasInput: false, kind: .screen, entry: "Profile")
            )
        )

        // Then
        let text = { (path: String) in plan.change(at: path)?.contents ?? "" }
        #expect(
            text("\(profile)/ProfileView.swift").contains("        case generatorProbe\n\n        /// The row's label")
        )
        #expect(
            text("\(profile)/ProfileView.swift").contains("            case .generatorProbe: \"Generator probe\"\n")
        )
        #expect(
            text("\(profile)/ProfileView.swift").contains(
                "        case .generatorProbe: output?.showGeneratorProbe()\n        case nil:"
            )
        )
        #expect(text("\(profile)/ProfileViewOutput.swift").contains("    func showGeneratorProbe()\n}"))
        #expect(
            text("\(profile)/ProfileModuleOutput.swift").contains(
                "    var onGeneratorProbe: (() -> Void)? { get set }\n}"
            )
        )
        #expect(text("\(profile)/ProfilePresenter.swift").contains("    var onGeneratorProbe: (() -> Void)?\n"))
        #expect(
            text(profileCoordinator).contains(
                "        }\n        module.output.onGeneratorProbe = { [weak self] in\n"
                    + "            self?.showGeneratorProbe()\n        }\n        router.setRootModule(module.view)\n"
            )
        )
        #expect(
            text("Tests/ModulesTests/Main/Profile/ProfileViewTests.swift").contains(
                "\"Generator probe\"]\n"
            )
        )
        #expect(
            text("Tests/ModulesTests/Main/Profile/ProfilePresenterTests.swift").contains(
                "        let sut = ProfilePresenter(profileService: ProfileServiceFake())\n"
            )
        )
        #expect(
            text("Tests/CoordinatorsTests/ProfileCoordinatorTests.swift").contains(
                "        sut.start(with: .profile)\n"
            )
        )
        #expect(text("Tests/ModulesTests/Doubles/ProfileViewSpies.swift").contains("generatorProbeRequests += 1"))
        #expect(plan.nextSteps.isEmpty)
    }

    @Test func aRowOnAScreenALinkOpensStartsItsCoordinatorTestWithTheLink() throws {
        // When
        let plan = try planner.plan(
            .module(
                ModuleRequest(
                    name: "GeneratorProbe",
                    flow: "Cards",
                    hasInput: false,
                    kind: .screen,
                    entry: "CardDetail"
                )
            )
        )

        // Then
        let tests = plan.change(at: "Tests/CoordinatorsTests/CardsCoordinatorTests.swift")?.contents ?? ""
        #expect(tests.contains("        sut.start(with: .card(id: 1))\n"))
    }

    @Test(
        arguments: [
            (
                GenerationRequest.module(
                    ModuleRequest(
                        name: "Probe",
                        flow: "Cards",
                        hasInput: false,
                        kind: .screen,
                        entry: "CardList"
                    )
                ),
                "entry=\"CardList\" is not a menu screen: no …/CardListView.swift whose rows are a Row enum"
            ),
            (
                .module(ModuleRequest(name: "Probe", flow: "Cards", hasInput: false, kind: .screen, entry: "Profile")),
                "entry=\"Profile\" is not a screen CardsCoordinator shows: give the flow that does"
            ),
            (
                .module(
                    ModuleRequest(
                        name: "Probe",
                        flow: "Onboarding",
                        hasInput: false,
                        kind: .screen,
                        entry: "Onboarding"
                    )
                ),
                "Sources/Modules/Onboarding/Onboarding/OnboardingView.swift has no `private enum Row: CaseIterable"
            ),
        ]
    )
    func anEntryThatCannotTakeARowIsRefused(request: GenerationRequest, message: String) {
        // When
        let refused = refusal(of: request)

        // Then
        #expect(refused?.hasPrefix(message) == true, "\(refused ?? "not refused")")
    }

    @Test func aFeatureOnAScreenNoLinkOpensIsRefusedForItsAppTest() throws {
        // Given: a new flow, whose first screen has a menu and no link
        var tree = FileTreeFake(files: [:])
        for path in ["Package.swift"] + ["Sources", "Tests"].flatMap(GeneratorFixture.repository.files(under:)) {
            tree.files[path] = GeneratorFixture.repository.contents(of: path)
        }
        for change in try planner.plan(.flow(name: "GeneratorProbe")).changes {
            tree.files[change.path] = change.contents
        }

        // When
        let message: String?
        do {
            _ = try GeneratorFixture.planner(on: tree).plan(
                .feature(name: "Probe", flow: "GeneratorProbe", entry: "GeneratorProbe")
            )
            message = nil
        } catch {
            message = error.message
        }

        // Then
        #expect(
            message?.hasPrefix("entry=\"GeneratorProbe\" is opened by no link of GeneratorProbeCoordinator.handle(")
                == true
        )
    }

    @Test func aRowWhoseEventTheEntryReportsAlreadyIsRefused() {
        // When: Profile reports onEdit already
        let error = refusal(
            of: .module(ModuleRequest(name: "Edit", flow: "Profile", hasInput: false, kind: .screen, entry: "Profile"))
        )

        // Then
        #expect(error == "Edit exists already: \(profile)/ProfileModuleOutput.swift declares var onEdit:")
    }

    // MARK: - A Feature

    @Test func aFeatureIsACollectionItsListAnAddFormARowAndAnAppTest() throws {
        // When
        let plan = try planner.plan(.feature(name: "GeneratorProbe", flow: "Profile", entry: "Profile"))

        // Then
        #expect(
            plan.nextSteps == [
                "Next, try it: swift run surfmvp, sign in, open the Profile screen and pick Generator probes.",
                "Its texts: the row's in ProfileView's Row, the list's in GeneratorProbesView,",
                "the form's in AddGeneratorProbeView and AddGeneratorProbePresenter.",
            ]
        )
        #expect(plan.createdPaths.contains("Sources/Modules/Services/GeneratorProbe/FileGeneratorProbeService.swift"))
        #expect(plan.createdPaths.contains("Sources/Modules/Main/GeneratorProbes/GeneratorProbesView.swift"))
        #expect(plan.createdPaths.contains("Sources/Modules/Main/AddGeneratorProbe/AddGeneratorProbePresenter.swift"))
        #expect(plan.createdPaths.last == "Tests/AppTests/GeneratorProbeFeatureTests.swift")
        #expect(!plan.createdPaths.contains { $0.hasSuffix("Value.swift") }, "the form takes the stored model")
        let coordinator = plan.change(at: profileCoordinator)?.contents ?? ""
        #expect(
            coordinator.contains(
                "module.output.onGeneratorProbes = { [weak self] in\n            self?.showGeneratorProbes()"
            )
        )
        #expect(
            coordinator.contains("module.output.onAdd = { [weak self] in\n            self?.showAddGeneratorProbe()")
        )
        #expect(
            coordinator.contains("module.output.onSaved = { [weak self] _ in\n            self?.router.popModule()")
        )
        let form = plan.change(at: "Sources/Modules/Main/AddGeneratorProbe/AddGeneratorProbePresenter.swift")?.contents
        #expect(form?.contains("            value = try GeneratorProbe(entered: text)\n") == true)
        #expect(form?.contains("            try await generatorProbeService.add(value)\n") == true)
        let list = plan.change(at: "Sources/Modules/Main/GeneratorProbes/GeneratorProbesPresenter.swift")?.contents
        #expect(
            list?.contains("    func viewWillAppear() async {\n        guard await loadItems() else { return }\n")
                == true
        )
        let app = plan.change(at: "Tests/AppTests/GeneratorProbeFeatureTests.swift")?.contents ?? ""
        #expect(app.contains(#"let open = ":open \(DeepLinkOption.profile)""#))
        #expect(app.contains(#"let (row, addRow) = ("Generator probes", "Add generator probe")"#))
    }

    @Test func aFeatureOnACardsScreenOpensTheCardInItsAppTest() throws {
        // When
        let plan = try planner.plan(.feature(name: "GeneratorProbe", flow: "Cards", entry: "CardDetail"))

        // Then
        let app = plan.change(at: "Tests/AppTests/GeneratorProbeFeatureTests.swift")?.contents ?? ""
        #expect(app.contains(#"let open = ":open \(DeepLinkOption.card(id: 1))""#))
    }

    @Test func theCommandLineTakesAFeatureWithItsFlowAndEntry() throws {
        // When
        let sut = try GenerateCommand(arguments: ["feature", "Note", "flow=Profile", "entry=Profile", "limit=300"])

        // Then
        #expect(sut.request == .feature(name: "Note", flow: "Profile", entry: "Profile", limit: 300))
        #expect(throws: GenerationError.usage("entry= is missing; \(GenerateCommand.usage)")) {
            try GenerateCommand(arguments: ["feature", "Note", "--flow", "Profile", "--entry", ""])
        }
    }
}
