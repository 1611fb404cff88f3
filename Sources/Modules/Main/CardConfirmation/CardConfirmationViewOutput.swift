/// What the CardConfirmation view reports to its presenter.
@MainActor
protocol CardConfirmationViewOutput: AnyObject {
    /// The alert is about to be shown.
    func viewLoaded()

    /// The person confirmed: make the change.
    func confirm() async

    /// The person changed their mind, or typed `:back`.
    func cancel()
}
