/// What the CardList view reports to its presenter.
@MainActor
protocol CardListViewOutput: AnyObject {
    /// The list is about to be shown, first or again: load the cards.
    func viewWillAppear() async

    /// The person picked the card at `index` of the list.
    func selectCard(at index: Int)
}
