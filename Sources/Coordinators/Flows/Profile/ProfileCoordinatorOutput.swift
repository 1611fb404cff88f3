/// What the Profile flow tells its parent.
@MainActor
protocol ProfileCoordinatorOutput: AnyObject {
    /// Called once when the person has signed out.
    var finishFlow: (() -> Void)? { get set }
}
