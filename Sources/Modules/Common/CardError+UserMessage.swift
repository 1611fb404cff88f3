nonisolated extension CardError {
    /// One line that tells the person what went wrong.
    var userMessage: String {
        switch self {
        case .signedOut:
            "You are signed out."
        case .noSuchCard(let id):
            "There is no card \(id) on this account."
        case .unavailable(let failure):
            switch failure.step {
            case .read: "Could not read your cards just now (\(failure.detail)). Try again later."
            case .save, .refusedSave: "\(failure.sentence) Nothing was changed."
            }
        }
    }
}
