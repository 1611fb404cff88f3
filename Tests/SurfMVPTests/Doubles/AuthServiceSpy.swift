import Synchronization

@testable import Modules

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records what presenters ask of the auth service, answering with canned results.
final class AuthServiceSpy: AuthService {
    private struct State {
        var requestCodeError: AuthError?
        var identifiersWithAccounts: Set<SignInIdentifier> = []
        var hasAccountError: AuthError?
        var resendError: AuthError?
        var verification: Result<CodeVerification, AuthError> = .success(.registrationRequired)
        var registerError: AuthError?
        var signOutError: AuthError?
        var account: Account? = .demo
        var requestedCodes: [SignInIdentifier] = []
        var accountLookups: [SignInIdentifier] = []
        var resentCodes: [SignInIdentifier] = []
        var verifiedCodes: [String] = []
        var registrations: [Registration] = []
        var signOutCount = 0
    }

    // MARK: - Properties

    private let state = Mutex(State())

    var requestCodeError: AuthError? {
        get { state.withLock { $0.requestCodeError } }
        set { state.withLock { $0.requestCodeError = newValue } }
    }

    var identifiersWithAccounts: Set<SignInIdentifier> {
        get { state.withLock { $0.identifiersWithAccounts } }
        set { state.withLock { $0.identifiersWithAccounts = newValue } }
    }

    var hasAccountError: AuthError? {
        get { state.withLock { $0.hasAccountError } }
        set { state.withLock { $0.hasAccountError = newValue } }
    }

    var resendError: AuthError? {
        get { state.withLock { $0.resendError } }
        set { state.withLock { $0.resendError = newValue } }
    }

    var verification: Result<CodeVerification, AuthError> {
        get { state.withLock { $0.verification } }
        set { state.withLock { $0.verification = newValue } }
    }

    var registerError: AuthError? {
        get { state.withLock { $0.registerError } }
        set { state.withLock { $0.registerError = newValue } }
    }

    var signOutError: AuthError? {
        get { state.withLock { $0.signOutError } }
        set { state.withLock { $0.signOutError = newValue } }
    }

    var account: Account? {
        get { state.withLock { $0.account } }
        set { state.withLock { $0.account = newValue } }
    }

    var requestedCodes: [SignInIdentifier] { state.withLock { $0.requestedCodes } }
    var accountLookups: [SignInIdentifier] { state.withLock { $0.accountLookups } }
    var resentCodes: [SignInIdentifier] { state.withLock { $0.resentCodes } }
    var verifiedCodes: [String] { state.withLock { $0.verifiedCodes } }
    var registrations: [Registration] { state.withLock { $0.registrations } }
    var signOutCount: Int { state.withLock { $0.signOutCount } }

    // MARK: - AuthService

    func requestCode(for identifier: SignInIdentifier) async throws(AuthError) {
        let error = state.withLock { state in
            state.requestedCodes.append(identifier)
            return state.requestCodeError
        }
        if let error { throw error }
    }

    func resendCode(for identifier: SignInIdentifier) async throws(AuthError) {
        let error = state.withLock { state in
            state.resentCodes.append(identifier)
            return state.resendError
        }
        if let error { throw error }
    }

    func hasAccount(for identifier: SignInIdentifier) async throws(AuthError) -> Bool {
        let answer = state.withLock { state in
            state.accountLookups.append(identifier)
            return state.hasAccountError.map { Result.failure($0) }
                ?? .success(state.identifiersWithAccounts.contains(identifier))
        }
        return try answer.get()
    }

    func verify(code: String, for identifier: SignInIdentifier) async throws(AuthError) -> CodeVerification {
        let result = state.withLock { state in
            state.verifiedCodes.append(code)
            return state.verification
        }
        return try result.get()
    }

    func register(name: String, for identifier: SignInIdentifier) async throws(AuthError) -> Account {
        let error = state.withLock { state in
            state.registrations.append(Registration(identifier: identifier, name: name))
            return state.registerError
        }
        if let error { throw error }
        return Account(identifier: identifier, name: name, createdAt: Date(timeIntervalSince1970: 0))
    }

    func currentAccount() async -> Account? {
        account
    }

    func hasValidSession() async -> Bool {
        account != nil
    }

    func signOut() async throws(AuthError) {
        let error = state.withLock { state in
            state.signOutCount += 1
            return state.signOutError
        }
        if let error { throw error }
    }
}
