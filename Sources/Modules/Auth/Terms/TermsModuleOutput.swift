/// What the Terms module reports to its coordinator.
@MainActor
public protocol TermsModuleOutput: AnyObject {
    /// The terms were accepted and the account now exists and is signed in.
    var onAccepted: (() -> Void)? { get set }

    /// The terms were declined.
    var onDeclined: (() -> Void)? { get set }
}
