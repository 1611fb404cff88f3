/// How the coordinator sets up the CardConfirmation alert.
@MainActor
public protocol CardConfirmationModuleInput: AnyObject {
    /// Sets the change to confirm.
    func configureModule(with change: CardChange)
}
