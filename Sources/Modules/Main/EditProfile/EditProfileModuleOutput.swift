/// What the EditProfile module reports to its coordinator.
@MainActor
public protocol EditProfileModuleOutput: AnyObject {
    /// The edits were saved.
    var onProfileEdited: (() -> Void)? { get set }

    /// The person left with nothing to save: the coordinator goes back.
    var onClose: (() -> Void)? { get set }

    /// The person wants to leave with unsaved edits: the coordinator asks "Discard your edits?".
    var onDiscardRequested: (() -> Void)? { get set }
}
