/// Shows its model and reports the action picked: the alert without logic of its own.
@MainActor
final class AlertPresenter: AlertModuleOutput {
    // MARK: - AlertModuleOutput

    var onAction: ((AlertAction) -> Void)?

    // MARK: - Properties

    /// The alert this presenter shows its model on, held weakly: the alert keeps the presenter as ``AlertView/output``.
    weak var view: (any AlertViewInput)?

    /// The alert shown: what the coordinator configured the module with.
    private(set) var model = AlertModel(title: "", message: "", actions: [])
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

    func pick(_ action: AlertAction) {
        onAction?(action)
    }
}
