/// What the generator was asked to make.
enum GenerationRequest: Equatable {
    /// A module in an existing flow: `make module name=Nickname flow=Cards [kind=alert] [input=no|<Model>]
    /// [service=<Service>]`; its ModuleInput takes a message, or `model` when one is given.
    case module(
        name: String,
        flow: String,
        hasInput: Bool,
        kind: ModuleKind,
        model: String? = nil,
        service: String? = nil
    )
    /// A flow's coordinator with its first screen: `make flow name=Settings`.
    case flow(name: String)
    /// A service protocol, its file-backed implementation, its stored model, its fake, its tests, and its place in
    /// the app's dependencies: `make service name=Limit`.
    case service(name: String)
}

/// The kinds of module the generator makes.
enum ModuleKind: String {
    /// A screen with a view of its own: a message and Done (`kind=message` says the same).
    case screen
    /// A text-entry screen, with a value type in `Sources/Modules/Models` that checks what is typed.
    case form
    /// A list to pick one item from, with an empty state: of the input's model, or of strings.
    case list
    /// An alert with logic, on the shared `AlertView`: Surf's coordinatable alert.
    case alert

    /// The folder of `Templates/` its files come from.
    var templateFolder: String {
        switch self {
        case .screen: "Module"
        case .form: "Form"
        case .list: "List"
        case .alert: "Alert"
        }
    }

    /// Whether the module has a view of its own, with its ViewInput, ViewOutput and their spies.
    var hasOwnView: Bool { self != .alert }

    /// What the generator calls it when it reports what it made.
    var noun: String { self == .screen ? "module" : rawValue }
}
