import Testing

@testable import SurfMVPGenerate

/// What the generator refuses, each with its one line, before anything is written: a name that is not an
/// UpperCamelCase identifier, a name in use, an unknown flow, a file in the way, a missing anchor, a line too long.
@Suite struct RefusalTests {
    private let coordinatorPath = "Sources/Coordinators/Flows/Cards/CardsCoordinator.swift"

    private func refusal(
        of request: GenerationRequest,
        on tree: FileTreeFake = GeneratorFixture.tree,
        templates: (any FileTree)? = nil
    ) -> GenerationError? {
        do {
            _ = try Planner(tree: tree, templates: templates ?? GeneratorFixture.repository).plan(request)
            return nil
        } catch {
            return error
        }
    }

    /// The repository's templates, in memory, to change one of them.
    private var templatesInMemory: FileTreeFake {
        var templates = FileTreeFake(files: [:])
        for file in GeneratorFixture.repository.files(under: "Templates") {
            templates.files[file] = GeneratorFixture.repository.contents(of: file)
        }
        return templates
    }

    private func module(_ name: String, in flow: String = "Cards") -> GenerationRequest {
        .module(ModuleRequest(name: name, flow: flow, hasInput: true, kind: .screen))
    }

    @Test(arguments: ["nickname", "Card_Nickname", "Card Nickname", "Card-Nickname", "2FA", "Ñandú", ""])
    func aNameThatIsNotAnUpperCamelCaseIdentifierIsRefused(name: String) {
        // When
        let error = refusal(of: module(name))

        // Then
        guard case .invalidName(let refused, let reason) = error else {
            Issue.record("\(name) was not refused as a name: \(String(describing: error))")
            return
        }
        #expect(refused == name)
        #expect(reason.hasPrefix("is not an UpperCamelCase Swift identifier"))
    }

    @Test func aKeywordAndARoleSuffixAreRefusedWithWhatToDoInstead() {
        // When
        let keyword = refusal(of: module("Self"))
        let suffixed = refusal(of: module("NicknameView"))
        let flow = refusal(of: .flow(name: "SettingsCoordinator"))

        // Then
        #expect(keyword?.message == #""Self" is a Swift keyword: pick another name"#)
        #expect(suffixed?.message == #""NicknameView" ends in View, which the generator adds itself: name it Nickname"#)
        #expect(flow?.message.hasSuffix("name it Settings") == true)
    }

    @Test func aNameWithControlCharactersIsShownEscapedOnOneLine() {
        // When
        let error = refusal(of: module("Evil\u{1B}[2J\nName"))

        // Then
        #expect(error?.message.hasPrefix(#""Evil\u{1B}[2J\u{A}Name" is not an UpperCamelCase"#) == true)
    }

