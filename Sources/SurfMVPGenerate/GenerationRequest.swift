/// What the generator was asked to make.
enum GenerationRequest: Equatable {
    /// A module in an existing flow: `make module name=Nickname flow=Cards [kind=alert] [input=no|<Model>]
    /// [service=<Service>] [field=<property>] [add=yes] [entry=<Screen>] [limit=<characters>]`; its ModuleInput
    /// takes a message, or `model` when one is given, and none when it is reached from a row of `entry`.
    case module(
        name: String,
        flow: String,
        hasInput: Bool,
        kind: ModuleKind,
        model: String? = nil,
        service: String? = nil,
        field: String? = nil,
        adds: Bool = false,
        entry: String? = nil,
        limit: Int? = nil
    )
    /// A flow's coordinator with its first screen: `make flow name=Settings`.
    case flow(name: String)
    /// A service protocol, its file-backed implementation, its stored model, its fake, its tests, and its place in
    /// the app's dependencies: `make service name=Limit [kind=collection] [field=<property>] [limit=<characters>]`.
    case service(name: String, isCollection: Bool = false, field: String? = nil, limit: Int? = nil)
    /// A collection service, a list of it with an add row, a form that adds to it, a row on `entry` that shows the
    /// list, the wiring and an app-level test: `make feature name=Note flow=Profile entry=Profile`.
    case feature(name: String, flow: String, entry: String, field: String? = nil, limit: Int? = nil)
}

/// The kinds of module the generator makes.
enum ModuleKind: String {
    /// A screen with a view of its own: a message and Done (`kind=message` says the same).
    case screen
    /// A text-entry screen, with a value type in `Sources/Modules/Models` that checks what is typed, or given a
    /// service that keeps a model it can check, saving through it.
    case form
    /// A list to pick one item from, with an empty state: of the input's model, of strings, or of what its service
    /// lists; with an add row, a list to read and add to.
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
