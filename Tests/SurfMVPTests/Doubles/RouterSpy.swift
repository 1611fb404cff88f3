@testable import Coordinators
@testable import Terminal

/// A recording router: what is on the stack, what is presented, and every call in order.
@MainActor
final class RouterSpy: Router {
    // MARK: - Properties

    private(set) var stack: [any Presentable] = []
    private(set) var presented: [any Presentable] = []
    private(set) var calls: [String] = []

    /// Module names on the stack, bottom first, then the presented ones.
    var visibleModules: [String] { (stack + presented).map(\.moduleName) }

    // MARK: - Router

    func setRootModule(_ module: any Presentable, onLeave: (() -> Void)?) {
        calls.append("setRoot \(module.moduleName)")
        stack = [module]
        presented = []
    }

    func push(_ module: any Presentable, onLeave: (() -> Void)?) {
        calls.append("push \(module.moduleName)")
        stack.append(module)
    }

    func popModule() {
        guard stack.count > 1 else { return }
        calls.append("pop \(stack.removeLast().moduleName)")
    }

    func popToRootModule() {
        calls.append("popToRoot")
        stack = Array(stack.prefix(1))
    }

    func present(_ module: any Presentable, onLeave: (() -> Void)?) {
        calls.append("present \(module.moduleName)")
        presented.append(module)
    }

    func dismissModule() {
        guard !presented.isEmpty else { return }
        calls.append("dismiss \(presented.removeLast().moduleName)")
    }
}
