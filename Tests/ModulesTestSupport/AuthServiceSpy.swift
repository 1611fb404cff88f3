@testable import Modules
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records what presenters ask of the auth service, answering with canned results.
///
/// Its answers and records are the properties of ``State``, read and set on the spy as on a plain value
/// (`auth.requestCodeError = .network`, `auth.requestedCodes`), each access under one lock.
@dynamicMemberLookup
final class AuthServiceSpy: AuthService {
    /// The canned answers, then what was asked.
    struct State {
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

    private let state = Locked(State())

    /// One answer or record, read or set under the lock.
    subscript<Value: Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { state[dynamicMember: keyPath] }
        set { state[dynamicMember: keyPath] = newValue }
    }

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
        state.account
    }

    func hasValidSession() async -> Bool {
        state.account != nil
    }

    func signOut() async throws(AuthError) {
        let error = state.withLock { state in
            state.signOutCount += 1
            return state.signOutError
        }
        if let error { throw error }
    }
}
