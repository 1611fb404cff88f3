/// What an alert module shows: a title, a message and its actions.
public struct AlertModel: Sendable, Equatable {
    // MARK: - Properties

    /// The bold first line.
    public let title: String

    /// The explanation.
    public let message: String

    /// The actions, in menu order; Enter alone picks the first.
    public let actions: [AlertAction]

    // MARK: - Initialization

    /// Creates an alert.
    public init(title: String, message: String, actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}

/// One action of an alert; the one marked `isCancel` is also what `:back` picks.
public struct AlertAction: Sendable, Hashable {
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
