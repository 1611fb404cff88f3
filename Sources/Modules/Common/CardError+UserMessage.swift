import Storage

nonisolated extension CardError {
    /// One line that tells the person what went wrong.
    var userMessage: String {
        switch self {
        case .signedOut: "You are signed out."
        case .noSuchCard(let id): "There is no card \(id) on this account."
        case .unreadable(let error): "Could not read your cards just now: \(error.reason). Try again later."
        case .storage(let error): "\(error.sentence) Nothing was changed."
        }
    }
}
