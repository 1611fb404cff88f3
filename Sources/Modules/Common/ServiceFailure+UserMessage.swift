nonisolated extension ServiceFailure {
    /// What failed, in words that follow a colon: `could not save /s/cards.json: No space left on device`, or why a
    /// save was refused.
    var summary: String {
        switch step {
        case .read: "could not read \(detail)"
        case .save: "could not save \(detail)"
        case .refusedSave: detail
        }
    }

    /// ``summary`` as a sentence of its own, for a message that goes on: "Could not read …", "Not saved: could not
    /// save …", or a refusal as it is ("Another surfmvp held this state folder at launch, so this one saves nothing.").
    var sentence: String {
        switch step {
        case .read: "Could not read \(detail)."
        case .save: "Not saved: could not save \(detail)."
        case .refusedSave: detail.prefix(1).uppercased() + detail.dropFirst() + "."
        }
    }

    /// One line for a finished introduction that could not be saved: it may show again at the next start.
    var introductionNotRememberedMessage: String {
        "Could not remember that the introduction was seen (\(summary)); it may show again."
    }
}
