/// What the Registration view reports to its presenter.
@MainActor
protocol RegistrationViewOutput: AnyObject {
    /// The screen is about to be shown.
    func viewLoaded()

    /// The person typed the name for the new account.
    func register(name: String)
}
