import Testing

@testable import SurfMVPGenerate

/// What a generated screen shows of a model, read from the model's declaration, and where a list without input gets
/// its items: from its service, when the service lists that model.
@Suite struct ShownTextPlanTests {
    private let cardPath = "Sources/Modules/Models/Card.swift"
    private let servicePath = "Sources/Modules/Services/Cards/CardService.swift"

    /// The fixture with `Card` declaring `members` and `CardService` requiring `requirements`.
    private func planner(card members: String = "", service requirements: String = "") -> Planner {
        var tree = GeneratorFixture.tree
        tree.files[cardPath] = "public nonisolated struct Card: Codable, Sendable {\n\(members)}\n"
        tree.files[servicePath] = "public nonisolated protocol CardService: Sendable {\n\(requirements)}\n"
        return GeneratorFixture.planner(on: tree)
    }

    @Test(
        arguments: [
            ("    public let brand: String\n    public var title: String { brand }\n", "title"),
            (
                "    public var name: String\n    public enum Kind {\n"
                    + "        public var title: String { \"\" }\n    }\n",
                "name"
            ),
            ("    public let id: Int\n    public private(set) var token: String\n", "token"),
            ("    private let secret: String\n    public static let all: String = \"\"\n    let id: Int\n", nil),
        ] as [(String, String?)]
    )
    func aModelIsShownByTitleNameOrTextElseItsFirstStringProperty(members: String, property: String?) throws {
        // When
        let plan = try planner(card: members).plan(
            .module(ModuleRequest(name: "Limit", flow: "Cards", hasInput: true, kind: .screen, model: "Card"))
        )

        // Then
        let presenter = plan.change(at: "Sources/Modules/Main/Limit/LimitPresenter.swift")?.contents ?? ""
        let tests = plan.change(at: "Tests/ModulesTests/Main/Limit/LimitPresenterTests.swift")?.contents ?? ""
        let text = property.map { "card.\($0)" } ?? "String(describing: card)"
        let sample = property.map { "Card.sample.\($0)" } ?? "String(describing: Card.sample)"
        #expect(presenter.contains("        message = text(for: card)\n"))
        #expect(presenter.contains("    func text(for card: Card) -> String {\n        \(text)\n    }\n"))
        #expect(!presenter.contains("String(describing: card)") || property == nil)
        #expect(tests.contains("        #expect(view.message == \(sample))\n"))
    }

    @Test func theFieldNamedGivesWayToNoInference() throws {
        // When: `title` would be picked, and `brand` is named
        let plan = try planner(card: "    public let brand: String\n    public var title: String { brand }\n").plan(
            .module(
                ModuleRequest(
                    name: "Limit",
                    flow: "Cards",
                    hasInput: true,
                    kind: .screen,
                    model: "Card",
                    field: "brand"
                )
            )
        )

        // Then
        let presenter = plan.change(at: "Sources/Modules/Main/Limit/LimitPresenter.swift")?.contents ?? ""
        #expect(presenter.contains("    func text(for card: Card) -> String {\n        card.brand\n    }\n"))
    }

    @Test(
        arguments: [
            (
                GenerationRequest.module(
                    ModuleRequest(
                        name: "Limit",
                        flow: "Cards",
                        hasInput: true,
                        kind: .list,
                        model: "Card",
                        field: "nick"
                    )
                ),
                "Card has no String property \"nick\" to show or fill; its String properties are brand"
            ),
            (
                .module(ModuleRequest(name: "Limit", flow: "Cards", hasInput: true, kind: .screen, field: "brand")),
                "field= names the String property of the model a screen shows (input=, or a list's service) or a form"
                    + " saves (service=); this one has none"
            ),
            (
                .module(
                    ModuleRequest(name: "Limit", flow: "Cards", hasInput: true, kind: .list, model: "Card", limit: 20)
                ),
                "limit= is how long the text of a form's own value may be; a form given a service that keeps a model"
                    + " takes the model's (maximum…Length in Sources/Modules/Models)"
            ),
        ]
    )
    func aFieldTheModelDoesNotHaveOrALimitNothingTakesIsRefused(request: GenerationRequest, message: String) {
        // When
        let error: GenerationError?
        do {
            _ = try planner(card: "    public let brand: String\n").plan(request)
            error = nil
        } catch let refusal {
            error = refusal
        }

        // Then
        #expect(error?.message == message)
    }

    @Test(arguments: [ModuleKind.form, .alert])
    func everyKindThatShowsAModelShowsItsText(kind: ModuleKind) throws {
        // When
        let plan = try planner(card: "    public var title: String { \"\" }\n").plan(
            .module(ModuleRequest(name: "Limit", flow: "Cards", hasInput: true, kind: kind, model: "Card"))
        )

        // Then
        let presenter = plan.change(at: "Sources/Modules/Main/Limit/LimitPresenter.swift")?.contents ?? ""
        let tests = plan.change(at: "Tests/ModulesTests/Main/Limit/LimitPresenterTests.swift")?.contents ?? ""
        #expect(presenter.contains("        message = text(for: card)\n"))
        #expect(presenter.contains("        card.title\n"))
        #expect(tests.contains("== Card.sample.title)\n"))
    }

