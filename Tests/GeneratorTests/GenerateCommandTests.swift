import Testing

@testable import SurfMVPGenerate

/// The generator's command line, as `make module` and `make flow` pass it, and what it prints once done.
@Suite struct GenerateCommandTests {
    @Test func emptyOptionsFromMakeMeanTheDefaults() throws {
        // When
        let sut = try GenerateCommand(
            arguments: ["module", "Nickname", "--flow", "Cards", "--input", "", "--kind", "", "--root", ""]
        )

        // Then
        #expect(sut.request == .module(name: "Nickname", flow: "Cards", hasInput: true, kind: .screen))
        #expect(sut.root == ".")
    }

    @Test func inputNoAndKindAlertAreTaken() throws {
        // When
        let sut = try GenerateCommand(
            arguments: ["module", "Reason", "--flow", "Cards", "--input", "no", "--kind", "alert", "--root", "/r"]
        )

        // Then
        #expect(sut.request == .module(name: "Reason", flow: "Cards", hasInput: false, kind: .alert))
        #expect(sut.root == "/r")
    }

    @Test func inputAModelAndAServiceAreTaken() throws {
        // When
        let sut = try GenerateCommand(
            arguments: ["module", "Limit", "--flow", "Cards", "--input", "Card", "--service", "CardService"]
        )

        // Then
        #expect(
            sut.request
                == .module(
                    name: "Limit",
                    flow: "Cards",
                    hasInput: true,
                    kind: .screen,
                    model: "Card",
                    service: "CardService"
                )
        )
    }

    @Test func aFlowTakesItsName() throws {
        // When
        let sut = try GenerateCommand(arguments: ["flow", "Settings"])

        // Then
        #expect(sut.request == .flow(name: "Settings"))
    }

    @Test(arguments: [
        ("no command", [], GenerateCommand.usage),
        ("an unknown command", ["screen", "Nickname"], GenerateCommand.usage),
        ("no name", ["module", "--flow", "Cards"], "name= is missing; \(GenerateCommand.usage)"),
        ("an empty name", ["flow", ""], "name= is missing; \(GenerateCommand.usage)"),
        ("no flow", ["module", "Nickname", "--flow", ""], "flow= is missing; \(GenerateCommand.usage)"),
        (
            "input=maybe", ["module", "A", "--flow", "Cards", "--input", "maybe"],
            "input= takes yes, no or a model's name, such as Card; \(GenerateCommand.usage)"
        ),
        (
            "kind=sheet", ["module", "A", "--flow", "Cards", "--kind", "sheet"],
            "kind= takes screen (or message), form, list or alert; \(GenerateCommand.usage)"
        ),
        (
            "service=cards", ["module", "A", "--flow", "Cards", "--service", "cards"],
            "service= takes a service protocol's name, such as CardService; \(GenerateCommand.usage)"
        ),
        ("an option a flow does not take", ["flow", "Settings", "--kind", "alert"], GenerateCommand.usage),
        ("an option without its value", ["module", "Nickname", "--flow"], GenerateCommand.usage),
    ])
    func aCommandLineItDoesNotTakeIsAUsageError(example: String, arguments: [String], message: String) {
        // When
        let error: GenerationError?
        do {
            _ = try GenerateCommand(arguments: arguments)
            error = nil
        } catch let refusal {
            error = refusal
        }

        // Then
        #expect(error == .usage(message))
    }

    @Test func theReportListsEveryFileThenWhatToDoNext() throws {
        // Given
        let sut = try GenerateCommand(arguments: ["module", "Nickname", "--flow", "Cards"])
        var plan = Plan()
        plan.create("Sources/Modules/Main/Nickname/NicknameView.swift", contents: "")
        plan.edit("Sources/Coordinators/Factories/ModuleFactories.swift", original: "", contents: "")
        plan.nextSteps = ["Next, reach it."]

        // When
        let report = sut.report(of: plan)

        // Then
        #expect(
            report == [
                "Generated the Nickname module in the Cards flow, wired in:",
                "  new     Sources/Modules/Main/Nickname/NicknameView.swift",
                "  edited  Sources/Coordinators/Factories/ModuleFactories.swift",
                "Next, reach it.",
                "Then check it: make build lint, and swift test --filter Nickname",
            ]
        )
    }
}
