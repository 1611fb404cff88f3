/// What the CardConfirmation alert reports to its coordinator.
@MainActor
public protocol CardConfirmationModuleOutput: AnyObject {
    /// The change was made and saved.
    var onCompleted: ((CardChange) -> Void)? { get set }

    /// Nothing was changed.
    var onCancel: (() -> Void)? { get set }
}
