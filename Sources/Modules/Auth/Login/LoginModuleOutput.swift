/// What the Login module reports to its coordinator.
@MainActor
public protocol LoginModuleOutput: AnyObject {
    /// A code was sent to the identifier; the coordinator shows where to type it.
    var onCodeRequested: ((SignInIdentifier) -> Void)? { get set }
}
