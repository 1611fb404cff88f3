/// What an Alert module reports to its coordinator.
@MainActor
public protocol AlertModuleOutput: AnyObject {
    /// An action was picked, by its number or, for the cancel action, by `:back`.
    var onAction: ((AlertAction) -> Void)? { get set }
}
