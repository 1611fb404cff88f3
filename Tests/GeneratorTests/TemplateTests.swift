import Testing

@testable import SurfMVPGenerate

/// Templates: placeholders filled, sections kept or dropped by their flag, and every real template whole.
@Suite struct TemplateTests {
    private let values = ["Name": "Nickname", "Title": "Nickname", "Flow": "Cards", "Kind": "screen"]

    @Test func placeholdersAreFilledAndSectionsKeptByTheirFlag() throws {
        // Given
        let sut = Template(
            path: "Example.swift.template",
            text: """
                protocol {{Name}}ModuleOutput {
                {{#input}}
                    func configureModule(with message: String)
                {{/input}}
                {{^input}}
                    func start()
                {{/input}}
                }

                """
        )

        // When
        let withInput = try sut.render(values: values, flags: ["input": true])
        let withoutInput = try sut.render(values: values, flags: ["input": false])

        // Then
        #expect(withInput == "protocol NicknameModuleOutput {\n    func configureModule(with message: String)\n}\n")
        #expect(withoutInput == "protocol NicknameModuleOutput {\n    func start()\n}\n")
    }

    @Test(arguments: [
        "an unknown placeholder", "an unknown flag", "an unclosed section", "a stray section end", "an unclosed brace",
    ])
    func aBrokenTemplateSaysWhatIsWrong(example: String) {
        // Given
        let (text, problem) =
            switch example {
            case "an unknown placeholder": ("{{Nmae}}View\n", "{{Nmae}} is not a placeholder the generator fills")
            case "an unknown flag": ("{{#inptu}}\n{{/inptu}}\n", "{{#inptu}} is not a flag")
            case "an unclosed section": ("{{#input}}\nlet a = 1\n", "a {{input}} section is not closed")
            case "a stray section end": ("{{/input}}\n", "{{/input}} closes no open section")
            default: ("let a = {{Name\n", "a {{ is not closed: let a = {{Name")
            }
        let sut = Template(path: "Broken.swift.template", text: text)

        // When
        let error: GenerationError?
        do {
            _ = try sut.render(values: values, flags: ["input": true])
            error = nil
        } catch let refusal {
            error = refusal
        }

        // Then
        #expect(error == .brokenTemplate(path: "Broken.swift.template", problem: problem))
    }

