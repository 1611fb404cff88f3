import Terminal

/// A router that registers every screen it shows with the lifetime registry, under the coordinator that owns the
/// router, then passes the call on: so leak tracking needs no call per module.
///
/// A screen's presenter is registered when the screen leaves, since from then on it must go with it. It is found by
/// the modules' convention, a module's view holding its presenter as `output`; looking it up then rather than when
/// the screen is shown keeps reflection off the launch path.
@MainActor
final class LifetimeTrackingRouter: Router {
    // MARK: - Properties

    private let router: any Router
    private let lifetimes: LifetimeRegistry
    private weak var owner: AnyObject?

    // MARK: - Initialization

    /// Creates a router that shows screens through `router` and registers them in `lifetimes`.
    init(_ router: any Router, lifetimes: LifetimeRegistry) {
        self.router = router
        self.lifetimes = lifetimes
    }

    // MARK: - Internal Methods

    /// Makes `coordinator` the owner of every screen this router shows; returns it.
    func owned<Owner: AnyObject>(by coordinator: Owner) -> Owner {
        owner = coordinator
        return coordinator
    }

    // MARK: - Router

    func setRootModule(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        router.setRootModule(module, onLeave: tracked(module, onLeave: onLeave))
    }

    func push(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        router.push(module, onLeave: tracked(module, onLeave: onLeave))
    }

    func popModule() {
        router.popModule()
    }

    func popToRootModule() {
        router.popToRootModule()
    }

    func present(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        router.present(module, onLeave: tracked(module, onLeave: onLeave))
    }

    func dismissModule() {
        router.dismissModule()
    }

    // MARK: - Private Methods

    /// Registers the screen `module` presents; returns `onLeave` preceded by registering the screen's presenter.
    private func tracked(_ module: (any Presentable)?, onLeave: (() -> Void)?) -> (() -> Void)? {
        guard let screen = module?.toPresent() else { return onLeave }
        lifetimes.register(screen, kind: .view, owner: owner)
        return { [lifetimes, weak screen] in
            // Beside the screen, wherever it now is: its owner may be gone already, as a flow's is when the flow
            // ends before its screens leave.
            if let screen, let presenter = screen.presenter {
                lifetimes.register(presenter, kind: .presenter, alongside: screen)
            }
            onLeave?()
        }
    }
}

// MARK: - The Module Convention

extension ViewController {
    /// The object this screen holds as `output`: a module view's presenter, by the modules' convention.
    var presenter: AnyObject? {
        guard let output = Mirror(reflecting: self).children.first(where: { $0.label == "output" })?.value,
            Mirror(reflecting: output).displayStyle == .optional,
            let value = Mirror(reflecting: output).children.first?.value,
            Mirror(reflecting: value).displayStyle == .class
        else { return nil }
        return value as AnyObject
    }
}
