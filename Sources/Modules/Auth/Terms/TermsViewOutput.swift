/// What the Terms view reports to its presenter.
@MainActor
protocol TermsViewOutput: AnyObject {
    /// The person accepts the terms.
    func accept() async

    /// The person declines the terms.
    func decline()
}