    @Test(
        arguments: [
            "none", "message", "model", "model and service", "message and service", "service", "unlisting service",
            "saving service", "adding service",
        ]
    )
    func everyTemplateInTheRepositoryRendersWholeWithinTheLineLengthForTheLongestNamesPromised(options: String) throws {
        // Given: names as long as Templates/README.md promises, 23 characters for a module and 17 for a flow, and
        // the longest model and service of the repository's
        let repository = GeneratorFixture.repository
        let paths = repository.files(under: Repository.templates).filter { $0.hasSuffix(".swift.template") }
        let input =
            switch options {
            case "none", "service", "unlisting service", "saving service", "adding service": nil as ModuleOptions.Input?
            case "message", "message and service":
                ModuleOptions.Input(
                    type: "String",
                    name: "message",
                    sample: ModuleOptions.sampleMessage,
                    isModel: false
                )
            default:
                ModuleOptions.Input(
                    type: "SignInIdentifier",
                    name: "signInIdentifier",
                    sample: "SignInIdentifier.newcomer",
                    isModel: true
                )
            }
        let service =
            options.hasSuffix("service")
            ? ModuleOptions.Service(
                type: "OnboardingService",
                name: "onboardingService",
                double: "OnboardingServiceSpy"
            )
            : nil
        var moduleOptions = ModuleOptions(input: input, service: service)
        // A model shown by `String(describing:)`, the longest text, and a service that lists it.
        let shown = ModuleOptions.Item(type: "SignInIdentifier", textProperty: nil, sample: "SignInIdentifier.newcomer")
        if input?.isModel == true {
            moduleOptions.item = shown
        }
        if ["service", "adding service", "saving service"].contains(options) {
            moduleOptions.serviceListing = ModuleOptions.Listing(
                method: "signInIdentifiers",
                item: shown,
                throwsError: true
            )
        }
        moduleOptions.adds = options == "adding service"
        if ["adding service", "saving service"].contains(options) {
            let saver = try #require(Requirement(line: "func add(_ a: SignInIdentifier) async throws(AccountError)"))
            let reader = try #require(Requirement(line: "func signInIdentifiers() async throws(AccountError) -> [A]"))
            moduleOptions.saving = ModuleOptions.Saving(
                model: "SignInIdentifier",
                field: "value",
                saver: saver,
                reader: reader
            )
        }
        let module = [
            "Name": "ContactlessPaymentLimit", "Title": "Contactless payment limit",
            "LowercaseTitle": "contactless payment limit", "Kind": "screen",
            "ValueType": "ContactlessPaymentLimitValue", "ValueTitle": "contactless payment limit value",
        ]
        .merging(moduleOptions.values) { $1 }
        let flow = ["Name": "PaymentPreference", "Title": "Payment preference", "Flow": "PaymentPreference"]
        let serviceValues = Planner.serviceValues(for: try TypeName("ContactlessPaymentLimit"))
            .merging(["limit": "10000"]) { $1 }
        let entry = [
            "Name": "ContactlessPaymentLimit", "name": "contactlessPaymentLimit", "Title": "Contactless payment limit",
            "LowercaseTitle": "contactless payment limit", "Entry": "PaymentPreferenceSummary",
            "Flow": "PaymentPreference",
            "EntryStart": "sut.start(with: .paymentPreference(id: 1, account: 1))", "RowNumber": "10",
            "EntryPresenter": "PaymentPreferenceSummaryPresenter(onboardingService: OnboardingServiceSpy())",
        ]
        let feature = serviceValues.merging(entry) { $1 }.merging([
            "List": "ContactlessPaymentLimits", "ListTitle": "Contactless payment limits",
            "Form": "AddContactlessPaymentLimit", "AddTitle": "Add contactless payment limit",
            "EntryLink": ".paymentPreference(id: 1, account: 1)",
        ]) { $1 }

        // When
        let rendered = try paths.map { path in
            let options = path.hasPrefix("Templates/List/") ? moduleOptions.forList() : moduleOptions
            let values =
                switch path.split(separator: "/")[1] {
                case "Flow": flow
                case "Service": serviceValues
                case "Entry": entry
                case "Feature": feature
                default: module.merging(options.values) { $1 }.merging(["Flow": "Cards"]) { $1 }
                }
            return try Template(path: path, text: repository.contents(of: path) ?? "")
                .render(
                    values: Filler.withArticles(values),
                    flags: options.flags.merging(["collection": options.adds]) { $1 }
                )
        }

        // Then
        #expect(paths.count >= 30)
        for (path, text) in zip(paths, rendered) {
            #expect(!text.contains("{{") && !text.contains("}}"), "\(path)")
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= Planner.lineLength }, "\(path)")
            #expect(!text.contains("\t"), "\(path)")
        }
    }

    @Test func theTemplatesOfFilesThatCopyIntoAUIKitAppImportNothingOfTerminal() {
        // Given: what README says copies into an app unchanged, a module's five role files and a flow's two
        let roles = [
            "Presenter", "ViewInput", "ViewOutput", "ModuleInput", "ModuleOutput", "Coordinator", "CoordinatorOutput",
        ]
        let repository = GeneratorFixture.repository
        let paths = repository.files(under: Repository.templates).filter { path in
            roles.contains { path.hasSuffix("/\($0).swift.template") }
        }

        // When
        let importing = paths.filter { path in
            (repository.contents(of: path) ?? "").split(separator: "\n").contains { line in
                line.split(separator: " ").last == "Terminal" && line.split(separator: " ").contains("import")
            }
        }

        // Then
        #expect(paths.count >= 10)
        #expect(importing == [])
    }
}
