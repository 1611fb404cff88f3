/// What the Code view reports to its presenter.
@MainActor
protocol CodeViewOutput: AnyObject {
    /// The screen is about to be shown.
    func viewLoaded()

    /// The person typed a code.
    func verify(code: String) async

    /// The person asked for a new code.
    func resendCode() async
}
