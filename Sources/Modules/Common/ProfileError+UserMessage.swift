nonisolated extension ProfileError {
    /// One line that tells the person what went wrong.
    var userMessage: String {
        switch self {
        case .signedOut: "You are signed out."
        case .unreadable(let error): "Could not read your profile just now: \(error.reason). Try again later."
        case .storage(let error): "\(error.sentence) Your edits are still here."
        case .onlySubscriptionSaved(let error):
            "Your subscription was saved but your name was not: \(error.summary). Your edits are still here."
        }
    }
}
