/// What the CardConfirmation presenter tells its view.
@MainActor
protocol CardConfirmationViewInput: AnyObject {
    /// Shows the question and the label of the confirming action.
    func configure(title: String, message: String, confirmTitle: String)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
