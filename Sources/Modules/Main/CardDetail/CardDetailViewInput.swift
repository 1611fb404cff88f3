/// What the CardDetail presenter tells its view.
@MainActor
protocol CardDetailViewInput: AnyObject {
    /// Shows the card.
    func configure(with card: Card)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
