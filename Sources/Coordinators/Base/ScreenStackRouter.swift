import Terminal

/// The coordinators' `Router` over a `ScreenStack`, which it keeps: what `RouterImp` is over a
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

    func setRootModule(_ module: any ViewController, onLeave: (() -> Void)?) {
        stack.setRoot(module, onLeave: onLeave)
    }

    func push(_ module: any ViewController, onLeave: (() -> Void)?) {
        stack.push(module, onLeave: onLeave)
    }

    func popModule() {
        stack.pop()
    }

    func popToRootModule() {
        stack.popToRoot()
    }

    func present(_ module: any ViewController, onLeave: (() -> Void)?) {
        stack.present(module, onLeave: onLeave)
    }

    func dismissModule() {
        stack.dismiss()
    }
}
