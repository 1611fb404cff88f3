import Terminal

/// The coordinators' ``Router`` over a ``/Terminal/ScreenStack``, which it keeps: what `RouterImp` is over a
/// `UINavigationController`.
///
/// Every call goes to the stack, which logs it and runs each screen's `onLeave` exactly once when it leaves.
@MainActor
final class ScreenStackRouter: Router {
    // MARK: - Properties

    private let stack: ScreenStack

    // MARK: - Initialization

    /// Creates a router that shows screens on `stack`.
    init(stack: ScreenStack) {
        self.stack = stack
    }

    // MARK: - Router

    func setRootModule(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        guard let screen = module?.toPresent() else { return }
        stack.setRoot(screen, onLeave: onLeave)
    }

    func push(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        guard let screen = module?.toPresent() else { return }
        stack.push(screen, onLeave: onLeave)
    }

    func popModule() {
        stack.pop()
    }

    func popToRootModule() {
        stack.popToRoot()
    }

    func present(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        guard let screen = module?.toPresent() else { return }
        stack.present(screen, onLeave: onLeave)
    }

    func dismissModule() {
        stack.dismiss()
    }
}
