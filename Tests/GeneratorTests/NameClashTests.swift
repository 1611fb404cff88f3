import Testing

@testable import SurfMVPGenerate

/// A name is refused when a name the templates make from it is one they use as written, or a type that the code
/// which sees `Modules` uses unqualified: the tree would not build, or would mean something else.
@Suite struct NameClashTests {
    private func refusal(
        of request: GenerationRequest,
        on tree: FileTreeFake = GeneratorFixture.serviceTree,
        templates: (any FileTree)? = nil
    ) -> String? {
        do {
            _ = try Planner(tree: tree, templates: templates ?? GeneratorFixture.repository).plan(request)
            return nil
        } catch {
            return error.message
        }
    }

    /// The real templates, with `line` added at the end of `template` (without `.swift.template`).
    private func templates(adding line: String, to template: String) -> FileTreeFake {
        let repository = GeneratorFixture.repository
        var templates = FileTreeFake(files: [:])
        for path in repository.files(under: Repository.templates) {
            templates.files[path] = repository.contents(of: path)
        }
        templates.files[template + ".swift.template", default: ""] += line + "\n"
        return templates
    }

    /// The request for `Probe` as a `kind`: `flow`, `service`, or a kind of module.
    private static func probe(_ kind: String) -> GenerationRequest {
        switch kind {
        case "flow": .flow(name: "Probe")
        case "service": .service(name: "Probe")
        default:
            .module(
                ModuleRequest(name: "Probe", flow: "Cards", hasInput: true, kind: ModuleKind(rawValue: kind) ?? .screen)
            )
        }
    }

    // MARK: - Words the Templates Use

    @Test func everyWordTheCodeOfTheServicesTemplatesUsesIsRefusedAsAServiceName() {
        // Given: each word of the code of the real templates, capitalised, planned on the real repository
        let repository = GeneratorFixture.repository
        let templates = repository.files(under: "\(Repository.templates)/Service").filter {
            $0.hasSuffix(".swift.template")
        }
        let words = templates.flatMap { path in Template(path: path, text: repository.contents(of: path) ?? "").words()
        }
        let names = Set(words.map(\.text).filter { !$0.contains("{{") }.map(TypeName.upperFirst))
            .filter { (try? TypeName($0)) != nil }.sorted()
        let planner = Planner(tree: repository)

        // When
        let accepted = names.filter { name in (try? planner.plan(.service(name: name))) != nil }

        // Then
        #expect(names.count > 50)
        #expect(accepted == [])
    }

    @Test(arguments: [
        ("screen", "Module/Presenter", "ProbePresenter", "module"),
        ("form", "Form/Presenter", "ProbePresenter", "form"),
        ("list", "List/Presenter", "ProbePresenter", "list"), ("alert", "Alert/Presenter", "ProbePresenter", "alert"),
        ("flow", "Flow/Coordinator", "ProbeCoordinator", "flow"),
        ("flow", "Module/Presenter", "ProbePresenter", "flow"),
        ("service", "Service/Service", "probe", "service"),
        ("screen", "Module/Wiring/CoordinatorShow", "showProbe", "module"),
    ])
    func everyKindRefusesANameItsTemplatesWouldMakeIntoAWordTheyUse(
        kind: String,
        template: String,
        word: String,
        noun: String
    ) {
        // Given
        let templates = templates(adding: "private typealias Other = \(word)", to: "Templates/" + template)

        // When
        let message = refusal(of: Self.probe(kind), templates: templates)

        // Then
        #expect(message == "`Probe` would clash with `\(word)` in the \(noun)'s template: pick another name")
    }

    @Test(
        arguments: [
            ("// ProbePresenter, in a comment", nil), (#"private let other = "ProbePresenter, in a string""#, nil),
            (#"private let other = "\(ProbePresenter.self), in an interpolation""#, "ProbePresenter"),
        ] as [(String, String?)]
    )
    func aWordInACommentOrAStringClashesWithNothingButOneInAnInterpolationDoes(line: String, clash: String?) {
        // Given
        let templates = templates(adding: line, to: "Templates/Module/Presenter")

        // When
        let message = refusal(of: Self.probe("screen"), templates: templates)

        // Then
        #expect(message == clash.map { "`Probe` would clash with `\($0)` in the module's template: pick another name" })
    }

    // MARK: - Examples

    @Test(arguments: [
        ("Reporter", "reporter"), ("Directory", "directory"), ("Sessions", "sessions"), ("Now", "now"),
        ("Account", "account"), ("Folder", "folder"), ("Clock", "clock"), ("Typed", "typed"), ("Save", "save"),
    ])
    func aServiceNamedLikeAWordItsTemplatesUseIsRefusedNamingThatWord(name: String, word: String) {
        // When
        let message = refusal(of: .service(name: name))

        // Then
        #expect(message == "`\(name)` would clash with `\(word)` in the service's template: pick another name")
    }

    @Test(arguments: ["UUID", "Date", "String", "Sendable"])
    func aServiceWhoseModelWouldBeATypeItsTemplatesUseIsRefused(name: String) {
        // When
        let message = refusal(of: .service(name: name))

        // Then
        #expect(message == "`\(name)` would clash with `\(name)` in the service's template: pick another name")
    }

    @Test func aServiceNamedFileIsMadeNowThatTheTemplatesHelperHasANameOfItsOwn() throws {
        // When
        let plan = try GeneratorFixture.planner(on: GeneratorFixture.serviceTree).plan(.service(name: "File"))

        // Then
        let service = try #require(plan.change(at: "Sources/Modules/Services/File/FileFileService.swift")?.contents)
        #expect(service.contains("public func file() async throws(FileError) -> File? {"))
    }

    @Test func aModelNamedLikeATypeThatCodeWhichSeesModulesUsesIsRefusedAsShadowingIt() {
        // Given: a view of Modules that uses `Decimal`, and a Terminal file (which cannot see Modules) that uses
        // `Duration`
        var tree = GeneratorFixture.serviceTree
        let view = "Sources/Modules/Main/CardList/CardListView.swift"
        tree.files[view] = "final class CardListView {\n    let limit = Decimal(10)\n}\n"
        tree.files["Sources/Terminal/Spinner.swift"] =
            "final class Spinner {\n    let period = Duration.seconds(1)\n}\n"

        // When
        let decimal = refusal(of: .service(name: "Decimal"), on: tree)
        let duration = refusal(of: .service(name: "Duration"), on: tree)

        // Then
        #expect(decimal == "`Decimal` would shadow `Decimal`, which \(view) uses unqualified: pick another name")
        #expect(duration == nil)
    }

    @Test func aTypeUsedOnlyAsAMemberOrInATestThatDoesNotImportModulesIsNotShadowed() {
        // Given
        var tree = GeneratorFixture.serviceTree
        tree.files["Sources/Modules/Main/CardList/CardListView.swift"] = "let limit = Foundation.Decimal(10)\n"
        tree.files["Tests/StorageTests/LimitTests.swift"] = "import Storage\n\nlet limit = Decimal(10)\n"
        tree.files["Tests/ModulesTests/LimitTests.swift"] = "@testable import Modules\n\n// Decimal(10)\n"

        // When
        let message = refusal(of: .service(name: "Decimal"), on: tree)

        // Then
        #expect(message == nil)
    }
}
