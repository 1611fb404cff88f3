/// What the EditProfile presenter tells its view.
@MainActor
protocol EditProfileViewInput: AnyObject {
    /// Shows the profile being edited, first or after a change; `hasUnsavedEdits` marks it as changed.
    func configure(with draft: Profile, hasUnsavedEdits: Bool)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)

    /// Shows a one-line confirmation, such as the profile being saved; it stays in view after the editor leaves.
    func showMessage(_ message: String)
}
