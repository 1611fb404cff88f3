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

    /// A model the screen shows as text: a screen's input, or a list's items.
    struct Item {
        /// The model, such as `Card`.
        let type: String
        /// The `String` property it is shown by (`title`), or nil to show it with `String(describing:)`.
        let textProperty: String?
        /// Its fixture, such as `Card.sample`, or nil where the tests need none.
        let sample: String?

        /// The parameter a single item is named by: `card`.
        var name: String { TypeName.lowerFirst(type) }

        /// The text of the item named ``name``: `card.title`, or `String(describing: card)`.
        var text: String { Self.text(of: name, by: textProperty) }

        /// The text of `expression`, a value of the model, read by `property`, or described where there is none.
        static func text(of expression: String, by property: String?) -> String {
            property.map { "\(expression).\($0)" } ?? "String(describing: \(expression))"
        }
    }

    /// The service's requirement that lists a model, which a list without input loads its items with.
    struct Listing {
        /// The method, such as `cards`, called with no arguments.
        let method: String
        /// What it lists: `Card`, shown by its text property.
        let item: Item
        /// Whether the method throws, so the list says when it could not load.
        let throwsError: Bool
    }

    /// How a form saves what is typed through its service: the model it makes of the text (by the model's
    /// `init(entered:)`), the requirement that takes it, and the one that reads it back.
    struct Saving {
        /// The model, such as `Note`.
        let model: String
        /// The model's `String` property the typed text fills: `text`.
        let field: String
        /// The requirement that takes the model: `add(_:)`.
        let saver: Requirement
        /// The requirement that reads it back: `notes()`.
        let reader: Requirement
    }

    /// The message a module with a message input is configured with in its tests.
    static let sampleMessage = "\"A message from the coordinator.\""

    // MARK: - Properties

    /// The ModuleInput's value, or nil for a module without a ModuleInput.
    let input: Input?

    /// The service, or nil for a module that uses none.
    let service: Service?

    /// The type of a list's items, or of the model a screen is configured with: the model's, or `String` for
    /// messages and for a list without a ModuleInput whose service lists no model.
    var itemType: String { item?.type ?? "String" }

    /// The model the screen shows as text, if it shows one: the input's, or the items' of a list.
    var item: Item?

    /// What the service lists, if one of its requirements lists a model: used by a list without input.
    var serviceListing: Listing?

    /// The listing a list loads its items with, or nil where its items come from its input.
    var listing: Listing?

    /// How a form saves through its service, or nil for a form that reports what is typed.
    var saving: Saving?

    /// Whether a list has an add row, reported through `onAdd`.
    var adds = false

    /// The longest text a form's own value type accepts, in characters.
    var limit = Self.defaultLimit

    /// The longest text a generated value or model accepts when no `limit=` is given, in characters.
    static let defaultLimit = 200

    /// The placeholders these options fill: `InputType`, `inputName`, `InputName`, `InputSample`, `ItemType` (a
    /// list's, `String` but for a model), `Service`, `serviceName`, `ServiceDouble`, `ServiceArgument`
    /// (`cardService: cardService`) and `TestServiceArgument` (`cardService: CardServiceFake()`); for a model shown
    /// as text, `itemName` (`card`), `ItemText` (`card.title`) and `SampleText` (`Card.sample.title`);
    /// `listingMethod` (`cards`) and `ListingCall` (`try await cardService.cards()`); `AddTitle` (`Add note`); for a
    /// form, `field` and `Field` (the property it fills, `text`), `limit`, and when it saves, `savingMethod` (`add`),
    /// `ServiceError` (`NoteError`) and `ReadBack` (`try await noteService.notes().first?.text`); each empty where
    /// there is none.
    var values: [String: String] {
        [
            "itemName": item?.name ?? "",
            "ItemText": item?.text ?? "",
            "SampleText": item?.sample.map { Item.text(of: $0, by: item?.textProperty) } ?? "",
            "listingMethod": listing?.method ?? "",
            "ListingCall": listing.map { listing in
                (listing.throwsError ? "try " : "") + "await \(service?.name ?? "").\(listing.method)()"
            } ?? "",
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
            "AddTitle": "Add " + (item.flatMap { try? TypeName($0.type).lowercaseTitle } ?? "one"),
            "ItemSample": item?.sample ?? "",
            "field": saving?.field ?? "text", "Field": TypeName.upperFirst(saving?.field ?? "text"),
            "limit": String(limit), "savingMethod": saving?.saver.method ?? "",
            "ServiceError": saving?.saver.error ?? "",
            "ReadBack": saving.map { saving in
                (saving.reader.error == nil ? "" : "try ") + "await \(service?.name ?? "").\(saving.reader.method)()"
                    + (saving.reader.listed == nil ? "?" : ".first?") + ".\(saving.field)"
            } ?? "",
        ]
    }

    /// The sections these options keep: `input`, `model` (the input is a model), `service`, `testSupport` (the
    /// tests pass a model's fixture or a service's double, both from `ModulesTestSupport`), `modelText` (the screen
    /// shows a model as text), `listing` (a list loads its items through its service), `listingThrows` (that
    /// listing can fail), `adds` (a list has an add row) and `saving` (a form saves through its service).
    var flags: [String: Bool] {
        let isModel = input?.isModel ?? false
        return [
            "input": input != nil, "model": isModel, "service": service != nil,
            "testSupport": isModel || service != nil, "modelText": item != nil, "listing": listing != nil,
            "listingThrows": listing?.throwsError ?? false, "adds": adds, "saving": saving != nil,
        ]
    }
}

