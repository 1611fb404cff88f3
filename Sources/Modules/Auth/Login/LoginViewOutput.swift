/// What the Login view reports to its presenter.
@MainActor
protocol LoginViewOutput: AnyObject {
    /// The screen is about to be shown.
    func viewLoaded()

    /// The person typed a phone number or an e-mail address and wants to sign in with it.
    func login(with text: String) async

    /// The person on the sign-up screen would rather sign in to an account they have.
    func signInInstead()
}
