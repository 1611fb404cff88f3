/// What the Profile presenter tells its view.
@MainActor
protocol ProfileViewInput: AnyObject {
    /// Shows the profile.
    func configure(with profile: Profile)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
