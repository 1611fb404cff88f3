/// How the coordinator sets up the CardDetail module.
@MainActor
public protocol CardDetailModuleInput: AnyObject {
    /// Sets the card to show, by its number.
    func configureModule(with cardID: Int)
}
