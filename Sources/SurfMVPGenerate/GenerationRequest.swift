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
}

/// The kinds of module the generator makes.
enum ModuleKind: String {
    /// A screen with a view of its own.
    case screen
    /// An alert with logic, on the shared `AlertView`: Surf's coordinatable alert.
    case alert
}
