/// What the CardList presenter tells its view.
@MainActor
protocol CardListViewInput: AnyObject {
    /// Shows the cards.
    func configure(with cards: [Card])

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
