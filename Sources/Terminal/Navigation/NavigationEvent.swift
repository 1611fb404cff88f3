/// One thing the screen stack did, named by module: the navigation log's entry.
public enum NavigationEvent: Sendable, Equatable, CustomStringConvertible {
    case setRoot(String)
    /// A screen taken away because another became the root.
    case remove(String)
    case push(String)
    case pop(String)
    case present(String)
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
