@testable import Modules

/// Records what the Terms presenter shows.
@MainActor
final class TermsViewInputSpy: TermsViewInput {
    private(set) var errors: [String] = []

    func showError(_ message: String) { errors.append(message) }
}

/// Records what the Terms view reports to its presenter.
@MainActor
final class TermsViewOutputSpy: TermsViewOutput {
    private(set) var acceptances = 0
    private(set) var declines = 0

    func accept() async { acceptances += 1 }
    func decline() { declines += 1 }
}
