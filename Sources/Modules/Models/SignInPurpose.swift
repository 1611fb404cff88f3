/// Why the Login screen is asking for a phone or e-mail: to sign in, or to create an account.
public nonisolated enum SignInPurpose: Sendable, Equatable {
    case signIn, signUp
}
