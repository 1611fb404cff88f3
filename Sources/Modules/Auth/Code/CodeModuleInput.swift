/// How the coordinator sets up the Code module.
@MainActor
public protocol CodeModuleInput: AnyObject {
    /// Sets the identifier the code was sent to.
    func configureModule(with identifier: SignInIdentifier)
}
