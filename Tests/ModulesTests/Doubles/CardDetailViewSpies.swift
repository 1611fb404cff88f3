@testable import Modules

/// Records what the CardDetail presenter shows.
@MainActor
final class CardDetailViewInputSpy: CardDetailViewInput {
    private(set) var card: Card?
    private(set) var errors: [String] = []

    func configure(with card: Card) { self.card = card }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the CardDetail view reports to its presenter.
@MainActor
final class CardDetailViewOutputSpy: CardDetailViewOutput {
    private(set) var appearances = 0
    private(set) var actionRequests = 0

    func viewWillAppear() async { appearances += 1 }
    func showActions() { actionRequests += 1 }
}
