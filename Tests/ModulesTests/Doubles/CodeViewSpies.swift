@testable import Modules

/// Records what the Code presenter shows.
@MainActor
final class CodeViewInputSpy: CodeViewInput {
    private(set) var destination: String?
    private(set) var errors: [String] = []
    private(set) var messages: [String] = []

    func configure(with destination: String) { self.destination = destination }
    func showError(_ message: String) { errors.append(message) }
    func showMessage(_ message: String) { messages.append(message) }
}

/// Records what the Code view reports to its presenter.
@MainActor
final class CodeViewOutputSpy: CodeViewOutput {
    private(set) var loaded = 0
    private(set) var codes: [String] = []
    private(set) var resendRequests = 0

    func viewLoaded() { loaded += 1 }
    func verify(code: String) async { codes.append(code) }
    func resendCode() async { resendRequests += 1 }
}
