/// What the CardDetail view reports to its presenter.
@MainActor
protocol CardDetailViewOutput: AnyObject {
    /// The card is about to be shown, first or again: load it.
    func viewWillAppear() async

    /// The person wants to do something with the card.
    func showActions()
}
