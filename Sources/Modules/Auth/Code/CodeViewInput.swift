/// What the Code presenter tells its view.
@MainActor
protocol CodeViewInput: AnyObject {
    /// Shows where the code was sent.
    func configure(with destination: String)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)

    /// Shows a one-line confirmation below the prompt.
    func showMessage(_ message: String)
}
