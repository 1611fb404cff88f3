/// How the coordinator sets up the CardActions alert.
@MainActor
public protocol CardActionsModuleInput: AnyObject {
    /// Sets the card whose actions to offer.
    func configureModule(with card: Card)
}
