/// How the coordinator sets up an Alert module.
@MainActor
public protocol AlertModuleInput: AnyObject {
    /// Sets what the alert shows.
    func configureModule(with model: AlertModel)
}
