/// What the Registration presenter tells its view.
@MainActor
protocol RegistrationViewInput: AnyObject {
    /// Shows which phone or e-mail the new account is for.
    func configure(with identifier: String)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
