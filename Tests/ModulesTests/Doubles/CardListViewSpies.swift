@testable import Modules

/// Records what the CardList presenter shows.
@MainActor
final class CardListViewInputSpy: CardListViewInput {
    private(set) var cards: [Card] = []
    private(set) var configureCount = 0
    private(set) var unavailable: [String] = []
    private(set) var errors: [String] = []

    func configure(with cards: [Card]) {
        self.cards = cards
        configureCount += 1
    }
    func showUnavailable(_ message: String) { unavailable.append(message) }
    func showError(_ message: String) { errors.append(message) }
}

/// Records what the CardList view reports to its presenter.
@MainActor
final class CardListViewOutputSpy: CardListViewOutput {
    private(set) var appearances = 0
    private(set) var selectedIndices: [Int] = []

    func viewWillAppear() async { appearances += 1 }
    func selectCard(at index: Int) { selectedIndices.append(index) }
}
