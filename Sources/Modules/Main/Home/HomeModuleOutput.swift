/// What the Home module reports to its coordinator.
@MainActor
public protocol HomeModuleOutput: AnyObject {
    /// The person asked to sign out; the coordinator asks for confirmation.
    var onSignOut: (() -> Void)? { get set }
}
