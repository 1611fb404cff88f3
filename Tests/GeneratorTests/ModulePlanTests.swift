import Testing

@testable import SurfMVPGenerate

/// What `make module` writes where: the module's files, its tests, and its wiring into the flow.
@Suite struct ModulePlanTests {
    private let coordinatorPath = "Sources/Coordinators/Flows/Cards/CardsCoordinator.swift"

    @Test func aModuleGetsItsSevenFilesItsTestsAndItsSpiesBesideItsFlowsModules() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Nickname", flow: "Cards", hasInput: true, kind: .screen))
        )

        // Then
        #expect(
            plan.createdPaths == [
                "Sources/Modules/Main/Nickname/NicknameViewInput.swift",
                "Sources/Modules/Main/Nickname/NicknameViewOutput.swift",
                "Sources/Modules/Main/Nickname/NicknameModuleInput.swift",
                "Sources/Modules/Main/Nickname/NicknameModuleOutput.swift",
                "Sources/Modules/Main/Nickname/NicknameView.swift",
                "Sources/Modules/Main/Nickname/NicknamePresenter.swift",
                "Sources/Modules/Main/Nickname/NicknameModuleConfigurator.swift",
                "Tests/ModulesTests/Main/Nickname/NicknameModuleConfiguratorTests.swift",
                "Tests/ModulesTests/Main/Nickname/NicknamePresenterTests.swift",
                "Tests/ModulesTests/Main/Nickname/NicknameViewTests.swift",
                "Tests/ModulesTests/Doubles/NicknameViewSpies.swift",
            ]
        )
        #expect(plan.editedPaths == [Repository.moduleFactories, Repository.appModuleFactory, coordinatorPath])
    }

    @Test func theModuleIsWiredIntoTheFlowsFactoryTheAppsFactoryAndTheCoordinator() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Nickname", flow: "Cards", hasInput: true, kind: .screen))
        )

        // Then
        #expect(
            plan.change(at: Repository.moduleFactories)?.contents == """
                import Modules

                /// Makes the modules of the Cards tab.
                @MainActor
                protocol CardsModuleFactory {
                    /// The account's cards.
                    func makeCardListModule() -> CardListModuleComponents

                    /// The Nickname screen.
                    func makeNicknameModule() -> NicknameModuleComponents
                }

                """
        )
        #expect(
            plan.change(at: Repository.appModuleFactory)?.contents.hasSuffix(
                """
                    func makeCardListModule() -> CardListModuleComponents {
                        CardListModuleConfigurator().configure()
                    }

                    func makeNicknameModule() -> NicknameModuleComponents {
                        let module = NicknameModuleConfigurator().configure()
                        return track(module)
                    }
                }

                """
            ) == true
        )
        #expect(
            plan.change(at: coordinatorPath)?.contents.hasSuffix(
                """
                    func showCardList() {
                        router.setRootModule(factory.makeCardListModule().view)
                    }

                    func showNickname(with message: String) {
                        let module = factory.makeNicknameModule()
                        module.input.configureModule(with: message)
                        module.output.onDone = { [weak self] in
                            self?.router.popModule()
                        }
                        router.push(module.view)
                    }
                }

                """
            ) == true
        )
    }

    @Test func withoutInputTheModuleHasNoModuleInput() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Nickname", flow: "Cards", hasInput: false, kind: .screen))
        )

        // Then
        #expect(!plan.createdPaths.contains { $0.hasSuffix("ModuleInput.swift") })
        let everything = plan.changes.map(\.contents).joined()
        #expect(!everything.contains("NicknameModuleInput"))
        #expect(!everything.contains("configureModule"))
        #expect(everything.contains("    view: ViewController, output: any NicknameModuleOutput\n"))
        #expect(everything.contains("    func showNickname() {\n"))
    }

    @Test func anAlertUsesTheSharedAlertViewAndIsPresented() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Reason", flow: "Cards", hasInput: true, kind: .alert))
        )

        // Then
        #expect(
            plan.createdPaths == [
                "Sources/Modules/Main/Reason/ReasonModuleInput.swift",
                "Sources/Modules/Main/Reason/ReasonModuleOutput.swift",
                "Sources/Modules/Main/Reason/ReasonPresenter.swift",
                "Sources/Modules/Main/Reason/ReasonModuleConfigurator.swift",
                "Tests/ModulesTests/Main/Reason/ReasonModuleConfiguratorTests.swift",
                "Tests/ModulesTests/Main/Reason/ReasonPresenterTests.swift",
                "Tests/ModulesTests/Main/Reason/ReasonViewTests.swift",
            ]
        )
        let configurator = plan.change(at: "Sources/Modules/Main/Reason/ReasonModuleConfigurator.swift")?.contents
        #expect(configurator?.contains(#"let view = AlertView(moduleName: "Reason", title: "Reason")"#) == true)
        let presenter = plan.change(at: "Sources/Modules/Main/Reason/ReasonPresenter.swift")?.contents
        #expect(presenter?.contains("extension ReasonPresenter: AlertViewOutput {") == true)
        let coordinator = plan.change(at: coordinatorPath)?.contents ?? ""
        #expect(coordinator.contains("module.output.onConfirm = { [weak self] in"))
        #expect(coordinator.contains("        router.present(module.view)\n"))
        #expect(plan.change(at: Repository.moduleFactories)?.contents.contains("/// The Reason alert.") == true)
    }

    @Test func aNameOfSeveralWordsIsTitledInWords() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "CardNickname", flow: "Cards", hasInput: true, kind: .screen))
        )

        // Then
        let view = plan.change(at: "Sources/Modules/Main/CardNickname/CardNicknameView.swift")?.contents
        #expect(view?.contains(#"super.init(title: "Card nickname")"#) == true)
    }

    @Test func theNextStepIsTheOneLineThatReachesTheScreen() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Nickname", flow: "Cards", hasInput: false, kind: .screen))
        )

        // Then
        #expect(plan.nextSteps.last == "    module.output.on<Event> = { [weak self] in self?.showNickname() }")
    }

    @Test func aMessageIsThePersonsToWriteInTheNextStepAndAnAddRowsEventIsNamedAfterIt() throws {
        // When
        let message = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Nickname", flow: "Cards", hasInput: true, kind: .screen))
        )
        let adding = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Notes", flow: "Cards", hasInput: false, kind: .list, adds: true))
        )

        // Then
        #expect(
            message.nextSteps == [
                "Next, reach it: in CardsCoordinator, where a module's output should lead to it, add one line",
                "(or generate it with entry=<Screen>, a row on a menu screen of the flow):",
                "    module.output.on<Event> = { [weak self] in self?.showNickname(with: <message>) }",
            ]
        )
        #expect(
            adding.nextSteps.suffix(3) == [
                "    module.output.on<Event> = { [weak self] in self?.showNotes() }",
                "Its add row reports onAdd: in showNotes(), say where it leads, such as a form of the flow:",
                "    module.output.onAdd = { [weak self] in self?.show<Form>() }",
            ]
        )
    }

    @Test func aModelInputAndAServiceAreWiredThroughTheModuleTheAppsFactoryTheCoordinatorAndTheTests() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(
                ModuleRequest(
                    name: "Limit",
                    flow: "Cards",
                    hasInput: true,
                    kind: .screen,
                    model: "Card",
                    service: "CardService"
                )
            )
        )

        // Then
        let folder = "Sources/Modules/Main/Limit/Limit"
        let tests = "Tests/ModulesTests/Main/Limit/Limit"
        let contents = { (path: String) in plan.change(at: path)?.contents ?? "" }
        #expect(contents(folder + "ModuleInput.swift").contains("    func configureModule(with card: Card)\n"))
        #expect(
            contents(folder + "ModuleConfigurator.swift").contains(
                """
                    public func configure(cardService: any CardService) -> LimitModuleComponents {
                        let view = LimitView()
                        let presenter = LimitPresenter(cardService: cardService)
                """
            )
        )
        #expect(contents(folder + "Presenter.swift").contains("    init(cardService: any CardService) {\n"))
        #expect(
            contents(Repository.appModuleFactory).contains(
                """
                        let module = LimitModuleConfigurator().configure(
                            cardService: dependencies.cardService
                        )
                """
            )
        )
        #expect(
            contents(coordinatorPath).contains(
                """
                    func showLimit(with card: Card) {
                        let module = factory.makeLimitModule()
                        module.input.configureModule(with: card)
                """
            )
        )
        for test in ["ModuleConfiguratorTests", "PresenterTests"] {
            #expect(contents(tests + test + ".swift").contains("@testable import ModulesTestSupport\n"), "\(test)")
            #expect(contents(tests + test + ".swift").contains("(cardService: CardServiceFake())"), "\(test)")
        }
        #expect(contents(tests + "PresenterTests.swift").contains("sut.configureModule(with: Card.sample)"))
        #expect(contents(tests + "ModuleConfiguratorTests.swift").contains("configureModule(with: Card.sample)"))
    }

    @Test func aFormGetsAValueTypeBesideTheModelsWithItsTestsAndReportsTheValueItAccepts() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Limit", flow: "Cards", hasInput: false, kind: .form, service: "CardService"))
        )

        // Then
        #expect(
            plan.createdPaths == [
                "Sources/Modules/Main/Limit/LimitViewInput.swift",
                "Sources/Modules/Main/Limit/LimitViewOutput.swift",
                "Sources/Modules/Main/Limit/LimitModuleOutput.swift",
                "Sources/Modules/Main/Limit/LimitView.swift",
                "Sources/Modules/Main/Limit/LimitPresenter.swift",
                "Sources/Modules/Main/Limit/LimitModuleConfigurator.swift",
                "Tests/ModulesTests/Main/Limit/LimitModuleConfiguratorTests.swift",
                "Tests/ModulesTests/Main/Limit/LimitPresenterTests.swift",
                "Tests/ModulesTests/Main/Limit/LimitViewTests.swift",
                "Tests/ModulesTests/Doubles/LimitViewSpies.swift",
                "Sources/Modules/Models/LimitValue.swift",
                "Tests/ModulesTests/Models/LimitValueTests.swift",
            ]
        )
        let output = plan.change(at: "Sources/Modules/Main/Limit/LimitModuleOutput.swift")?.contents ?? ""
        #expect(output.contains("    var onEntered: ((LimitValue) -> Void)? { get set }\n"))
        #expect(output.contains("    var onCancel: (() -> Void)? { get set }\n"))
        #expect(
            plan.change(at: coordinatorPath)?.contents.contains(
                """
                    func showLimit() {
                        let module = factory.makeLimitModule()
                        module.output.onEntered = { [weak self] _ in
                """
            ) == true
        )
    }

    @Test func aFormsValueTypeOrItsTestsInUseRefuseTheForm() {
        // Given
        var tree = GeneratorFixture.tree
        tree.files["Sources/Modules/Models/LimitValue.swift"] = "public struct LimitValue {}\n"

        // When
        let error: GenerationError?
        do {
            _ = try GeneratorFixture.planner(on: tree).plan(
                .module(ModuleRequest(name: "Limit", flow: "Cards", hasInput: true, kind: .form))
            )
            error = nil
        } catch let refusal {
            error = refusal
        }

        // Then
        #expect(
            error == .nameExists("Limit", declaration: "LimitValue", path: "Sources/Modules/Models/LimitValue.swift")
        )
    }

    @Test func aListOfAModelTakesSeveralOfItAndReportsTheOnePicked() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Recent", flow: "Cards", hasInput: true, kind: .list, model: "Card"))
        )

        // Then
        let folder = "Sources/Modules/Main/Recent/Recent"
        let contents = { (path: String) in plan.change(at: path)?.contents ?? "" }
        #expect(contents(folder + "ModuleInput.swift").contains("    func configureModule(with cards: [Card])\n"))
        #expect(contents(folder + "ModuleOutput.swift").contains("    var onSelect: ((Card) -> Void)? { get set }\n"))
        #expect(contents(folder + "Presenter.swift").contains("    private var items: [Card] = []\n"))
        #expect(contents(coordinatorPath).contains("    func showRecent(with cards: [Card]) {\n"))
        #expect(
            contents("Tests/ModulesTests/Main/Recent/RecentPresenterTests.swift").contains(
                "sut.configureModule(with: [Card.sample, Card.sample])"
            )
        )
        #expect(
            plan.nextSteps.last
                == "    module.output.on<Event> = { [weak self] cards in self?.showRecent(with: cards) }"
        )
    }

    @Test func aListOfMessagesTakesStringsAndAListWithoutInputNone() throws {
        // When
        let strings = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Recent", flow: "Cards", hasInput: true, kind: .list))
        )
        let bare = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "Recent", flow: "Cards", hasInput: false, kind: .list))
        )

        // Then
        let input = "Sources/Modules/Main/Recent/RecentModuleInput.swift"
        let output = "Sources/Modules/Main/Recent/RecentModuleOutput.swift"
        #expect(strings.change(at: input)?.contents.contains("func configureModule(with items: [String])") == true)
        #expect(strings.change(at: output)?.contents.contains("var onSelect: ((String) -> Void)?") == true)
        #expect(bare.change(at: input) == nil)
        #expect(bare.change(at: output)?.contents.contains("var onSelect: ((String) -> Void)?") == true)
    }

    @Test(
        arguments: [
            ("a model", "Card", nil, true), ("a service", nil, "CardService", true), ("neither", nil, nil, false),
        ] as [(String, String?, String?, Bool)]
    )
    func testsImportTheirSupportWhenTheyPassAFixtureOrADouble(
        example: String,
        model: String?,
        service: String?,
        imports: Bool
    ) throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(
                ModuleRequest(name: "Limit", flow: "Cards", hasInput: true, kind: .form, model: model, service: service)
            )
        )

        // Then
        for test in ["ModuleConfiguratorTests", "PresenterTests"] {
            let text = plan.change(at: "Tests/ModulesTests/Main/Limit/Limit\(test).swift")?.contents ?? ""
            #expect(text.contains("@testable import ModulesTestSupport\n") == imports, "\(test)")
        }
    }
}
