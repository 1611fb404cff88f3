/// What the CardList presenter tells its view.
@MainActor
protocol CardListViewInput: AnyObject {
    /// Shows the cards.
    func configure(with cards: [Card])

    /// Shows that the cards could not be loaded, with a one-line reason, instead of a list.
    func showUnavailable(_ message: String)

    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
