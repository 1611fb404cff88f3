/// Owns the navigation of one user flow.
@MainActor
protocol Coordinator: AnyObject {
    /// Starts the flow at its first screen.
    func start()

    /// Starts the flow heading for `option`, and says what became of it.
    @discardableResult
    func start(with option: DeepLinkOption) -> DeepLinkOutcome

    /// Shows what `option` names, on a flow that is already running: reuses live children, starts only what is
    /// missing, and says what became of it.
    @discardableResult
    func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome

    /// Where the flow is now, as the link that shows it again: what a relaunch restores, as a scene's user activity
    /// does on iOS; `nil` where no link shows it (sign-in, the introduction).
    var currentLink: DeepLinkOption? { get }

    /// Keeps what the person has not saved in this flow and the flows below it, the way quitting keeps it: called
    /// before the flow is ended from above, when the session it runs in has ended.
    func keepUnsavedWork() async

    /// Ends the flow: fires its `finishFlow` once, so that its parent tears it down.
    func finish()
}
