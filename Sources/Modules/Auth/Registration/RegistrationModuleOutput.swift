/// What the Registration module reports to its coordinator.
@MainActor
public protocol RegistrationModuleOutput: AnyObject {
    /// A valid name was entered; the terms come next.
    var onRegistrationFilled: ((Registration) -> Void)? { get set }
}
