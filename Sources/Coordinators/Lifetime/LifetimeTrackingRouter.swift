import Terminal

/// A router that has the lifetime registry track every screen it shows, under the coordinator that owns the router,
/// then passes the call on: so leak tracking needs no call per module.
///
/// A screen's presenter is tracked from when the screen leaves, since from then on it must go with it: the registry
/// knows it from the module factory, which paired it with its view where the module was made.
@MainActor
final class LifetimeTrackingRouter: Router {
    // MARK: - Properties

    /// The coordinator that owns every screen this router shows: the one the factory made with this router.
    weak var owner: AnyObject?

    private let router: any Router
    private let lifetimes: LifetimeRegistry

    // MARK: - Initialization

    /// Creates a router that shows screens through `router` and has `lifetimes` track them.
    init(_ router: any Router, lifetimes: LifetimeRegistry) {
        self.router = router
        self.lifetimes = lifetimes
    }

    // MARK: - Router

    func setRootModule(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        router.setRootModule(module, onLeave: track(module, onLeave: onLeave))
    }

    func push(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        router.push(module, onLeave: track(module, onLeave: onLeave))
    }

    func popModule() {
        router.popModule()
    }

    func popToRootModule() {
        router.popToRootModule()
    }

    func present(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        router.present(module, onLeave: track(module, onLeave: onLeave))
    }

    func dismissModule() {
        router.dismissModule()
    }

    // MARK: - Private Methods

    /// Tracks the screen `module` presents; returns `onLeave` preceded by tracking the screen's presenter.
    private func track(_ module: (any Presentable)?, onLeave: (() -> Void)?) -> (() -> Void)? {
        guard let screen = module?.toPresent() else { return onLeave }
        lifetimes.track(screen, kind: .view, owner: owner)
        return { [lifetimes, weak screen] in
            // Beside the screen, wherever it now is: its owner may be gone already, as a flow's is when the flow
            // ends before its screens leave.
            if let screen {
                lifetimes.trackPresenter(of: screen)
            }
            onLeave?()
        }
    }
}
