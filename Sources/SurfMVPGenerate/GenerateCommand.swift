/// The generator's command line, as `make module` and `make flow` pass it:
/// `module NAME --flow FLOW [--input yes|no|MODEL] [--kind screen|form|list|alert] [--service SERVICE] [--root DIR]` or
/// `flow NAME [--root DIR]` or `service NAME [--root DIR]`.
///
/// `make` passes every option, empty when not given, so an empty value means the default.
struct GenerateCommand {
    // MARK: - Properties

    /// The one line shown for a command line the generator does not take.
    static let usage =
        "usage: make module name=<Name> flow=<Flow> [kind=form|list|alert] [input=no|<Model>] [service=<Service>],"
        + " or make flow name=<Flow>, or make service name=<Name>"

    /// What to generate.
    let request: GenerationRequest

    /// The repository's root folder.
    let root: String

    // MARK: - Initialization

    /// Parses the arguments that follow the program's name.
    init(arguments: [String]) throws(GenerationError) {
        var remaining = arguments[...]
        guard let command = remaining.popFirst(), ["module", "flow", "service"].contains(command) else {
            throw .usage(Self.usage)
        }
        let name = remaining.first?.hasPrefix("--") == false ? remaining.popFirst() ?? "" : ""
        var options: [String: String] = [:]
        while let option = remaining.popFirst() {
            let allowed = command == "module" ? ["--flow", "--input", "--kind", "--service", "--root"] : ["--root"]
            guard allowed.contains(option), let value = remaining.popFirst() else { throw .usage(Self.usage) }
            options[option] = value
        }
        guard !name.isEmpty else { throw .usage("name= is missing; \(Self.usage)") }
        root = options["--root"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        guard command == "module" else {
            request = command == "service" ? .service(name: name) : .flow(name: name)
            return
        }
        let flow = options["--flow"] ?? ""
        guard !flow.isEmpty else { throw .usage("flow= is missing; \(Self.usage)") }
        let hasInput: Bool
        var model: String?
        switch options["--input"] ?? "" {
        case "", "yes": hasInput = true
        case "no": hasInput = false
        case let type where TypeName.isIdentifier(type):
            hasInput = true
            model = type
        default: throw .usage("input= takes yes, no or a model's name, such as Card; \(Self.usage)")
        }
        let service = options["--service"].flatMap { $0.isEmpty ? nil : $0 }
        if let service, !TypeName.isIdentifier(service) {
            throw .usage("service= takes a service protocol's name, such as CardService; \(Self.usage)")
        }
        let kindName = options["--kind"].flatMap { $0.isEmpty || $0 == "message" ? nil : $0 } ?? "screen"
        guard let kind = ModuleKind(rawValue: kindName) else {
            throw .usage("kind= takes screen (or message), form, list or alert; \(Self.usage)")
        }
        request = .module(name: name, flow: flow, hasInput: hasInput, kind: kind, model: model, service: service)
    }

    // MARK: - Public Methods

    /// What the generator prints once `plan` is written: what it made, every file, and what to do next.
    func report(of plan: Plan) -> [String] {
        let heading: String
        let name: String
        switch request {
        case .module(let module, let flow, _, let kind, _, _):
            heading = "Generated the \(module) \(kind.noun) in the \(flow) flow, wired in:"
            name = module
        case .flow(let flow):
            heading = "Generated the \(flow) flow, with its first screen, wired in:"
            name = flow
        case .service(let service):
            heading = "Generated \(service)Service, kept in a file, with its fake and tests, wired in:"
            name = service
        }
        return [heading] + plan.createdPaths.map { "  new     \($0)" } + plan.editedPaths.map { "  edited  \($0)" }
            + plan.nextSteps + ["Then check it: make build lint, and swift test --filter \(name)"]
    }
}
