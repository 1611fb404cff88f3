/// Why the Login screen is asking for a phone or e-mail: to sign in, or to create an account.
public nonisolated enum SignInPurpose: Sendable, Equatable {
    /// Sign in to an existing account (a new one goes on to registration).
    case signIn
    /// Create an account (an existing one is signed in to, and told so).
    case signUp
}
