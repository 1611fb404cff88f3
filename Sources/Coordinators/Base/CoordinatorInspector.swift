import Terminal

/// Draws the live coordinator tree for `:tree`: each coordinator with the screens it owns, children indented under
/// their parent — the app's own memory graph, the way Xcode's shows a UIKit app's.
///
/// Kept apart from ``BaseCoordinator``, whose one job is owning children and finishing. With `isAccessible`, the tree
/// is plain text a screen reader reads well: indentation and a dash instead of box drawing.
@MainActor
struct CoordinatorInspector {
    // MARK: - Properties

    /// What tracks each coordinator's screens.
    let lifetimes: LifetimeRegistry

    /// Whether to draw for a screen reader (`ACCESSIBLE=1`).
    let isAccessible: Bool

    // MARK: - Methods

    /// `root` and everything under it, one line each.
    func lines(for root: BaseCoordinator) -> [String] {
        let children = root.childCoordinators.compactMap { $0 as? BaseCoordinator }
        // Screens by their module's name, as the screen stacks show them: a shared view (an alert) goes by the module.
        let views = lifetimes.objects(ownedBy: root, kind: .view).map {
            ($0 as? ViewController)?.moduleName ?? _typeName(type(of: $0), qualified: false)
        }
        let head =
            _typeName(type(of: root), qualified: false)
            + (views.isEmpty ? "" : "  screens: \(views.joined(separator: " › "))")
        return [head]
            + children.enumerated().flatMap { index, child in
                let isLast = index == children.count - 1
                return lines(for: child).enumerated().map { line, text in
                    prefix(isFirstLine: line == 0, isLastChild: isLast) + text
                }
            }
    }

    // MARK: - Private Methods

    private func prefix(isFirstLine: Bool, isLastChild: Bool) -> String {
        if isAccessible { return isFirstLine ? "- " : "  " }
        return isFirstLine ? (isLastChild ? "└─ " : "├─ ") : (isLastChild ? "   " : "│  ")
    }
}
