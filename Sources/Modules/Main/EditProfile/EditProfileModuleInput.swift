/// What the coordinator tells the EditProfile module.
@MainActor
public protocol EditProfileModuleInput: AnyObject {
    /// Keeps unsaved edits for the next time the profile is edited, as quitting does: the editor is about to be torn
    /// down without the person's say (their session ended).
    func keepUnsavedEdits() async
}
