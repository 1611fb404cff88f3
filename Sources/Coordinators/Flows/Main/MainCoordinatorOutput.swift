/// What the Main flow tells its parent.
@MainActor
protocol MainCoordinatorOutput: AnyObject {
    /// Called once when the person has signed out, or the session has ended.
    var finishFlow: (() -> Void)? { get set }
}
