/// What the Alert view reports to its presenter.
@MainActor
protocol AlertViewOutput: AnyObject {
    /// The screen is about to be shown.
    func viewLoaded()

    /// The person picked the action at `index`.
    func selectAction(at index: Int)

    /// The person typed `:back`; returns whether the alert has a cancel action that took it.
    func cancel() -> Bool
}
