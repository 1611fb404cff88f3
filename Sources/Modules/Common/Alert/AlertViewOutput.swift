/// What the alert view reports to its presenter.
@MainActor
protocol AlertViewOutput: AnyObject {
    /// The screen is about to be shown.
    func viewLoaded()

    /// The person picked `action`: by its number or label, by Enter alone for the preferred action, or by
    /// `:back` for the cancel action.
    func pick(_ action: AlertAction) async
}
