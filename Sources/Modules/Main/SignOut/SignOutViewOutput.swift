/// What the SignOut view reports to its presenter.
@MainActor
protocol SignOutViewOutput: AnyObject {
    /// The person confirmed: sign out.
    func confirm() async

    /// The person changed their mind.
    func cancel()
}
