/// Shows a coordinator's screens: the navigation executor of a flow, shared by the coordinators that present on
/// one screen stack. (Not classic Surf MVP's per-module Router: here modules never navigate.)
@MainActor
public protocol Router: AnyObject {
    /// Replaces every screen with `module`; the removed screens leave, topmost first.
    func setRootModule(_ module: any Presentable, onLeave: (() -> Void)?)

    /// Shows `module` on top; `onLeave` runs once when it leaves the stack, whatever removes it.
    func push(_ module: any Presentable, onLeave: (() -> Void)?)

    /// Removes the top screen, unless it is the root.
    func popModule()

    /// Removes every screen above the root, modal ones included.
    func popToRootModule()

    /// Shows `module` modally over the current screens; `onLeave` runs once when it leaves.
    func present(_ module: any Presentable, onLeave: (() -> Void)?)

    /// Removes the topmost modal screen and anything shown above it.
    func dismissModule()
}

extension Router {
    /// Replaces every screen with `module`.
    public func setRootModule(_ module: any Presentable) { setRootModule(module, onLeave: nil) }

    /// Shows `module` on top.
    public func push(_ module: any Presentable) { push(module, onLeave: nil) }

    /// Shows `module` modally.
    public func present(_ module: any Presentable) { present(module, onLeave: nil) }
}
