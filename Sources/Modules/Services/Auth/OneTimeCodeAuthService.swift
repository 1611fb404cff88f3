import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sign-in with one-time codes.
///
/// Codes are 6 digits from the system's secure generator, valid for 5 minutes, with 3 attempts and a new one at most
/// every 30 seconds per identifier; the third wrong code voids the code, a lock-out until a new one may be sent, and
/// the answer says how long that is.
/// Sessions carry a 256-bit random token.
///
/// The limits belong to the identifier, not to the process: `attempts` keeps when the last code went to each
/// identifier and how many wrong codes were typed for it, written before the code is delivered and before a typed
/// code is checked: a code whose sending cannot be recorded (by a read-only second instance, say) is not sent, and a
/// typed code that cannot be counted is not checked. The code itself is kept only in memory, never in
/// a file, not even as a digest: a digest of a 6-digit code is undone by trying the million codes, by anyone who
/// can read the state folder. So a relaunch cannot check the old code: it waits out the rest of the 30 seconds —
/// when a lock-out ends too — and then sends a new code with three attempts, as the running process would.
public nonisolated final class OneTimeCodeAuthService: AuthService {
    /// A code waiting to be typed: sent at `sentAt` by the wall clock, for the record, and at `sentUptime` by the
    /// monotonic one, which its lifetime is measured with.
    private struct Challenge {
        let code: String
        let sentAt: Date
        let sentUptime: Duration
        var wrongAttempts = 0
    }

    /// Codes waiting to be typed, when each identifier was last sent one, and identifiers verified but not
    /// registered yet; times by the monotonic clock.
    private struct Pending {
        var challenges: [SignInIdentifier: Challenge] = [:]
        var lastSentUptime: [SignInIdentifier: Duration] = [:]
        var verifiedUptime: [SignInIdentifier: Duration] = [:]
    }

    /// What asking for a code decided; `send` carries what to put back if the code cannot be recorded.
    private enum Sending {
        case send(Challenge, replacing: Challenge?, lastSentUptime: Duration?)
        case keep
        case wait(seconds: Int)
    }

    /// What counting a typed code found: the code to check it against, or why there is nothing to check.
    private enum Counting {
        case check(Challenge)
        case expired
        case voided
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
    private let attempts: any SignInAttemptService
    private let notifications: any NotificationService
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date
    private let uptime: @Sendable () -> Duration
    private let pending = Mutex(Pending())

    // MARK: - Initialization

    /// Creates the service; `attempts` keeps the limits between launches; `reporter` tells of a file that could not
    /// be read where the app goes on without it.
    ///
    /// Two clocks: `now`, the wall clock, dates what is kept between launches (sessions, the record of attempts);
    /// `uptime`, a monotonic one, measures every wait while the app runs, so that a wall clock set back or forward
    /// (NTP correcting a clock that ran fast) neither stretches nor skips a wait.
    public init(
        accounts: any AccountService,
        sessions: any SessionService,
        attempts: any SignInAttemptService,
        notifications: any NotificationService,
        reporter: any ProblemReporter,
        now: @escaping @Sendable () -> Date,
        uptime: @escaping @Sendable () -> Duration = OneTimeCodeAuthService.systemUptime
    ) {
        self.accounts = accounts
        self.sessions = sessions
        self.attempts = attempts
        self.notifications = notifications
        self.reporter = reporter
        self.now = now
        self.uptime = uptime
    }

    /// The time since the process first asked, by a clock that only goes forward, sleep included: the default
    /// `uptime`.
    @Sendable public static func systemUptime() -> Duration {
        ContinuousClock.now - uptimeOrigin
    }

    private static let uptimeOrigin = ContinuousClock.now

    // MARK: - AuthService

    public func requestCode(for identifier: SignInIdentifier) async throws(AuthError) {
        try await send(to: identifier, keepingARecentCode: true)
    }

    public func resendCode(for identifier: SignInIdentifier) async throws(AuthError) {
        try await send(to: identifier, keepingARecentCode: false)
    }

    public func hasAccount(for identifier: SignInIdentifier) async throws(AuthError) -> Bool {
        do {
            return try await accounts.account(for: identifier) != nil
        } catch {
            throw .unavailable(error)
        }
    }

    public func verify(code: String, for identifier: SignInIdentifier) async throws(AuthError) -> CodeVerification {
        // Looked up first: accounts that cannot be read just now must not use up the code.
        let account: Account?
        do {
            account = try await accounts.account(for: identifier)
        } catch {
            throw .unavailable(error)
        }
        let waiting = pending.withLock { ($0.challenges[identifier], $0.lastSentUptime[identifier]) }
        if let failure = try await check(code, for: identifier) {
            return failure
        }
        guard let account else {
            let verified = uptime()
            pending.withLock { $0.verifiedUptime[identifier] = verified }
            return .registrationRequired
        }
        do {
            try await startSession(for: account)
        } catch {
            // Not signed in, so the code is not used up: it works again, as it did before it was typed, once the
            // session can be saved (a full disk freed, say).
            pending.withLock { pending in
                guard pending.challenges[identifier] == nil else { return }
                pending.challenges[identifier] = waiting.0
                pending.lastSentUptime[identifier] = waiting.1
            }
            throw error
        }
        return .signedIn(account)
    }

    public func register(name: String, for identifier: SignInIdentifier) async throws(AuthError) -> Account {
        let verified = pending.withLock { $0.verifiedUptime[identifier] }
        guard let verified, uptime() - verified < .seconds(Self.registrationWindow) else { throw .notVerified }
        let account: Account
        do {
            account = try await accounts.createAccount(identifier: identifier, name: name)
        } catch {
            switch error {
            case .alreadyExists:
                // Made by this sign-up before its session could be saved (a full disk, say): the identifier is still
                // verified, so the sign-up goes on with that account, as signing in with it would.
                let made: Account?
                do {
                    made = try await accounts.account(for: identifier)
                } catch {
                    throw .unavailable(error)
                }
                guard let made else { throw .accountExists }
                account = made
            case .unavailable(let failure): throw .unavailable(failure)
            }
        }
        do {
            try await startSession(for: account)
        } catch {
            // The account stays made and the identifier verified: accepting again signs in with it.
            guard case .unavailable(let failure) = error else { throw error }
            throw .signedUpButNotSignedIn(failure)
        }
        pending.withLock { $0.verifiedUptime[identifier] = nil }
        return account
    }

    public func currentAccount() async -> Account? {
        guard let session = await sessions.currentSession() else { return nil }
        do {
            return try await accounts.account(withID: session.accountID)
        } catch {
            await reporter.reportUnread(error)
            return nil
        }
    }

    public func hasValidSession() async -> Bool {
        await sessions.currentSession() != nil
    }

    public func signOut() async throws(AuthError) {
        do {
            try await sessions.clear()
        } catch {
            throw .unavailable(error)
        }
    }

    // MARK: - Private Methods

    /// Sends a new code, at most once every 30 seconds per identifier, whatever happened to the last one or to the
    /// process that sent it; within that time a code still waiting is kept when `keepingARecentCode`, and otherwise
    /// the wait is an error.
    ///
    /// The code is delivered only once its sending is recorded. The record is read and written in one checked
    /// update, so the decision and the save rest on the same reading of it.
    private func send(to identifier: SignInIdentifier, keepingARecentCode: Bool) async throws(AuthError) {
        let sentAt = now()
        let sentUptime = uptime()
        var generator = SystemRandomNumberGenerator()
        let number = Int.random(in: 0..<1_000_000, using: &generator)
        let code = String(repeating: "0", count: 6 - String(number).count) + String(number)
        let challenge = Challenge(code: code, sentAt: sentAt, sentUptime: sentUptime)
        var decision: Sending?
        do {
            try await attempts.update(for: identifier) { recorded in
                decision = pending.withLock { pending -> Sending in
                    // Run again on a record another process changed: what the last run decided is taken back first.
                    if let decision { Self.takeBack(decision, for: identifier, in: &pending) }
                    return Self.decide(
                        challenge,
                        for: identifier,
                        recordedAt: recorded?.codeSentAt,
                        keepingARecentCode: keepingARecentCode,
                        in: &pending
                    )
                }
                guard case .send = decision else { return nil }
                return SignInAttempt(identifier: identifier, codeSentAt: sentAt)
            }
        } catch {
            if let decision {
                pending.withLock { Self.takeBack(decision, for: identifier, in: &$0) }
            }
            throw .unavailable(error)
        }
        switch decision {
        case nil, .keep:
            return
        case .wait(let seconds):
            throw .resendTooSoon(secondsLeft: seconds)
        case .send(let challenge, _, _):
            await notifications.deliver("Your sign-in code is \(challenge.code)")
        }
    }

    /// Whether `challenge` goes to `identifier` now, given the sending on record: when it does, it becomes the code
    /// waiting in `pending`.
    private static func decide(
        _ challenge: Challenge,
        for identifier: SignInIdentifier,
        recordedAt: Date?,
        keepingARecentCode: Bool,
        in pending: inout Pending
    ) -> Sending {
        let wait = secondsUntilNewCode(
            lastSentUptime: pending.lastSentUptime[identifier],
            recordedAt: recordedAt,
            uptime: challenge.sentUptime,
            now: challenge.sentAt
        )
        if wait > 0 {
            if keepingARecentCode && pending.challenges[identifier] != nil { return .keep }
            return .wait(seconds: wait)
        }
        let decision = Sending.send(
            challenge,
            replacing: pending.challenges[identifier],
            lastSentUptime: pending.lastSentUptime[identifier]
        )
        pending.lastSentUptime[identifier] = challenge.sentUptime
        pending.challenges[identifier] = challenge
        return decision
    }

    /// Puts back the code that waited before `decision` sent a new one, unless another sending followed it.
    private static func takeBack(_ decision: Sending, for identifier: SignInIdentifier, in pending: inout Pending) {
        guard case .send(let challenge, let previous, let previousSentUptime) = decision,
            pending.challenges[identifier]?.sentAt == challenge.sentAt
        else { return }
        pending.challenges[identifier] = previous
        pending.lastSentUptime[identifier] = previousSentUptime
    }

    /// Checks a typed code against the one waiting; `nil` when it is right (and used up), else what went wrong.
    ///
    /// The code is counted as a wrong one, in memory and on record, before it is compared, so that a code that
    /// cannot be counted is not checked; a right code then takes the count back by removing the record.
    private func check(_ code: String, for identifier: SignInIdentifier) async throws(AuthError) -> CodeVerification? {
        let challenge: Challenge
        switch try countAttempt(for: identifier) {
        case .check(let counted): challenge = counted
        case .expired: return .expired
        case .voided: return .tooManyAttempts(secondsUntilNewCode: await secondsUntilNewCode(for: identifier))
        }
        do {
            try await attempts.save(
                SignInAttempt(identifier: identifier, codeSentAt: challenge.sentAt, wrongCodes: challenge.wrongAttempts)
            )
        } catch {
            pending.withLock { pending in
                guard pending.challenges[identifier]?.sentAt == challenge.sentAt else { return }
                pending.challenges[identifier]?.wrongAttempts -= 1
            }
            throw .unavailable(error)
        }
        guard Self.constantTimeEquals(code.filter { !$0.isWhitespace }, challenge.code) else {
            guard challenge.wrongAttempts < Self.maximumAttempts else {
                pending.withLock { pending in
                    guard pending.challenges[identifier]?.sentAt == challenge.sentAt else { return }
                    pending.challenges[identifier] = nil
                }
                return .tooManyAttempts(secondsUntilNewCode: await secondsUntilNewCode(for: identifier))
            }
            return .wrongCode(attemptsLeft: Self.maximumAttempts - challenge.wrongAttempts)
        }
        do {
            try await attempts.removeAttempt(for: identifier)
        } catch {
            throw .unavailable(error)
        }
        pending.withLock { pending in
            guard pending.challenges[identifier]?.sentAt == challenge.sentAt else { return }
            pending.challenges[identifier] = nil
            pending.lastSentUptime[identifier] = nil
        }
        return nil
    }

    /// Counts one more attempt on the code waiting for `identifier`, unless there is none to count against.
    private func countAttempt(for identifier: SignInIdentifier) throws(AuthError) -> Counting {
        let checkedAt = uptime()
        return try pending.withLock { pending throws(AuthError) -> Counting in
            guard var challenge = pending.challenges[identifier] else { throw .noPendingCode }
            guard checkedAt - challenge.sentUptime < .seconds(Self.codeLifetime) else { return .expired }
            guard challenge.wrongAttempts < Self.maximumAttempts else {
                pending.challenges[identifier] = nil
                return .voided
            }
            challenge.wrongAttempts += 1
            pending.challenges[identifier] = challenge
            return .check(challenge)
        }
    }

    /// How long until a new code may go to `identifier`, measured as asking for one measures it: from the last
    /// sending, in memory or on record.
    ///
    /// A record that cannot be read just now leaves the sending in memory to measure from: the code is void either
    /// way, and asking for a new one reads the record again.
    private func secondsUntilNewCode(for identifier: SignInIdentifier) async -> Int {
        let recorded: SignInAttempt?
        do {
            recorded = try await attempts.attempt(for: identifier)
        } catch {
            await reporter.reportUnread(error)
            recorded = nil
        }
        let lastSentUptime = pending.withLock { $0.lastSentUptime[identifier] }
        return Self.secondsUntilNewCode(
            lastSentUptime: lastSentUptime,
            recordedAt: recorded?.codeSentAt,
            uptime: uptime(),
            now: now()
        )
    }

    /// Whole seconds, rounded up, until a new code may follow the last sending: the one in memory, measured by the
    /// monotonic clock, and the one on record (maybe by another process), by the wall clock; 0 when it may now, or
    /// when nothing was sent.
    ///
    /// A recorded sending later than now is measured as if it were now, and one a whole interval or more ahead is
    /// no limit at all, as the record's service treats it: a wall clock set back waits at most the interval.
    private static func secondsUntilNewCode(
        lastSentUptime: Duration?,
        recordedAt: Date?,
        uptime: Duration,
        now: Date
    ) -> Int {
        let interval = Duration.seconds(resendInterval)
        var wait = Duration.zero
        if let lastSentUptime {
            wait = max(wait, interval - (uptime - lastSentUptime))
        }
        if let recordedAt, recordedAt.timeIntervalSince(now) < resendInterval {
            wait = max(wait, interval - .seconds(max(0, now.timeIntervalSince(recordedAt))))
        }
        guard wait > .zero else { return 0 }
        let (seconds, attoseconds) = wait.components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
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
            throw .unavailable(error)
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
