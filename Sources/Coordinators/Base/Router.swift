import Terminal

/// Shows a coordinator's screens: the navigation executor of a flow, shared by the coordinators that present on
/// one screen stack. (Not classic Surf MVP's per-module Router: here modules never navigate.)
///
/// The `Router` of Surf's CoordinatorsSupport and of the ApplicationCoordinator example; ``ScreenStackRouter`` is
/// its `RouterImp`, over the ``/Terminal/ScreenStack`` as that one is over a `UINavigationController`. As there,
/// every method takes a ``/Terminal/Presentable`` and shows what its ``/Terminal/Presentable/toPresent()`` returns; a
/// module that presents nothing (`nil`, or a `Presentable` whose `toPresent()` is `nil`) changes nothing, and its
/// `onLeave` never runs.
@MainActor
protocol Router: AnyObject {
    /// Replaces every screen with `module`; the removed screens leave, topmost first.
    func setRootModule(_ module: (any Presentable)?, onLeave: (() -> Void)?)

    /// Shows `module` on top; `onLeave` runs once when it leaves the stack, whatever removes it.
    func push(_ module: (any Presentable)?, onLeave: (() -> Void)?)

    /// Removes the top screen, unless it is the root or a modal one.
    func popModule()

    /// Removes every screen above the root, modal ones included.
    func popToRootModule()

    /// Shows `module` modally over the current screens; `onLeave` runs once when it leaves.
    func present(_ module: (any Presentable)?, onLeave: (() -> Void)?)

    /// Removes the topmost modal screen and anything shown above it.
    func dismissModule()
}

extension Router {
    /// Replaces every screen with `module`.
    func setRootModule(_ module: (any Presentable)?) { setRootModule(module, onLeave: nil) }

    /// Shows `module` on top.
    func push(_ module: (any Presentable)?) { push(module, onLeave: nil) }

    /// Shows `module` modally.
    func present(_ module: (any Presentable)?) { present(module, onLeave: nil) }
}