    @Test func aModuleNameInUseIsRefusedWithWhereItIsDeclared() {
        // When
        let error = refusal(of: module("CardList"))

        // Then
        #expect(
            error
                == .nameExists(
                    "CardList",
                    declaration: "CardListModuleConfigurator",
                    path: "Sources/Modules/Main/CardList/CardListModuleConfigurator.swift"
                )
        )
        #expect(
            error?.message
                == "CardList exists already: Sources/Modules/Main/CardList/CardListModuleConfigurator.swift declares "
                + "CardListModuleConfigurator"
        )
    }

    @Test func aNameATestDeclaresIsInUseToo() {
        // Given
        var tree = GeneratorFixture.tree
        tree.files["Tests/ModulesTests/Doubles/Stray.swift"] =
            "@testable import Modules\n\nfinal class NicknamePresenter {}\n"

        // When
        let error = refusal(of: module("Nickname"), on: tree)

        // Then
        #expect(
            error
                == .nameExists(
                    "Nickname",
                    declaration: "NicknamePresenter",
                    path: "Tests/ModulesTests/Doubles/Stray.swift"
                )
        )
    }

    @Test func aNameThatOnlyATargetOutOfSightOfModulesDeclaresIsFree() throws {
        // Given: a fixture of the Storage layer's tests, which neither sees Modules nor is imported beside it
        var tree = GeneratorFixture.tree
        tree.files["Tests/StorageTests/Support/Nickname.swift"] = "@testable import Storage\n\nstruct Nickname {}\n"

        // When
        let plan = try GeneratorFixture.planner(on: tree).plan(module("Nickname"))

        // Then
        #expect(plan.createdPaths.contains("Sources/Modules/Main/Nickname/NicknameView.swift"))
    }

    @Test func aPathFromTheTreeIsShownEscapedOnOneLine() {
        // Given
        var tree = GeneratorFixture.tree
        tree.files["Tests/ModulesTests/Evil\u{1B}]0;owned\u{7}.swift"] =
            "@testable import Modules\n\nfinal class NicknamePresenter {}\n"

        // When
        let error = refusal(of: module("Nickname"), on: tree)

        // Then
        #expect(
            error?.message
                == #"Nickname exists already: Tests/ModulesTests/Evil\u{1B}]0;owned\u{7}.swift"#
                + " declares NicknamePresenter"
        )
    }

    @Test func aNameOnlyACommentOrAStringMentionsIsFree() throws {
        // Given
        var tree = GeneratorFixture.tree
        tree.files["Sources/Modules/Notes.swift"] = "// final class NicknamePresenter, one day.\n"
        tree.files["Tests/ModulesTests/Notes.swift"] = ##"""
            let expected = "protocol NicknameViewInput {}" // class NicknameView
            let template = """
                final class NicknamePresenter {}
                """
            let escaped = "\"class NicknameModuleOutput"
            let raw = #"""
                let inner = """
                    final class NicknameModuleConfigurator {}
                    """
                """#
            """##

        // When
        let plan = try GeneratorFixture.planner(on: tree).plan(module("Nickname"))

        // Then
        #expect(plan.createdPaths.count == 11)
    }

    @Test func anUnknownFlowIsRefusedWithTheFlowsThereAre() {
        // When
        let error = refusal(of: module("Nickname", in: "Cardz"))

        // Then
        #expect(error == .unknownFlow("Cardz", known: ["Cards"]))
        #expect(error?.message == #"there is no flow "Cardz"; the flows are Cards"#)
    }

    @Test func aFlowThatExistsIsRefused() {
        // When
        let error = refusal(of: .flow(name: "Cards"))

        // Then
        guard case .nameExists("Cards", let declaration, _) = error else {
            Issue.record("Cards was not refused as taken: \(String(describing: error))")
            return
        }
        #expect(["CardsCoordinator", "CardsModuleFactory", "makeCardsCoordinator"].contains(declaration))
    }

    @Test func aFlowWhoseFirstScreenIsTakenIsRefused() {
        // When
        let error = refusal(of: .flow(name: "CardList"))

        // Then
        #expect(error?.message.hasPrefix("CardList exists already:") == true)
    }

    @Test func aFileInTheWayIsRefusedRatherThanOverwritten() {
        // Given
        var tree = GeneratorFixture.tree
        let spies = "Tests/ModulesTests/Doubles/NicknameViewSpies.swift"
        tree.files[spies] = "// Kept for later.\n"

        // When
        let error = refusal(of: module("Nickname"), on: tree)

        // Then
        #expect(error == .wouldOverwrite(path: spies))
        #expect(error?.message == "\(spies) exists already and would be overwritten")
    }

    @Test(arguments: [
        "the coordinator's private extension",
        "the coordinator's factory",
        "the app module factory's extension for the flow",
    ])
    func aModuleWithoutTheAnchorItIsWiredAtIsRefused(anchor: String) {
        // Given
        var tree = GeneratorFixture.tree
        let (path, removed) =
            switch anchor {
            case "the coordinator's private extension": (coordinatorPath, "private extension CardsCoordinator")
            case "the coordinator's factory": (coordinatorPath, "private let factory: any CardsModuleFactory")
            default: (Repository.appModuleFactory, "extension AppModuleFactory: CardsModuleFactory")
            }
        tree.files[path] = tree.files[path]?.replacing(removed, with: "// " + removed)

        // When
        let error = refusal(of: module("Nickname"), on: tree)

        // Then
        guard case .missingAnchor(_, let missing) = error else {
            Issue.record("no missing anchor: \(String(describing: error))")
            return
        }
        #expect(missing.contains(removed))
        #expect(error?.message.contains("where the generator adds its lines") == true)
    }

    @Test(arguments: ["the app coordinator factory's private methods", "the stub's private methods"])
    func aFlowWithoutTheAnchorItIsWiredAtIsRefused(anchor: String) {
        // Given
        var tree = GeneratorFixture.tree
        let path =
            anchor == "the stub's private methods"
            ? Repository.coordinatorFactoryStub : Repository.appCoordinatorFactory
        tree.files[path] = tree.files[path]?.replacing("// MARK: - Private Methods", with: "")

        // When
        let error = refusal(of: .flow(name: "Settings"), on: tree)

        // Then
        #expect(error?.message.hasPrefix("\(path) has no `// MARK: - Private Methods` in ") == true)
    }

    @Test(
        arguments: [
            (
                "an unknown model", "Crad", nil,
                #"there is no model "Crad" in Sources/Modules/Models; the models are Card, Session"#
            ),
            (
                "a model without a fixture", "Session", nil,
                "Session has no fixture for the generated tests: add `static let sample = Session(…)` in an"
                    + " `extension Session` in Tests/ModulesTestSupport/Fixtures.swift"
            ),
            (
                "an unknown service", nil, "CardServce",
                #"there is no service "CardServce" in Sources/Modules/Services; the services are"#
                    + " CardService, NewsService, ProfileService"
            ),
            (
                "a service without a double", nil, "NewsService",
                "NewsService has no test double for the generated tests: add a"
                    + " `final class NewsServiceFake: NewsService` that builds with `()` in Tests/ModulesTestSupport"
            ),
            (
                "a service the app does not hold", nil, "ProfileService",
                "AppDependencies has no `let profileService: any ProfileService` to hand the module: add it there first"
            ),
        ] as [(String, String?, String?, String)]
    )
    func aModelOrAServiceTheGeneratedTestsCannotPassIsRefused(
        example: String,
        model: String?,
        service: String?,
        message: String
    ) {
        // When
        let error = refusal(
            of: .module(
                ModuleRequest(
                    name: "Limit",
                    flow: "Cards",
                    hasInput: true,
                    kind: .screen,
                    model: model,
                    service: service
                )
            )
        )

        // Then
        #expect(error?.message == message)
    }

    @Test func aNameFarTooLongIsRefusedInALineOfAFewHundredCharacters() throws {
        // When: a name of 100,000 characters, in the path of every file it names
        let error = try #require(refusal(of: module("Nickname" + String(repeating: "Long", count: 25_000))))

        // Then: the path is cut, and the line stays readable
        #expect(error.message.hasPrefix("the name is too long: a line of Sources/Modules/Main/NicknameLongLong"))
        #expect(error.message.contains("… would be "))
        #expect(error.message.hasSuffix(" characters, over 120"))
        #expect(error.message.count < 300)
    }

    @Test func aNameTooLongForTheHousesLinesIsRefused() {
        // When
        let error = refusal(of: module("Nickname" + String(repeating: "Long", count: 12)))

        // Then
        guard case .lineTooLong(_, let length) = error else {
            Issue.record("not refused as too long: \(String(describing: error))")
            return
        }
        #expect(length > 120)
    }

    @Test func aTemplateLineTooLongWhateverTheNameIsTheTemplatesFaultNotTheNames() {
        // Given: a template given a line of its own over 120 characters
        let path = "Templates/Module/ViewInput.swift.template"
        var templates = templatesInMemory
        templates.files[path, default: ""] += "// " + String(repeating: "long ", count: 30) + "\n"

        // When
        let error = refusal(of: module("Nickname"), templates: templates)

        // Then
        #expect(error == .brokenTemplate(path: path, problem: "a line of it is over 120 characters, whatever the name"))
    }

    @Test func aBrokenTemplateIsRefused() {
        // Given
        let path = "Templates/Module/ViewInput.swift.template"
        var templates = templatesInMemory
        templates.files[path] = "protocol {{Nmae}}ViewInput {}\n"

        // When
        let error = refusal(of: module("Nickname"), templates: templates)

        // Then
        #expect(error == .brokenTemplate(path: path, problem: "{{Nmae}} is not a placeholder the generator fills"))
    }
}
