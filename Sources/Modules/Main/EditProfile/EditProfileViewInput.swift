/// What the EditProfile presenter tells its view.
@MainActor
protocol EditProfileViewInput: AnyObject {
    /// Shows the profile being edited, first or after a change, as the rows' texts the presenter decided.
    func configure(with model: EditProfileViewModel)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)

    /// Shows a one-line confirmation, such as the profile being saved; it stays in view after the editor leaves.
    func showMessage(_ message: String)
}
