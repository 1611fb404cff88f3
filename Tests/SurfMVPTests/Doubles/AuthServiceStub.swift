@testable import Modules

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Canned auth answers for presenter tests, recording what was asked.
@MainActor
final class AuthServiceStub: AuthService {
    // MARK: - Properties

    var requestCodeError: AuthError?
    var resendError: AuthError?
    var verification: Result<CodeVerification, AuthError> = .success(.registrationRequired)
    var registerError: AuthError?
    var signOutError: AuthError?
    var account: Account? = .demo

    private(set) var requestedCodes: [SignInIdentifier] = []
    private(set) var resentCodes: [SignInIdentifier] = []
    private(set) var verifiedCodes: [String] = []
    private(set) var registrations: [Registration] = []
    private(set) var signOutCount = 0

    // MARK: - AuthService

    func requestCode(for identifier: SignInIdentifier) async throws(AuthError) {
        requestedCodes.append(identifier)
        if let requestCodeError { throw requestCodeError }
    }

    func resendCode(for identifier: SignInIdentifier) async throws(AuthError) {
        resentCodes.append(identifier)
        if let resendError { throw resendError }
    }

    func verify(code: String, for identifier: SignInIdentifier) async throws(AuthError) -> CodeVerification {
        verifiedCodes.append(code)
        return try verification.get()
    }

    func register(name: String, for identifier: SignInIdentifier) async throws(AuthError) -> Account {
        registrations.append(Registration(identifier: identifier, name: name))
        if let registerError { throw registerError }
        return Account(identifier: identifier, name: name, createdAt: Date(timeIntervalSince1970: 0))
    }

    func currentAccount() async -> Account? {
        account
    }

    func signOut() async throws(AuthError) {
        signOutCount += 1
        if let signOutError { throw signOutError }
    }
}
