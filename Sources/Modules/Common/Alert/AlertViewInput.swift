/// What the Alert presenter tells its view.
@MainActor
protocol AlertViewInput: AnyObject {
    /// Shows the alert's title, message and actions.
    func configure(with model: AlertModel)
}
