nonisolated extension AuthError {
    /// One line that tells the person what went wrong and what to do.
    var userMessage: String {
        switch self {
        case .resendTooSoon(let seconds):
            "A code was sent moments ago; you can ask for a new one in \(seconds) "
                + (seconds == 1 ? "second." : "seconds.")
        case .noPendingCode:
            "There is no code waiting for you any more. Go back and sign in again."
        case .notVerified:
            "The sign-up took too long. Go back and start again from Login."
        case .accountExists:
            "That phone or e-mail already has an account. Go back and sign in."
        case .unavailable(let failure):
            switch failure.step {
            case .read: "\(failure.sentence) Nothing was changed; try again later."
            case .save, .refusedSave: "\(failure.sentence) Nothing was changed."
            }
        case .signedUpButNotSignedIn(let failure):
            "Your account was made but you could not be signed in: \(failure.summary). Choose Accept again."
        }
    }

    /// One line for a request for a code that failed: as ``userMessage``, but saying that no code was sent, which a
    /// failed save before the sending means.
    var codeRequestMessage: String {
        guard case .unavailable(let failure) = self else { return userMessage }
        return switch failure.step {
        case .read: "\(failure.sentence) No code was sent; try again later."
        case .save, .refusedSave: "No code was sent: \(failure.summary)."
        }
    }
}
