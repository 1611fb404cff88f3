/// What the Profile module reports to its coordinator.
@MainActor
public protocol ProfileModuleOutput: AnyObject {
    /// Edit profile was picked.
    var onEdit: (() -> Void)? { get set }

    /// Sign out was picked; the coordinator asks for confirmation.
    var onSignOut: (() -> Void)? { get set }
}
