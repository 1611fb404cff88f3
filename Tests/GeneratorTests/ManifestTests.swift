import Testing

@testable import SurfMVPGenerate

/// Manifests: what each line of a folder's `Manifest.template` says, a broken line refused by name, and every real
/// template named by a manifest.
@Suite struct ManifestTests {
    private let manifest = "Templates/Example/Manifest.template"

    @Test func aLineIsAVerbATemplateAPathAndItsClausesQuotedTexts() throws {
        // When
        let sut = try ManifestLine(
            #"lines Entry/RowTitle Sources/A.swift in "enum Row {" "var title: String" after "case ""#,
            in: manifest
        )

        // Then
        #expect(sut.verb == .lines)
        #expect(sut.template == "Entry/RowTitle")
        #expect(sut.path == "Sources/A.swift")
        #expect(sut.clauses == ["in": ["enum Row {", "var title: String"], "after": ["case "]])
    }

    @Test(arguments: [
        "move Entry/RowCase Sources/A.swift", "member Entry/RowCase Sources/A.swift",
        #"member Entry/RowCase Sources/A.swift in "struct A" holding "b""#, #"lines Entry/RowCase Sources/A.swift in"#,
        #"lines Entry/RowCase Sources/A.swift after "case "#, "new Entry/RowCase",
        #"new "Entry/RowCase" Sources/A.swift"#, #""new" Entry/RowCase Sources/A.swift"#, "",
        "new Entry/RowCase /tmp/A.swift", "new Entry/RowCase Sources/../../A.swift",
        "new ../Entry/RowCase Sources/A.swift",
        #"lines Entry/RowCase Sources/A.swift after "a" before "b""#,
        #"lines Entry/RowCase Sources/A.swift before "a" in "b" before "c""#,
        #"lines Entry/RowCase Sources/A.swift holding "a""#, #"member Entry/RowCase Sources/A.swift in "a" "b""#,
        #"next "a" "b""#, "new Entry/RowCase .git/hooks/post-checkout", "new Entry/RowCase Sources/A.txt",
        "lines Entry/RowCase Sources/A.swift",
    ])
    func aLineAManifestCannotSayIsABrokenTemplate(line: String) {
        #expect(refusal(of: line) == manifest)
    }

    @Test func aPathOrTemplateWhoseBytesTheSystemReadsOtherwiseIsABrokenTemplate() {
        // Given: named here rather than as the test's arguments, so that no control byte reaches the terminal
        let lines = [
            "a NUL byte, where the system ends a path": "new Entry/RowCase Sources/..\u{0}/..\u{0}/A.swift",
            "a combining mark after a leading /": "new Entry/RowCase /\u{301}A.swift",
            "a combining mark after ../": "new Entry/RowCase Sources/../\u{301}A.swift",
            "an escape sequence in a path": "new Entry/RowCase Sources/\u{1B}[2KA.swift",
            "a combining mark in a template": "new Entry/Row\u{301}Case Sources/A.swift",
        ]

        // Then
        for (name, line) in lines {
            #expect(refusal(of: line) == manifest, "\(name)")
        }
    }

    /// The manifest that a broken-template refusal of `line` names, another answer for another refusal, or nil if the
    /// line is read.
    private func refusal(of line: String) -> String? {
        do {
            _ = try ManifestLine(line[...], in: manifest)
            return nil
        } catch {
            guard case .brokenTemplate(let path, _) = error else { return "not a broken template" }
            return path
        }
    }

