/// What the EditProfile module reports to its coordinator.
@MainActor
public protocol EditProfileModuleOutput: AnyObject {
    /// The edits were saved.
    var onProfileEdited: (() -> Void)? { get set }

    /// `:back` with unsaved edits: the coordinator asks "Discard your edits?".
    var onDiscardRequested: (() -> Void)? { get set }
}
