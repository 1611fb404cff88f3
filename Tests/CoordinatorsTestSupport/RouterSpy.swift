import Testing

@testable import Coordinators
@testable import Terminal

/// A recording router: what is on the stack, what is presented over it, and every call in order.
///
/// It keeps the `Router` contract as the screen stack does: each module's `onLeave` runs exactly once, when a pop,
/// a pop to the root, a dismissal or a new root takes the module away, and only once the spy's state is settled, so
/// the handler may navigate. Presented modules sit over the whole stack: a push while one is presented is recorded
/// as an issue, since a navigation controller would put the pushed screen under the modal and the screen stack
/// over it. A module that presents nothing (`toPresent()` is `nil`) is ignored, as the router ignores it.
@MainActor
final class RouterSpy: Router {
    private struct Entry {
        let module: ViewController
        let onLeave: (() -> Void)?
    }

    // MARK: - Properties

    /// Every call, in order: `setRoot Login`, `push Code`, `pop Code`, `popToRoot`, `present Terms`,
    /// `dismiss Terms`; a pop or dismissal that removed nothing is `pop` or `dismiss` alone.
    private(set) var calls: [String] = []

    private var stackEntries: [Entry] = []
    private var presentedEntries: [Entry] = []

    /// The modules on the stack, root first.
    var stack: [ViewController] { stackEntries.map(\.module) }

    /// The modules presented over the stack, first presented first.
    var presented: [ViewController] { presentedEntries.map(\.module) }

    /// Every module shown through this router, for a test to fire its outputs and check it is gone.
    let modules = ShownModules()

    /// Module names on the stack, bottom first, then the presented ones.
    var visibleModules: [String] { (stack + presented).map(\.moduleName) }

    // MARK: - Router

    func setRootModule(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        guard let module = module?.toPresent() else { return }
        modules.record(module)
        calls.append("setRoot \(module.moduleName)")
        let leaving = Array(presentedEntries.reversed()) + stackEntries.reversed()
        stackEntries = [Entry(module: module, onLeave: onLeave)]
        presentedEntries = []
        notify(leaving)
    }

    func push(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        guard let module = module?.toPresent() else { return }
        modules.record(module)
        calls.append("push \(module.moduleName)")
        if let modal = presentedEntries.last {
            Issue.record("\(module.moduleName) pushed while \(modal.module.moduleName) is presented")
        }
        stackEntries.append(Entry(module: module, onLeave: onLeave))
    }

    func popModule() {
        guard presentedEntries.isEmpty, stackEntries.count > 1 else {
            calls.append("pop")
            return
        }
        let top = stackEntries.removeLast()
        calls.append("pop \(top.module.moduleName)")
        notify([top])
    }

    func popToRootModule() {
        calls.append("popToRoot")
        let leaving = Array(presentedEntries.reversed()) + stackEntries.dropFirst().reversed()
        stackEntries = Array(stackEntries.prefix(1))
        presentedEntries = []
        notify(leaving)
    }

    func present(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        guard let module = module?.toPresent() else { return }
        modules.record(module)
        calls.append("present \(module.moduleName)")
        presentedEntries.append(Entry(module: module, onLeave: onLeave))
    }

    func dismissModule() {
        guard let top = presentedEntries.popLast() else {
            calls.append("dismiss")
            return
        }
        calls.append("dismiss \(top.module.moduleName)")
        notify([top])
    }

    // MARK: - Private Methods

    /// Runs the leaving modules' `onLeave`, topmost first.
    private func notify(_ leaving: [Entry]) {
        for entry in leaving {
            entry.onLeave?()
        }
    }
}
