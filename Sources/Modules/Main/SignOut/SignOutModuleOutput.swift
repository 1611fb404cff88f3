/// What the SignOut confirmation reports to its coordinator.
@MainActor
public protocol SignOutModuleOutput: AnyObject {
    /// The session is gone: the signed-in flow is over.
    var onSignedOut: (() -> Void)? { get set }

    /// The person stays signed in.
    var onCancel: (() -> Void)? { get set }
}
