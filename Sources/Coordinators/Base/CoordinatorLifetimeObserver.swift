/// Follows the lifetimes of coordinators: what a ``BaseCoordinator`` tells the observer its factory attached with
/// ``BaseCoordinator/track(with:)``.
///
/// The app's ``LifetimeRegistry`` is one, which turns these events into `--trace` lines, `:tree` and leak reports.
/// A coordinator with no observer tells nobody, so ``BaseCoordinator`` copies into an app that has no such tool.
@MainActor
protocol CoordinatorLifetimeObserver: AnyObject {
    /// Starts following `coordinator`, just made and nobody's child yet.
    func track(_ coordinator: any Coordinator)

    /// `parent` keeps `child` from now on: `child`, and what it owns, belong to `parent`'s flow.
    func coordinator(_ parent: any Coordinator, didAddChild child: any Coordinator)

    /// `coordinator`'s flow has started: a parent adds a child as it starts it.
    func coordinatorDidStart(_ coordinator: any Coordinator)

    /// `coordinator`'s flow is over: from now on, everything it owned should go.
    func coordinatorDidFinish(_ coordinator: any Coordinator)
}
