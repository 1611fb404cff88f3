/// What an Alert module reports to its coordinator.
@MainActor
public protocol AlertModuleOutput: AnyObject {
    /// An action was picked: by its number or label, the preferred one by Enter alone, the cancel one by `:back`.
    var onAction: ((AlertAction) -> Void)? { get set }
}
