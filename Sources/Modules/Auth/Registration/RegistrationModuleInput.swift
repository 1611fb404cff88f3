/// How the coordinator sets up the Registration module.
@MainActor
public protocol RegistrationModuleInput: AnyObject {
    /// Sets the verified identifier the account is for.
    func configureModule(with identifier: SignInIdentifier)
}
