nonisolated extension ProfileError {
    /// One line that tells the person what went wrong.
    var userMessage: String {
        switch self {
        case .signedOut:
            "You are signed out."
        case .unavailable(let failure):
            switch failure.step {
            case .read: "Could not read your profile just now (\(failure.detail)). Try again later."
            case .save, .refusedSave: "\(failure.sentence) Your edits are still here."
            }
        case .onlySubscriptionSaved(let failure):
            "Your subscription was saved but your name was not: \(failure.summary). Your edits are still here."
        }
    }

    /// One line for unsaved edits that could not be kept as a draft for next time.
    var draftNotKeptMessage: String {
        guard case .unavailable(let failure) = self else { return "Your unsaved edits were not kept for next time." }
        return "Your unsaved edits were not kept for next time: \(failure.summary)."
    }
}