    @Test func aManifestsCommentsAreSkippedAndAnIndentedLineGoesOnTheOneBefore() throws {
        // Given
        var templates = GeneratorFixture.tree
        templates.files[manifest] = """
            # A comment.
            new Example/Made Sources/Made.swift
            member Example/Member Sources/Coordinators/Factories/ModuleFactories.swift
                in "protocol {{Flow}}ModuleFactory"

            """
        templates.files["Templates/Example/Made.swift.template"] = "struct Made {}\n"
        templates.files["Templates/Example/Member.swift.template"] = "    func make{{Flow}}Later()\n"
        let sut = Planner(tree: GeneratorFixture.tree, templates: templates)
        let filler = Filler(
            planner: sut,
            values: ["Flow": "Cards"],
            flags: [:],
            nameKeys: [],
            rendered: RenderedTemplates()
        )
        var plan = Plan()

        // When
        try sut.apply("Example", to: &plan, in: GeneratorFixture.tree, rendering: filler)

        // Then
        #expect(plan.createdPaths == ["Sources/Made.swift"])
        #expect(plan.change(at: "Sources/Made.swift")?.contents == "struct Made {}\n")
        #expect(
            plan.change(at: Repository.moduleFactories)?.contents.contains(
                "func makeCardListModule() -> CardListModuleComponents\n\n    func makeCardsLater()\n}"
            ) == true
        )
    }

    @Test func aTemplateAddedWithItsManifestLineIsGeneratedForEveryModuleWithNoChangeToTheGenerator() throws {
        // Given: the real templates, and a role file of the house's own, named in the module's manifest
        let repository = GeneratorFixture.repository
        var templates = FileTreeFake(files: [:])
        for path in repository.files(under: Repository.templates) {
            templates.files[path] = repository.contents(of: path)
        }
        templates.files["Templates/Module/Tracking.swift.template"] =
            "/// What the {{LowercaseTitle}} screen reports.\nenum {{Name}}Tracking {}\n"
        templates.files["Templates/Module/Manifest.template", default: ""] +=
            "new Module/Tracking {{Folder}}/{{Name}}Tracking.swift\n"
        let request = GenerationRequest.module(
            ModuleRequest(name: "Nickname", flow: "Cards", hasInput: false, kind: .form)
        )

        // When
        let plan = try Planner(tree: GeneratorFixture.tree, templates: templates).plan(request)

        // Then
        let path = "Sources/Modules/Main/Nickname/NicknameTracking.swift"
        #expect(plan.createdPaths.last == path)
        #expect(plan.change(at: path)?.contents == "/// What the nickname screen reports.\nenum NicknameTracking {}\n")
    }

    @Test func aMissingManifestIsABrokenTemplate() {
        // Given
        let sut = GeneratorFixture.planner()
        let filler = Filler(planner: sut, values: [:], flags: [:], nameKeys: [], rendered: RenderedTemplates())
        var plan = Plan()

        // When
        let error = #expect(throws: GenerationError.self) {
            try sut.apply("Nowhere", to: &plan, in: GeneratorFixture.tree, rendering: filler)
        }

        // Then
        #expect(
            error == .brokenTemplate(path: "Templates/Nowhere/Manifest.template", problem: "there is no such manifest")
        )
    }

    @Test func aManifestThatMakesNothingIsABrokenTemplate() {
        // Given: a module's manifest emptied by mistake, or left with nothing but its next step
        var templates = FileTreeFake(files: [:])
        for path in GeneratorFixture.repository.files(under: Repository.templates) {
            templates.files[path] = GeneratorFixture.repository.contents(of: path)
        }
        templates.files["Templates/Module/Manifest.template"] = "# What a module is made of.\nnext \"make build\"\n"

        // When
        let error = #expect(throws: GenerationError.self) {
            _ = try Planner(tree: GeneratorFixture.tree, templates: templates).plan(
                .module(ModuleRequest(name: "Nickname", flow: "Cards", hasInput: false, kind: .screen))
            )
        }

        // Then
        #expect(
            error
                == .brokenTemplate(
                    path: "Templates/Module/Manifest.template",
                    problem: "it names no file to make or edit"
                )
        )
    }

    @Test func everyRealTemplateIsNamedByAManifestAndEveryLineOfOneReads() throws {
        // Given: every line of the real manifests, every section's lines kept, each placeholder filled as for a module
        // `Probe` of each kind, and each folder or file as where it is
        let repository = GeneratorFixture.repository
        let manifests = repository.files(under: Repository.templates).filter { $0.hasSuffix("/Manifest.template") }
        let places = [
            "Folder": "Sources/Modules/Main/Probe", "TestFolder": "Tests/ModulesTests/Main/Probe",
            "FactoryPath": Repository.moduleFactories, "AppFactoryPath": Repository.appModuleFactory,
            "CoordinatorPath": "Sources/Coordinators/Flows/Cards/CardsCoordinator.swift",
            "EntryFolder": "Sources/Modules/Main/Profile", "EntryTestFolder": "Tests/ModulesTests/Main/Profile",
            "EntryCoordinator": "Sources/Coordinators/Flows/Profile/ProfileCoordinator.swift",
        ]
        var named: Set<String> = []

        // When
        for path in manifests {
            let lines = (repository.contents(of: path) ?? "").split(separator: "\n")
                .filter { !$0.hasPrefix("#") && !$0.hasPrefix("{{") }
            let joined = lines.reduce(into: [String]()) { joined, line in
                if line.first == " " { joined[joined.count - 1] += line } else { joined.append(String(line)) }
            }
            for text in joined {
                for kind in ["Module", "Form", "List", "Alert"] {
                    let values = places.merging(["KindFolder": kind]) { $1 }
                    let filled = text.replacing(/\{\{(\w+)\}\}/) { values[String($0.output.1)] ?? "Probe" }
                    named.insert(try ManifestLine(filled[...], in: path).template)
                }
            }
        }

        // Then
        let templates = repository.files(under: Repository.templates).filter { $0.hasSuffix(".swift.template") }
            .map { String($0.dropFirst("Templates/".count).dropLast(".swift.template".count)) }
        #expect(manifests.count == 5)
        #expect(templates.count >= 60)
        #expect(templates.filter { !named.contains($0) } == [])
    }
}
