import Testing

@testable import Modules

/// Records what an alert's presenter shows on the shared alert view.
@MainActor
final class AlertViewInputSpy: AlertViewInput {
    private(set) var model: AlertModel?
    private(set) var errors: [String] = []
    private(set) var messages: [String] = []

    /// The labels of the actions shown, in menu order.
    var actionTitles: [String] { model?.actions.map(\.title) ?? [] }

    func configure(with model: AlertModel) { self.model = model }
    func showError(_ message: String) { errors.append(message) }
    func showMessage(_ message: String) { messages.append(message) }

    /// The action shown with the label `title`, as the person would pick it.
    func action(_ title: String) -> AlertAction {
        guard let action = model?.actions.first(where: { $0.title == title }) else {
            Issue.record("no action \(title) in \(actionTitles)")
            return AlertAction(title)
        }
        return action
    }
}

/// Records what the alert view reports to its presenter.
@MainActor
final class AlertViewOutputSpy: AlertViewOutput {
    private(set) var loaded = 0
    private(set) var picked: [AlertAction] = []

    func viewLoaded() { loaded += 1 }
    func pick(_ action: AlertAction) async { picked.append(action) }
}
