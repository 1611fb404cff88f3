/// Reports the action picked in an alert.
@MainActor
final class AlertPresenter: AlertModuleOutput {
    // MARK: - AlertModuleOutput

    var onAction: ((AlertAction) -> Void)?

    // MARK: - Properties

    weak var view: (any AlertViewInput)?

    private var model = AlertModel(title: "", message: "", actions: [])
}

// MARK: - AlertModuleInput

extension AlertPresenter: AlertModuleInput {
    func configureModule(with model: AlertModel) {
        self.model = model
    }
}

// MARK: - AlertViewOutput

extension AlertPresenter: AlertViewOutput {
    func viewLoaded() {
        view?.configure(with: model)
    }

    func selectAction(at index: Int) {
        guard model.actions.indices.contains(index) else { return }
        onAction?(model.actions[index])
    }

    func cancel() -> Bool {
        guard let cancelAction = model.actions.first(where: \.isCancel) else { return false }
        onAction?(cancelAction)
        return true
    }
}
