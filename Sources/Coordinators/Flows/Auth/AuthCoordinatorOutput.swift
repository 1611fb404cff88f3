/// What the Auth flow tells its parent.
@MainActor
protocol AuthCoordinatorOutput: AnyObject {
    /// Called once when someone is signed in.
    var finishFlow: (() -> Void)? { get set }
}
