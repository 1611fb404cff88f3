/// What an alert's presenter tells the alert view.
@MainActor
protocol AlertViewInput: AnyObject {
    /// Shows the alert's title, message and actions.
    func configure(with model: AlertModel)

    /// Shows a one-line error below the prompt, such as a failed save after the confirming action.
    func showError(_ message: String)

    /// Shows a one-line confirmation of what the confirming action did; it stays in view after the alert leaves.
    func showMessage(_ message: String)
}
