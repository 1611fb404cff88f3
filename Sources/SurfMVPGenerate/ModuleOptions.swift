/// What a generated module takes and uses, looked up in the repository: the value its ModuleInput is configured
/// with (a message, or an existing model), and the existing service it is given, each with what its tests pass.
struct ModuleOptions {
    /// The value `configureModule(with:)` takes: its type, its parameter's name, and the value the tests pass.
    struct Input {
        /// `String` for a message, or a model such as `Card`.
        let type: String
        /// The parameter's name: `message`, `card`.
        let name: String
        /// A value of `type` the generated tests pass: a string literal, or a model's fixture such as `Card.sample`.
        let sample: String
        /// Whether the value is a model, not a message.
        let isModel: Bool
    }

    /// The service the presenter is given: its protocol, the property and parameter's name, and its test double.
    struct Service {
        /// The protocol, such as `CardService`.
        let type: String
        /// The name the configurator, the presenter and the app's dependencies give it: `cardService`.
        let name: String
        /// The double in `Tests/ModulesTestSupport` the generated tests pass: `CardServiceFake`.
        let double: String
    }

    /// The message a module with a message input is configured with in its tests.
    static let sampleMessage = "\"A message from the coordinator.\""

    // MARK: - Properties

    /// The ModuleInput's value, or nil for a module without a ModuleInput.
    let input: Input?

    /// The service, or nil for a module that uses none.
    let service: Service?

    /// The type of a list's items: the model's, or `String` for a list of messages or one without a ModuleInput.
    var itemType = "String"

    /// The placeholders these options fill: `InputType`, `inputName`, `InputName`, `InputSample`, `ItemType` (a
    /// list's, `String` but for a model), `Service`, `serviceName`, `ServiceDouble`, `ServiceArgument`
    /// (`cardService: cardService`) and `TestServiceArgument` (`cardService: CardServiceFake()`), each empty where
    /// there is none.
    var values: [String: String] {
        [
            "InputType": input?.type ?? "",
            "inputName": input?.name ?? "",
            "InputName": input.map { TypeName.upperFirst($0.name) } ?? "",
            "InputSample": input?.sample ?? "",
            "Service": service?.type ?? "",
            "serviceName": service?.name ?? "",
            "ServiceDouble": service?.double ?? "",
            "ItemType": itemType,
            "ServiceArgument": service.map { "\($0.name): \($0.name)" } ?? "",
            "TestServiceArgument": service.map { "\($0.name): \($0.double)()" } ?? "",
        ]
    }

    /// The sections these options keep: `input`, `model` (the input is a model), `service`, and `testSupport` (the
    /// tests pass a model's fixture or a service's double, both from `ModulesTestSupport`).
    var flags: [String: Bool] {
        let isModel = input?.isModel ?? false
        return [
            "input": input != nil, "model": isModel, "service": service != nil,
            "testSupport": isModel || service != nil,
        ]
    }
}

// MARK: - Looking Them Up

extension ModuleOptions {
    /// The options for a module with a ModuleInput or not (`hasInput`), configured with `model` (nil for a message)
    /// and given `service`, as `repository` declares them.
    ///
    /// - Throws: `GenerationError` when the model is not one of `Sources/Modules/Models` or has no fixture in
    ///   `Tests/ModulesTestSupport`, or when the service is not a protocol of `Sources/Modules/Services`, has no
    ///   double there that builds with `()`, or is not among the app's dependencies.
    init(hasInput: Bool, model: String?, service: String?, in repository: Repository) throws(GenerationError) {
        if let model {
            let models = repository.models()
            guard models.contains(model) else { throw .unknownModel(model, known: models) }
            guard let sample = repository.fixture(of: model) else { throw .noFixture(model: model) }
            input = Input(type: model, name: TypeName.lowerFirst(model), sample: "\(model).\(sample)", isModel: true)
        } else if hasInput {
            input = Input(type: "String", name: "message", sample: Self.sampleMessage, isModel: false)
        } else {
            input = nil
        }
        guard let service else {
            self.service = nil
            return
        }
        let services = repository.serviceProtocols()
        guard services.contains(service) else { throw .unknownService(service, known: services) }
        guard let double = repository.testDouble(of: service) else { throw .noTestDouble(service: service) }
        let name = TypeName.lowerFirst(service)
        guard repository.appDependencies(provide: "let \(name): any \(service)") else {
            throw .notInAppDependencies(service: service, property: name)
        }
        self.service = Service(type: service, name: name, double: double)
    }
}

// MARK: - Lists

extension ModuleOptions {
    /// These options for a list, whose ModuleInput takes several of what a screen's takes: `[Card]` named `cards`
    /// with two of the model's fixture in the tests, or `[String]` named `items` with two strings.
    func forList() -> ModuleOptions {
        guard let input else { return self }
        let itemType = input.isModel ? input.type : "String"
        let listed =
            input.isModel
            ? Input(
                type: "[\(input.type)]",
                name: Self.plural(of: input.name),
                sample: "[\(input.sample), \(input.sample)]",
                isModel: true
            )
            : Input(type: "[String]", name: "items", sample: #"["First item", "Second item"]"#, isModel: false)
        return ModuleOptions(input: listed, service: service, itemType: itemType)
    }

    /// The English plural of a lowerCamelCase name's last word, made the simple way: `cards`, `addresses`,
    /// `categories`.
    private static func plural(of name: String) -> String {
        if ["s", "x", "z", "ch", "sh"].contains(where: name.hasSuffix) { return name + "es" }
        if name.hasSuffix("y"), let before = name.dropLast().last, !"aeiou".contains(before) {
            return name.dropLast() + "ies"
        }
        return name + "s"
    }
}
