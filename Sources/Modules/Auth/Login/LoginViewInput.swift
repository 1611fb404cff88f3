/// What the Login presenter tells its view.
@MainActor
protocol LoginViewInput: AnyObject {
    /// Shows the screen for signing in or for creating an account.
    func configure(with purpose: SignInPurpose)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)

    /// Shows a one-line confirmation below the prompt, or under the next screen if this one leaves.
    func showMessage(_ message: String)
}
