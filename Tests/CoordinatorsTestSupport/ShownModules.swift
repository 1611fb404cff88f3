@testable import Coordinators
@testable import Terminal

/// Every screen a router was asked to show, so a test can fire a module's outputs and check that everything shown is
/// gone after its flow: it works for any module, with no line per module.
///
/// It keeps the screens (and so their presenters) until `forget()`, as a test's own references would, and watches
/// each screen and its presenter weakly.
@MainActor
final class ShownModules {
    private struct WeakObject {
        weak var object: AnyObject?
    }

    // MARK: - Properties

    private var screens: [ViewController] = []
    private var watched: [WeakObject] = []

    /// Every screen shown and every presenter they hold that is still alive.
    var liveObjects: [AnyObject] { watched.compactMap(\.object) }

    // MARK: - Methods

    /// Records `screen` and its presenter.
    func record(_ screen: ViewController) {
        screens.append(screen)
        for object in [screen, screen.presenter].compactMap(\.self)
        where !watched.contains(where: { $0.object === object }) {
            watched.append(WeakObject(object: object))
        }
    }

    /// The presenter of the last screen shown whose presenter is an `Output`, such as `LoginModuleOutput`.
    func output<Output>(_ type: Output.Type) -> Output? {
        screens.reversed().lazy.compactMap { $0.presenter as? Output }.first
    }

    /// The last screen shown that is a `Screen`, such as `TabBarController`.
    func last<Screen>(_ type: Screen.Type) -> Screen? {
        screens.reversed().lazy.compactMap { $0 as? Screen }.first
    }

    /// Lets go of the screens, as a test's scope ending would; the weak watch goes on.
    func forget() {
        screens.removeAll()
    }
}

/// A router that records every screen it shows in `modules`, then passes the call on to a real one.
@MainActor
final class RecordingRouter: Router {
    // MARK: - Properties

    private let router: any Router
    private let modules: ShownModules

    // MARK: - Initialization

    init(_ router: any Router, recordingIn modules: ShownModules) {
        self.router = router
        self.modules = modules
    }

    // MARK: - Router

    func setRootModule(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        module?.toPresent().map(modules.record)
        router.setRootModule(module, onLeave: onLeave)
    }

    func push(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        module?.toPresent().map(modules.record)
        router.push(module, onLeave: onLeave)
    }

    func popModule() {
        router.popModule()
    }

    func popToRootModule() {
        router.popToRootModule()
    }

    func present(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        module?.toPresent().map(modules.record)
        router.present(module, onLeave: onLeave)
    }

    func dismissModule() {
        router.dismissModule()
    }
}

// MARK: - The Module Convention

extension ViewController {
    /// The object this screen holds as `output`: a module view's presenter, by the modules' convention, which lets
    /// a test reach any module's presenter with no line per module.
    var presenter: AnyObject? {
        guard let output = Mirror(reflecting: self).children.first(where: { $0.label == "output" })?.value,
            Mirror(reflecting: output).displayStyle == .optional,
            let value = Mirror(reflecting: output).children.first?.value,
            Mirror(reflecting: value).displayStyle == .class
        else { return nil }
        return value as AnyObject
    }
}
