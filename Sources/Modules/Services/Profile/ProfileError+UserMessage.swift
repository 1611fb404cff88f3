extension ProfileError {
    /// One line that tells the person what went wrong.
    var userMessage: String {
        switch self {
        case .signedOut: "You are signed out."
        case .storage(let error): "Could not save: \(error). Your edits are still here."
        }
    }
}
