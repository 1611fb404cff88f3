/// What the Home view reports to its presenter.
@MainActor
protocol HomeViewOutput: AnyObject {
    /// The screen is about to be shown: load who is signed in.
    func viewLoaded() async

    /// The person wants to sign out.
    func signOut()
}
