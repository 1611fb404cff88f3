/// How the coordinator sets up the Terms module.
@MainActor
public protocol TermsModuleInput: AnyObject {
    /// Sets the registration that accepting completes.
    func configureModule(with registration: Registration)
}
