/// What the Code module reports to its coordinator.
@MainActor
public protocol CodeModuleOutput: AnyObject {
    /// The code was right and an existing account is signed in.
    var onSignedIn: (() -> Void)? { get set }

    /// The code was right and the identifier has no account yet.
    var onRegistrationRequired: ((SignInIdentifier) -> Void)? { get set }

    /// A third wrong code voided the code; a new one can be sent in `secondsUntilNewCode` (0: now).
    var onTooManyAttempts: ((_ secondsUntilNewCode: Int) -> Void)? { get set }
}
