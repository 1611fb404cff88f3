/// The generator's command line, as `make module`, `make flow`, `make service` and `make feature` pass it, or as the
/// package's `generate` plugin does: a command, the name, then options as `--flow Cards` or as `flow=Cards`, with
/// `--root DIR` (`root=DIR`) for the repository.
///
/// `make` passes every option, empty when not given, so an empty value means the default.
struct GenerateCommand {
    // MARK: - Properties

    /// The one line shown for a command line the generator does not take.
    static let usage =
        "usage: make module name=<Name> flow=<Flow> [kind=form|list|alert] [input=no|<Model>] [service=<Service>]"
        + " [field=<property>] [add=yes] [entry=<Screen>] [limit=<characters>], make flow name=<Flow>,"
        + " make service name=<Name> [kind=collection] [field=<property>] [limit=<characters>],"
        + " or make feature name=<Item> flow=<Flow> entry=<Screen> [field=<property>] [limit=<characters>]"

    /// The options each command takes, besides `root`.
    private static let options = [
        "module": ["flow", "input", "kind", "service", "field", "add", "entry", "limit"], "flow": [],
        "service": ["kind", "field", "limit"], "feature": ["flow", "entry", "field", "limit"],
    ]

    /// What to generate.
    let request: GenerationRequest

    /// The repository's root folder.
    let root: String

    // MARK: - Initialization

    /// Parses the arguments that follow the program's name.
    init(arguments: [String]) throws(GenerationError) {
        var remaining = arguments[...]
        guard let command = remaining.popFirst(), let allowed = Self.options[command] else {
            throw .usage(Self.usage)
        }
        var options: [String: String] = [:]
        if let first = remaining.first, !first.hasPrefix("--"), !first.contains("=") {
            options["name"] = remaining.popFirst()
        }
        while let word = remaining.popFirst() {
            let pair =
                word.hasPrefix("--")
                ? [String(word.dropFirst(2))]
                : word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let key = pair.first, allowed.contains(key) || ["name", "root"].contains(key),
                let value = pair.count == 2 ? pair[1] : word.hasPrefix("--") ? remaining.popFirst() : nil
            else { throw .usage(Self.usage) }
            options[key] = value
        }
        let value = { (key: String) in options[key].flatMap { $0.isEmpty ? nil : $0 } }
        guard let name = value("name") else { throw .usage("name= is missing; \(Self.usage)") }
        root = value("root") ?? "."
        let field = try Self.field(value("field"))
        let limit = try Self.limit(value("limit"))
        switch command {
        case "flow":
            request = .flow(name: name)
        case "service":
            guard [nil, "value", "collection"].contains(value("kind")) else {
                throw .usage("kind= takes value (the default) or collection for a service; \(Self.usage)")
            }
            request = .service(name: name, isCollection: value("kind") == "collection", field: field, limit: limit)
        case "feature":
            guard let flow = value("flow") else { throw .usage("flow= is missing; \(Self.usage)") }
            guard let entry = value("entry") else { throw .usage("entry= is missing; \(Self.usage)") }
            request = .feature(name: name, flow: flow, entry: entry, field: field, limit: limit)
        default:
            request = try Self.module(name, flow: value("flow"), options: value, field: field, limit: limit)
        }
    }

    // MARK: - Public Methods

    /// What the generator prints once `plan` is written: what it made, every file, and what to do next.
    func report(of plan: Plan) -> [String] {
        let heading: String
        let name: String
        switch request {
        case .module(let module):
            heading = "Generated the \(module.name) \(module.kind.noun) in the \(module.flow) flow, wired in:"
            name = module.name
        case .flow(let flow):
            heading = "Generated the \(flow) flow, with its first screen, wired in:"
            name = flow
        case .service(let service, let isCollection, _, _):
            heading =
                "Generated \(service)Service, kept in a file\(isCollection ? " per account, newest first" : ""),"
                + " with its fake and tests, wired in:"
            name = service
        case .feature(let item, let flow, let entry, _, _):
            heading = "Generated the \(item) feature on \(entry) in the \(flow) flow, with its tests, wired in:"
            name = item
        }
        return [heading] + plan.createdPaths.map { "  new     \($0)" } + plan.editedPaths.map { "  edited  \($0)" }
            + plan.nextSteps + ["Then check it: make format build lint, and swift test --filter \(name)"]
    }

    // MARK: - Private Methods

    /// The request for a module, from its options.
    private static func module(
        _ name: String,
        flow: String?,
        options value: (String) -> String?,
        field: String?,
        limit: Int?
    ) throws(GenerationError) -> GenerationRequest {
        guard let flow else { throw .usage("flow= is missing; \(Self.usage)") }
        let entry = value("entry")
        let hasInput: Bool
        var model: String?
        switch value("input") {
        case nil: hasInput = entry == nil
        case "yes" where entry == nil: hasInput = true
        case "no": hasInput = false
        case let type? where entry == nil && TypeName.isIdentifier(type):
            hasInput = true
            model = type
        case _ where entry != nil:
            throw .usage("entry= shows the module from a row, with nothing to configure it with: leave input= out")
        default: throw .usage("input= takes yes, no or a model's name, such as Card; \(Self.usage)")
        }
        let service = value("service")
        if let service, !TypeName.isIdentifier(service) {
            throw .usage("service= takes a service protocol's name, such as CardService; \(Self.usage)")
        }
        guard let kind = ModuleKind(rawValue: value("kind").map { $0 == "message" ? "screen" : $0 } ?? "screen") else {
            throw .usage("kind= takes screen (or message), form, list or alert; \(Self.usage)")
        }
        guard [nil, "yes", "no"].contains(value("add")) else {
            throw .usage("add= takes yes or no; \(Self.usage)")
        }
        let adds = value("add") == "yes"
        guard !adds || kind == .list else { throw .usage("add=yes gives a list an add row: add kind=list") }
        return .module(
            ModuleRequest(
                name: name,
                flow: flow,
                hasInput: hasInput,
                kind: kind,
                model: model,
                service: service,
                field: field,
                adds: adds,
                entry: entry,
                limit: limit
            )
        )
    }

    /// `field=`: a lowerCamelCase property name in ASCII, or nil when not given.
    private static func field(_ text: String?) throws(GenerationError) -> String? {
        guard let text else { return nil }
        guard let first = text.first, first.isASCII, first.isLowercase, TypeName.isIdentifier(TypeName.upperFirst(text))
        else { throw .usage("field= takes a property's name in lowerCamelCase ASCII, such as text; \(Self.usage)") }
        guard !Planner.lowercaseKeywords.contains(text) else {
            throw .usage("field= takes a property's name, and \(text) is a Swift keyword; \(Self.usage)")
        }
        return text
    }

    /// `limit=`: a number of characters from 1 to ``maximumLimit``, or nil when not given.
    private static func limit(_ text: String?) throws(GenerationError) -> Int? {
        guard let text else { return nil }
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let limit = Int(text), (1...maximumLimit).contains(limit)
        else { throw .usage("limit= takes a number of characters from 1 to \(maximumLimit); \(Self.usage)") }
        return limit
    }

    /// The longest text `limit=` may allow, in characters: far less than a state file holds.
    static let maximumLimit = 10_000
}
