import Storage

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

    /// One line for unsaved edits that could not be kept as a draft for next time.
    var draftNotKeptMessage: String {
        guard case .storage(let error) = self else { return "Your unsaved edits were not kept for next time." }
        return "Your unsaved edits were not kept for next time: \(error.summary)."
    }
}
