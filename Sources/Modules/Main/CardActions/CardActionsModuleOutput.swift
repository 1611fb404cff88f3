/// What the CardActions alert reports to its coordinator.
@MainActor
public protocol CardActionsModuleOutput: AnyObject {
    /// A change was picked: `.block` for an active card, `.unblock` for a blocked one, or `.remove`.
    var onChangeRequested: ((CardChange) -> Void)? { get set }

    /// Cancel, or `:back`.
    var onCancel: (() -> Void)? { get set }
}
