/// How the coordinator sets up the Login module.
@MainActor
public protocol LoginModuleInput: AnyObject {
    /// Sets whether the screen signs in (the default) or creates an account.
    func configureModule(with purpose: SignInPurpose)
}
