/// What the SignOut presenter tells its view.
@MainActor
protocol SignOutViewInput: AnyObject {
    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
