/// What the generator was asked to make.
enum GenerationRequest: Equatable {
    /// A module in an existing flow: `make module name=Nickname flow=Cards [kind=alert] [input=no|<Model>]
    /// [service=<Service>] [field=<property>] [add=yes] [entry=<Screen>] [limit=<characters>]`.
    case module(ModuleRequest)
    /// A flow's coordinator with its first screen: `make flow name=Settings`.
    case flow(name: String)
    /// A service protocol, its file-backed implementation, its stored model, its fake, its tests, and its place in
    /// the app's dependencies: `make service name=Limit [kind=collection] [field=<property>] [limit=<characters>]`.
    case service(name: String, isCollection: Bool = false, field: String? = nil, limit: Int? = nil)
    /// A collection service, a list of it with an add row, a form that adds to it, a row on `entry` that shows the
    /// list, the wiring and an app-level test: `make feature name=Note flow=Profile entry=Profile`.
    case feature(name: String, flow: String, entry: String, field: String? = nil, limit: Int? = nil)
}

/// A module to generate in an existing flow, as `make module` asks for it.
struct ModuleRequest: Equatable {
    /// Its name: `Nickname`.
    var name: String
    /// The flow whose coordinator shows it: `Cards`.
    var flow: String
    /// Whether it has a ModuleInput: a message, or `model` when one is given.
    var hasInput: Bool
    /// What kind of module it is.
    var kind: ModuleKind
    /// The model its ModuleInput takes, if any.
    var model: String? = nil
    /// The service its presenter is given, if any.
    var service: String? = nil
    /// The `String` property of its model it shows or fills, if named.
    var field: String? = nil
    /// Whether a list has an add row.
    var adds = false
    /// The menu screen that gets a row showing it, if any.
    var entry: String? = nil
    /// The most characters a form's own value takes, if given.
    var limit: Int? = nil
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
    var templateFolder: String { self == .screen ? "Module" : TypeName.upperFirst(rawValue) }

    /// Whether the module has a view of its own, with its ViewInput, ViewOutput and their spies.
    var hasOwnView: Bool { self != .alert }

    /// What the generator calls it when it reports what it made.
    var noun: String { self == .screen ? "module" : rawValue }
}
