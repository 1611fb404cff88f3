/// The signed-in account's bank cards.
public nonisolated protocol CardService: Sendable {
    /// The account's cards, in order.
    func cards() async throws(CardError) -> [Card]

    /// Blocks or unblocks a card and saves it.
    func setBlocked(_ isBlocked: Bool, cardID: Int) async throws(CardError) -> Card

    /// Removes a card and saves the list.
    func removeCard(withID id: Int) async throws(CardError)
}

/// Why a card request failed.
public nonisolated enum CardError: Error, Sendable, Equatable {
    /// Nobody is signed in.
    case signedOut
    /// The account has no card with that number.
    case noSuchCard(Int)
    /// The cards could not be read just now (and were left as they are), or a change could not be saved.
    case unavailable(ServiceFailure)
}
