/// What an alert shows, like a `UIAlertController`: a title, a message and its actions.
public nonisolated struct AlertModel: Sendable, Equatable {
    // MARK: - Properties

    /// The bold first line.
    public let title: String

    /// The explanation.
    public let message: String

    /// The actions, in menu order.
    public let actions: [AlertAction]

    /// The action Enter alone picks, as `preferredAction` is in UIKit; with none, Enter alone picks nothing, which
    /// is what a confirmation of a change that cannot be undone wants.
    public let preferredAction: AlertAction?

    /// The action `:back` picks: the one marked `isCancel`.
    public var cancelAction: AlertAction? { actions.first(where: \.isCancel) }

    // MARK: - Initialization

    /// Creates an alert.
    public init(title: String, message: String, actions: [AlertAction], preferredAction: AlertAction? = nil) {
        self.title = title
        self.message = message
        self.actions = actions
        self.preferredAction = preferredAction
    }
}

/// One action of an alert, like a `UIAlertAction`.
///
/// Actions are told apart by value: a presenter or coordinator keeps its actions as static constants and switches
/// over the one picked. The one marked `isCancel` is also what `:back` picks.
public nonisolated struct AlertAction: Sendable, Hashable {
    // MARK: - Properties

    /// The label, such as `Sign out`.
    public let title: String

    /// Whether `:back` picks this action.
    public let isCancel: Bool

    // MARK: - Initialization

    /// Creates an action.
    public init(_ title: String, isCancel: Bool = false) {
        self.title = title
        self.isCancel = isCancel
    }
}
