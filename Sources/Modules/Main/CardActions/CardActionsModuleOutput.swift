/// What the CardActions alert reports to its coordinator.
@MainActor
public protocol CardActionsModuleOutput: AnyObject {
    /// Block (for an active card) or Unblock (for a blocked one) was picked.
    var onBlockToggle: ((Card) -> Void)? { get set }

    /// Remove was picked.
    var onRemove: ((Card) -> Void)? { get set }

    /// Cancel, or `:back`.
    var onCancel: (() -> Void)? { get set }
}
