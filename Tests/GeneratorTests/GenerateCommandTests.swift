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
        #expect(sut.request == .module(ModuleRequest(name: "Nickname", flow: "Cards", hasInput: true, kind: .screen)))
        #expect(sut.root == ".")
    }

    @Test func inputNoAndKindAlertAreTaken() throws {
        // When
        let sut = try GenerateCommand(
            arguments: ["module", "Reason", "--flow", "Cards", "--input", "no", "--kind", "alert", "--root", "/r"]
        )

        // Then
        #expect(sut.request == .module(ModuleRequest(name: "Reason", flow: "Cards", hasInput: false, kind: .alert)))
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
        (
            "field=Text", ["module", "A", "--flow", "Cards", "--field", "Text"],
            "field= takes a property's name in lowerCamelCase ASCII, such as text; \(GenerateCommand.usage)"
        ),
        (
            "field=default", ["service", "A", "field=default"],
            "field= takes a property's name, and default is a Swift keyword; \(GenerateCommand.usage)"
        ),
        (
            "limit=0", ["service", "A", "limit=0"],
            "limit= takes a number of characters from 1 to 10000; \(GenerateCommand.usage)"
        ),
        (
            "kind=list for a service", ["service", "A", "kind=list"],
            "kind= takes value (the default) or collection for a service; \(GenerateCommand.usage)"
        ),
        ("add=maybe", ["module", "A", "flow=Cards", "add=maybe"], "add= takes yes or no; \(GenerateCommand.usage)"),
        (
            "add=yes on a form", ["module", "A", "flow=Cards", "kind=form", "add=yes"],
            "add=yes gives a list an add row: add kind=list"
        ),
        (
            "entry= with input", ["module", "A", "flow=Cards", "entry=CardDetail", "input=Card"],
            "entry= shows the module from a row, with nothing to configure it with: leave input= out"
        ),
        ("a feature without flow", ["feature", "Note", "entry=Profile"], "flow= is missing; \(GenerateCommand.usage)"),
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

    @Test func optionsAreTakenAsMakePassesThemOrAsTheyAreTypedAfterThePlugin() throws {
        // When
        let made = try GenerateCommand(arguments: [
            "module", "Notes", "--flow", "Profile", "--kind", "list", "--input", "", "--service", "NoteService",
            "--field", "body", "--add", "yes", "--entry", "Profile", "--limit", "",
        ])
        let typed = try GenerateCommand(arguments: [
            "module", "name=Notes", "flow=Profile", "kind=list", "service=NoteService", "field=body", "add=yes",
            "entry=Profile", "root=/r",
        ])

        // Then
        let request = GenerationRequest.module(
            ModuleRequest(
                name: "Notes",
                flow: "Profile",
                hasInput: false,
                kind: .list,
                service: "NoteService",
                field: "body",
                adds: true,
                entry: "Profile"
            )
        )
        #expect(made.request == request)
        #expect(typed.request == request)
        #expect(typed.root == "/r")
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
                "Then check it: make format build lint, and swift test --filter Nickname",
            ]
        )
    }
}
