/// Signs people in with one-time codes and keeps track of who is signed in.
public nonisolated protocol AuthService: Sendable {
    /// Sends a 6-digit code to `identifier`; a code sent less than 30 seconds ago is kept rather than replaced.
    func requestCode(for identifier: SignInIdentifier) async throws(AuthError)

    /// Sends a new code to `identifier`, at most once every 30 seconds.
    func resendCode(for identifier: SignInIdentifier) async throws(AuthError)

    /// Whether `identifier` already has an account; throws when the accounts could not be read just now.
    func hasAccount(for identifier: SignInIdentifier) async throws(AuthError) -> Bool

    /// Checks a typed code; a right one signs an existing account in, or clears the way to register.
    func verify(code: String, for identifier: SignInIdentifier) async throws(AuthError) -> CodeVerification

    /// Creates the account of a verified new identifier and signs it in.
    func register(name: String, for identifier: SignInIdentifier) async throws(AuthError) -> Account

    /// The signed-in account, if there is a valid session.
    func currentAccount() async -> Account?

    /// Whether the session is still valid: someone signed in, and it has not expired. Unlike ``currentAccount()``,
    /// it does not read the accounts, so a file that cannot be read just now does not end a session.
    func hasValidSession() async -> Bool

    /// Signs out: the stored session is removed.
    func signOut() async throws(AuthError)
}

/// What checking a code found.
public nonisolated enum CodeVerification: Sendable, Equatable {
    /// The code was right and the account is signed in.
    case signedIn(Account)
    /// The code was right and the identifier has no account yet.
    case registrationRequired
    /// The code was wrong; `attemptsLeft` more tries before a new code is needed.
    case wrongCode(attemptsLeft: Int)
    /// The third wrong code: this code is void, and a new one can be sent in `secondsUntilNewCode` (whole seconds,
    /// rounded up; 0 when it can be sent now).
    case tooManyAttempts(secondsUntilNewCode: Int)
    /// The code is older than five minutes.
    case expired
}

/// Why an auth request failed.
public nonisolated enum AuthError: Error, Sendable, Equatable {
    /// A new code was sent less than 30 seconds ago.
    case resendTooSoon(secondsLeft: Int)
    /// No code is waiting for that identifier (never sent, used, or voided).
    case noPendingCode
    /// Registration needs a code verified for that identifier first.
    case notVerified
    /// The identifier already has an account.
    case accountExists
    /// What sign-in keeps (the accounts, the session, the record of codes sent) could not be read or saved.
    case unavailable(ServiceFailure)
    /// The sign-up made the account but could not save its session: accepting again signs in with it.
    case signedUpButNotSignedIn(ServiceFailure)
}
