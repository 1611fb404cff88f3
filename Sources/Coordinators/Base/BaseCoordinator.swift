/// What every coordinator shares: its child coordinators, and a `finishFlow` that fires at most once.
///
/// It has no `deinit`: whoever tracks its lifetime (the app's ``LifetimeRegistry``) holds it weakly and notices it is
/// gone on its own, so nothing here needs the main actor's `isolated deinit` (macOS 15.4, iOS 18.4).
@MainActor
class BaseCoordinator: Coordinator {
    // MARK: - Properties

    /// The flows this one started and still owns.
    private(set) var childCoordinators: [any Coordinator] = []

    /// Set by the parent: called once when this flow is over.
    var finishFlow: (() -> Void)?

    /// Who tracks the lifetime of this coordinator and of the children it adds, once the factory that made it calls
    /// ``track(with:)``; `nil` in an app with no such tool.
    private(set) var lifetimeObserver: (any CoordinatorLifetimeObserver)?

    private var isFinished = false

    // MARK: - Initialization

    /// Creates a coordinator; its parent adopts it with ``addDependency(_:)``.
    init() {}

    // MARK: - Lifetimes

    /// Has `observer` track this coordinator, the children it adds and its finish; returns it.
    ///
    /// The factory that makes a coordinator calls this, so no flow's init deals with leak tracking.
    @discardableResult
    func track(with observer: any CoordinatorLifetimeObserver) -> Self {
        lifetimeObserver = observer
        observer.track(self)
        return self
    }

    // MARK: - Coordinator

    /// Does nothing: every flow overrides this.
    func start() {}

    /// Starts the flow, then handles `option` on it: a flow whose first screen does not depend on the link keeps
    /// this.
    @discardableResult
    func start(with option: DeepLinkOption) -> DeepLinkOutcome {
        start()
        return handle(deepLinkOption: option)
    }

    /// Rejects every link: a flow that can show links overrides this.
    ///
    /// Links travel top-down. The app's handler gives each one to the root, ``ApplicationCoordinator``, which passes it
    /// to the flow that can show it; each flow finds its live child for the link (the root in the weak property it
    /// keeps for each flow it runs, ``MainCoordinator`` by tab) and passes it on, or starts the missing child
    /// with the link as the argument of ``start(with:)``. So what is running is reused and only the missing tail of the
    /// path is started, and the outcome comes back up as the return value. The root decides because it knows what a
    /// leaf cannot: whether someone is signed in, so whether the link opens now or is kept; and it owns the tree the
    /// link walks. (Surf's later code lets a link arrive at a leaf and bubble up through a `parent` until a coordinator
    /// can show it, which needs every leaf to know its parents; here a child never knows its parent.)
    @discardableResult
    func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome {
        .rejected(reason: "this part of the app opens no links")
    }

    /// Where the flow's newest child that can say is now; `nil` when none can: a flow with screens of its own that a
    /// link shows overrides this.
    var currentLink: DeepLinkOption? {
        childCoordinators.reversed().lazy.compactMap(\.currentLink).first
    }

    /// Asks each child flow, in the order they started, to keep its unsaved work: a flow that holds some of its own
    /// overrides this, and calls it too.
    func keepUnsavedWork() async {
        for child in childCoordinators {
            await child.keepUnsavedWork()
        }
    }

    // MARK: - Dependencies

    /// Keeps `coordinator` as a child; adding the same one twice keeps it once, and a coordinator is never its own
    /// child.
    func addDependency(_ coordinator: any Coordinator) {
        guard coordinator !== self, !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
        lifetimeObserver?.coordinator(self, didAddChild: coordinator)
        lifetimeObserver?.coordinatorDidStart(coordinator)
    }

    /// Drops `coordinator`, then every coordinator below it; removing one that is not a child does nothing.
    ///
    /// Each child is let go before its own children are, so even children that lead back up to their parent are
    /// removed once each, and the removal ends.
    func removeDependency(_ coordinator: (any Coordinator)?) {
        guard let coordinator, childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.removeAll { $0 === coordinator }
        if let parent = coordinator as? BaseCoordinator {
            for child in parent.childCoordinators {
                parent.removeDependency(child)
            }
        }
    }

    /// The live child of type `type`, if there is one.
    func hasDependency<T>(ofType type: T.Type) -> T? {
        childCoordinators.lazy.compactMap { $0 as? T }.first
    }

    // MARK: - Finishing

    /// Ends this flow: fires ``finishFlow`` the first time, does nothing after.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        lifetimeObserver?.coordinatorDidFinish(self)
        let finishFlow = finishFlow
        self.finishFlow = nil
        finishFlow?()
    }
}