// MARK: - Looking Them Up

extension ModuleOptions {
    /// The options for a module with a ModuleInput or not (`hasInput`), configured with `model` (nil for a message)
    /// and given `service`, as `repository` declares them; a model is shown by its property `field` when one is
    /// named, and a form saves through a service that takes a model it can make of typed text (``saving``).
    ///
    /// - Throws: `GenerationError` when the model is not one of `Sources/Modules/Models` or has no fixture in
    ///   `Tests/ModulesTestSupport`, when the service is not a protocol of `Sources/Modules/Services`, has no
    ///   double there that builds with `()`, or is not among the app's dependencies, or when `field` is not a
    ///   `String` property of the model shown.
    init(
        hasInput: Bool,
        model: String?,
        service: String?,
        field: String? = nil,
        in repository: Repository
    ) throws(GenerationError) {
        let shownBy = { (model: String) throws(GenerationError) -> String? in
            guard let field else { return repository.textProperty(of: model) }
            let properties = repository.stringProperties(of: model)
            guard properties.contains(field) else { throw .unknownField(field, model: model, known: properties) }
            return field
        }
        if let model {
            let models = repository.models()
            guard models.contains(model) else { throw .unknownModel(model, known: models) }
            guard let sample = repository.fixture(of: model) else { throw .noFixture(model: model) }
            input = Input(type: model, name: TypeName.lowerFirst(model), sample: "\(model).\(sample)", isModel: true)
            item = Item(type: model, textProperty: try shownBy(model), sample: "\(model).\(sample)")
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
        if let listing = repository.listing(of: service), let model = listing.listed, input == nil {
            let sample = repository.fixture(of: model).map { "\(model).\($0)" }
            let item = Item(type: model, textProperty: try shownBy(model), sample: sample)
            serviceListing = Listing(method: listing.method, item: item, throwsError: listing.error != nil)
        }
        let requirements = repository.requirements(of: service)
        guard
            let saver = requirements.first(where: {
                $0.error != nil && $0.parameter.map(repository.isEnterable) == true
            }),
            let model = saver.parameter,
            let reader = requirements.first(where: { $0.parameter == nil && $0.read == model }),
            let shown = try shownBy(model)
        else { return }
        saving = Saving(model: model, field: shown, saver: saver, reader: reader)
    }
}

// MARK: - Lists

extension ModuleOptions {
    /// These options for a list, whose ModuleInput takes several of what a screen's takes: `[Card]` named `cards`
    /// with two of the model's fixture in the tests, or `[String]` named `items` with two strings.
    ///
    /// A list without input whose service lists a model (`CardService.cards()`) loads its items through it.
    func forList() -> ModuleOptions {
        guard let input else {
            var options = self
            if let serviceListing {
                options.listing = serviceListing
                options.item = serviceListing.item
            }
            return options
        }
        let listed =
            input.isModel
            ? Input(
                type: "[\(input.type)]",
                name: Self.plural(of: input.name),
                sample: "[\(input.sample), \(input.sample)]",
                isModel: true
            )
            : Input(type: "[String]", name: "items", sample: #"["First item", "Second item"]"#, isModel: false)
        return ModuleOptions(input: listed, service: service, item: item)
    }

    /// The English plural of a lowerCamelCase name's last word, made the simple way: `cards`, `addresses`,
    /// `categories`.
    static func plural(of name: String) -> String {
        if ["s", "x", "z", "ch", "sh"].contains(where: name.hasSuffix) { return name + "es" }
        if name.hasSuffix("y"), let before = name.dropLast().last, !"aeiou".contains(before) {
            return name.dropLast() + "ies"
        }
        return name + "s"
    }
}