    @Test func aListOfAModelShowsEachRowsTextAndItsTestsAssertIt() throws {
        // When
        let plan = try planner(card: "    public var title: String { \"\" }\n").plan(
            .module(ModuleRequest(name: "Recent", flow: "Cards", hasInput: true, kind: .list, model: "Card"))
        )

        // Then
        let presenter = plan.change(at: "Sources/Modules/Main/Recent/RecentPresenter.swift")?.contents ?? ""
        let tests = plan.change(at: "Tests/ModulesTests/Main/Recent/RecentPresenterTests.swift")?.contents ?? ""
        #expect(presenter.contains("        view?.configure(with: items.map(text(for:)))\n"))
        #expect(presenter.contains("    func text(for card: Card) -> String {\n        card.title\n    }\n"))
        #expect(!presenter.contains("loadItems"))
        #expect(tests.contains("        let shown = Card.sample.title\n"))
        #expect(tests.contains("        #expect(view.titles == [shown, shown])\n"))
        #expect(tests.contains("        #expect(picked == [Card.sample.title])\n"))
    }

    @Test(
        arguments: [
            (
                "    func cards() async throws(CardError) -> [Card]\n", "try await cardService.cards()",
                "guard await loadItems() else { return }"
            ),
            ("    func cards() async -> [Card]\n", "await cardService.cards()", "await loadItems()"),
        ]
    )
    func aListWithoutInputLoadsTheModelItsServiceLists(requirement: String, call: String, load: String) throws {
        // When
        let plan = try planner(card: "    public let name: String\n", service: requirement).plan(
            .module(ModuleRequest(name: "Recent", flow: "Cards", hasInput: false, kind: .list, service: "CardService"))
        )

        // Then
        let presenter = plan.change(at: "Sources/Modules/Main/Recent/RecentPresenter.swift")?.contents ?? ""
        let tests = plan.change(at: "Tests/ModulesTests/Main/Recent/RecentPresenterTests.swift")?.contents ?? ""
        let output = plan.change(at: "Sources/Modules/Main/Recent/RecentModuleOutput.swift")?.contents ?? ""
        #expect(output.contains("    var onSelect: ((Card) -> Void)? { get set }\n"))
        #expect(presenter.contains("    func viewWillAppear() async {\n        \(load)\n"))
        #expect(presenter.contains("items = \(call)\n"))
        #expect(presenter.contains("        card.name\n"))
        #expect(tests.contains("    private let cardService = CardServiceFake()\n"))
        #expect(tests.contains("        let listed = \(call)\n"))
        #expect(tests.contains("        #expect(view.titles == listed.map { card in card.name })\n"))
    }

    @Test(
        arguments: [
            "", "    func cards(of account: Int) async -> [Card]\n", "    func cards() async -> [Int]\n",
            "    func cards() async -> [Card]\n    func blocked() async -> [Card]\n",
        ]
    )
    func aListWithoutAServiceThatListsOneModelShowsWhatItIsGiven(requirements: String) throws {
        // When
        let plan = try planner(service: requirements).plan(
            .module(ModuleRequest(name: "Recent", flow: "Cards", hasInput: false, kind: .list, service: "CardService"))
        )

        // Then
        let presenter = plan.change(at: "Sources/Modules/Main/Recent/RecentPresenter.swift")?.contents ?? ""
        #expect(presenter.contains("    private var items: [String] = []\n"))
        #expect(presenter.contains("        view?.configure(with: items)\n"))
        #expect(presenter.contains("// Set `items` from `cardService` here: it lists no model the generator knows.\n"))
        #expect(!presenter.contains("loadItems"))
    }

    @Test func aFormNamedForItsValueIsNotNamedTwice() throws {
        // When
        let plan = try GeneratorFixture.planner().plan(
            .module(ModuleRequest(name: "LimitValue", flow: "Cards", hasInput: false, kind: .form))
        )

        // Then
        #expect(plan.createdPaths.contains("Sources/Modules/Models/LimitValue.swift"))
        #expect(plan.createdPaths.contains("Tests/ModulesTests/Models/LimitValueTests.swift"))
        let output = plan.change(at: "Sources/Modules/Main/LimitValue/LimitValueModuleOutput.swift")?.contents ?? ""
        #expect(output.contains("    var onEntered: ((LimitValue) -> Void)? { get set }\n"))
        #expect(plan.changes.allSatisfy { !$0.path.contains("ValueValue") && !$0.contents.contains("ValueValue") })
    }
}
