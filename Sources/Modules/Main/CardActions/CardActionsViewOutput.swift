/// What the CardActions view reports to its presenter.
@MainActor
protocol CardActionsViewOutput: AnyObject {
    /// The alert is about to be shown.
    func viewLoaded()

    /// The person picked the action at `index`.
    func selectAction(at index: Int)

    /// The person typed `:back`.
    func cancel()
}
