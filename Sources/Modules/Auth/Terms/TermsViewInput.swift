/// What the Terms presenter tells its view.
@MainActor
protocol TermsViewInput: AnyObject {
    /// Shows a one-line error below the prompt.
    func showError(_ message: String)
}
