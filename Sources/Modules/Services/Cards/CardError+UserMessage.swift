extension CardError {
    /// One line that tells the person what went wrong.
    var userMessage: String {
        switch self {
        case .signedOut: "You are signed out."
        case .noSuchCard(let id): "There is no card \(id) on this account."
        case .storage(let error): "Could not save: \(error). Nothing was changed."
        }
    }
}
