/// What the CardActions presenter tells its view.
@MainActor
protocol CardActionsViewInput: AnyObject {
    /// Shows the card's name and the actions that apply to it.
    func configure(title: String, actions: [String])
}
