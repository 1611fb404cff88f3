/// Owns the navigation of one user flow.
@MainActor
protocol Coordinator: AnyObject {
    /// Starts the flow at its first screen.
    func start()

    /// Starts the flow, heading for `option` when it is given.
    func start(with option: DeepLinkOption?)

    /// Shows what `option` names, on a flow that is already running: reuses live children, starts only what is
    /// missing.
    func handle(deepLinkOption option: DeepLinkOption)
}
