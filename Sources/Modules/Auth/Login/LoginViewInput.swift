/// What the Login presenter tells its view.
@MainActor
protocol LoginViewInput: AnyObject {
    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
