/// One thing the screen stack did, named by module: the navigation log's entry.
public nonisolated enum NavigationEvent: Sendable, Equatable, CustomStringConvertible {
    /// A screen became the only one on the stack.
    case setRoot(String)
    /// A screen taken away because another became the root, or because its tab bar left.
    case remove(String)
    /// A screen shown on top.
    case push(String)
    /// The top screen taken away, by `:back` or by its coordinator.
    case pop(String)
    /// A screen shown modally.
    case present(String)
    /// A modal screen taken away.
    case dismiss(String)

    /// The event as the log prints it: `push Login`, `dismiss Terms`.
    public var description: String {
        switch self {
        case .setRoot(let module): "set root \(module)"
        case .remove(let module): "remove \(module)"
        case .push(let module): "push \(module)"
        case .pop(let module): "pop \(module)"
        case .present(let module): "present \(module)"
        case .dismiss(let module): "dismiss \(module)"
        }
    }
}
