import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sign-in with one-time codes.
///
/// Codes are 6 digits from the system's secure generator, valid for 5 minutes, with 3 attempts and a new one at most
/// every 30 seconds. Sessions carry a 256-bit random token.
public final class OneTimeCodeAuthService: AuthService {
    /// A code waiting to be typed.
    private struct Challenge {
        let code: String
        let sentAt: Date
        var wrongAttempts = 0
    }

    /// Codes waiting to be typed, when each identifier was last sent one, and identifiers verified but not
    /// registered yet.
    private struct Pending {
        var challenges: [SignInIdentifier: Challenge] = [:]
        var lastSentAt: [SignInIdentifier: Date] = [:]
        var verifiedAt: [SignInIdentifier: Date] = [:]
    }

    /// What asking for a code decided.
    private enum Sending {
        case send(String)
        case keep
        case wait(seconds: Int)
    }

    // MARK: - Properties

    /// How long a code stays valid.
    public static let codeLifetime: TimeInterval = 5 * 60
    /// How long to wait before another code is sent.
    public static let resendInterval: TimeInterval = 30
    /// How many wrong codes void a code.
    public static let maximumAttempts = 3
    /// How long a verified new identifier may take to register.
    public static let registrationWindow: TimeInterval = 15 * 60

    private let accounts: any AccountService
    private let sessions: any SessionService
    private let notifications: any NotificationService
    private let now: @Sendable () -> Date
    private let pending = Mutex(Pending())

    // MARK: - Initialization

    /// Creates the service; `now` is the clock every timeout is measured with.
    public init(
        accounts: any AccountService,
        sessions: any SessionService,
        notifications: any NotificationService,
        now: @escaping @Sendable () -> Date
    ) {
        self.accounts = accounts
        self.sessions = sessions
        self.notifications = notifications
        self.now = now
    }

    // MARK: - AuthService

    public func requestCode(for identifier: SignInIdentifier) async throws(AuthError) {
        try await send(to: identifier, keepingARecentCode: true)
    }

    public func resendCode(for identifier: SignInIdentifier) async throws(AuthError) {
        try await send(to: identifier, keepingARecentCode: false)
    }

    public func verify(code: String, for identifier: SignInIdentifier) async throws(AuthError) -> CodeVerification {
        if let failure = try check(code, for: identifier) {
            return failure
        }
        guard let account = await accounts.account(for: identifier) else {
            let verified = now()
            pending.withLock { $0.verifiedAt[identifier] = verified }
            return .registrationRequired
        }
        try await startSession(for: account)
        return .signedIn(account)
    }

    public func register(name: String, for identifier: SignInIdentifier) async throws(AuthError) -> Account {
        let verified = pending.withLock { $0.verifiedAt[identifier] }
        guard let verified, now().timeIntervalSince(verified) < Self.registrationWindow else { throw .notVerified }
        let account: Account
        do {
            account = try await accounts.createAccount(identifier: identifier, name: name)
        } catch {
            switch error {
            case .alreadyExists: throw .accountExists
            case .storage(let storageError): throw .storage(storageError)
            }
        }
        pending.withLock { $0.verifiedAt[identifier] = nil }
        try await startSession(for: account)
        return account
    }

    public func currentAccount() async -> Account? {
        guard let session = await sessions.currentSession() else { return nil }
        return await accounts.account(withID: session.accountID)
    }

    public func signOut() async throws(AuthError) {
        do {
            try await sessions.clear()
        } catch {
            throw .storage(error)
        }
    }

    // MARK: - Private Methods

    /// Sends a new code, at most once every 30 seconds per identifier, whatever happened to the last one; within
    /// that time a code still waiting is kept when `keepingARecentCode`, and otherwise the wait is an error.
    private func send(to identifier: SignInIdentifier, keepingARecentCode: Bool) async throws(AuthError) {
        let sentAt = now()
        var generator = SystemRandomNumberGenerator()
        let number = Int.random(in: 0..<1_000_000, using: &generator)
        let newCode = String(repeating: "0", count: 6 - String(number).count) + String(number)
        let decision = pending.withLock { pending -> Sending in
            if let last = pending.lastSentAt[identifier], sentAt.timeIntervalSince(last) < Self.resendInterval {
                if keepingARecentCode && pending.challenges[identifier] != nil { return .keep }
                return .wait(seconds: Int((Self.resendInterval - sentAt.timeIntervalSince(last)).rounded(.up)))
            }
            pending.lastSentAt[identifier] = sentAt
            pending.challenges[identifier] = Challenge(code: newCode, sentAt: sentAt)
            return .send(newCode)
        }
        switch decision {
        case .keep:
            return
        case .wait(let seconds):
            throw .resendTooSoon(secondsLeft: seconds)
        case .send(let code):
            await notifications.deliver("Your sign-in code is \(code)")
        }
    }

    /// Checks a typed code against the one waiting; `nil` when it is right (and used up), else what went wrong.
    private func check(_ code: String, for identifier: SignInIdentifier) throws(AuthError) -> CodeVerification? {
        let sentAt = now()
        return try pending.withLock { pending throws(AuthError) -> CodeVerification? in
            guard var challenge = pending.challenges[identifier] else { throw .noPendingCode }
            guard sentAt.timeIntervalSince(challenge.sentAt) < Self.codeLifetime else { return .expired }
            guard Self.constantTimeEquals(code.filter { !$0.isWhitespace }, challenge.code) else {
                challenge.wrongAttempts += 1
                guard challenge.wrongAttempts < Self.maximumAttempts else {
                    pending.challenges[identifier] = nil
                    return .tooManyAttempts
                }
                pending.challenges[identifier] = challenge
                return .wrongCode(attemptsLeft: Self.maximumAttempts - challenge.wrongAttempts)
            }
            pending.challenges[identifier] = nil
            pending.lastSentAt[identifier] = nil
            return nil
        }
    }

    private func startSession(for account: Account) async throws(AuthError) {
        var generator = SystemRandomNumberGenerator()
        let token = (0..<32).map { _ in
            let byte = UInt8.random(in: 0...UInt8.max, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
        do {
            try await sessions.save(
                Session(accountID: account.id, token: token, expiresAt: now().addingTimeInterval(Session.lifetime))
            )
        } catch {
            throw .storage(error)
        }
    }

    /// Compares codes without an early exit, so timing says nothing about how much of a guess was right.
    private static func constantTimeEquals(_ typed: String, _ expected: String) -> Bool {
        let typed = Array(typed.utf8)
        let expected = Array(expected.utf8)
        guard typed.count == expected.count else { return false }
        return zip(typed, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
