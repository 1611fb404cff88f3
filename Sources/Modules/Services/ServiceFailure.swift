/// Why a service could not do what it was asked with what it keeps: it could not read it, could not save a change, or
/// refused to save one.
///
/// Every service protocol speaks of its failures in these terms, whatever keeps its data (files here; a database or a
/// server in another app), so a module, its service protocol and its tests move to another app unchanged. Only an
/// implementation knows its engine: it says what failed in ``detail``, and its presenters choose the words for the
/// person by ``step``.
public nonisolated struct ServiceFailure: Error, Sendable, Equatable {
    /// What the service could not do.
    public enum Step: Sendable, Equatable {
        /// Reading what the service keeps failed just now: nothing was changed, and the same request may work later.
        case read
        /// Saving a change failed: nothing was changed.
        case save
        /// A change was refused before anything was tried, because this instance saves nothing (another one holds
        /// the data) or a limit holds; ``ServiceFailure/detail`` says which.
        case refusedSave
    }

    // MARK: - Properties

    /// What the service could not do.
    public let step: Step

    /// What failed and why, in a few words that follow "could not read" or "could not save"
    /// (`/s/cards.json: No space left on device`); for a refused save, why it was refused, in words that open a
    /// sentence (`another surfmvp held this state folder at launch, so this one saves nothing`).
    public let detail: String

    // MARK: - Initialization

    /// Creates a failure of `step`, told by `detail`.
    public init(step: Step, detail: String) {
        self.step = step
        self.detail = detail
    }
}
