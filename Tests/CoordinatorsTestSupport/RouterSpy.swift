import Terminal
import Testing

@testable import Coordinators

/// A recording router: what is on the stack, what is presented over it, and every call in order.
///
/// It keeps the `Router` contract as the screen stack does: each module's `onLeave` runs exactly once, when a pop,
/// a pop to the root, a dismissal or a new root takes the module away, and only once the spy's state is settled, so
/// the handler may navigate. Presented modules sit over the whole stack: a push while one is presented is recorded
/// as an issue, since a navigation controller would put the pushed screen under the modal and the screen stack
/// over it. A module that presents nothing (`toPresent()` is `nil`) is ignored, as the router ignores it. Each module
/// is named by the modules' convention (``name(of:)``), so the spy needs nothing of the platform but its screens.
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
    var visibleModules: [String] { (stack + presented).map(Self.name(of:)) }

    // MARK: - Router

    func setRootModule(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        guard let module = module?.toPresent() else { return }
        modules.record(module)
        calls.append("setRoot \(Self.name(of: module))")
        let leaving = Array(presentedEntries.reversed()) + stackEntries.reversed()
        stackEntries = [Entry(module: module, onLeave: onLeave)]
        presentedEntries = []
        notify(leaving)
    }

    func push(_ module: (any Presentable)?, onLeave: (() -> Void)?) {
        guard let module = module?.toPresent() else { return }
        modules.record(module)
        calls.append("push \(Self.name(of: module))")
        if let modal = presentedEntries.last {
            Issue.record("\(Self.name(of: module)) pushed while \(Self.name(of: modal.module)) is presented")
        }
        stackEntries.append(Entry(module: module, onLeave: onLeave))
    }

    func popModule() {
        guard presentedEntries.isEmpty, stackEntries.count > 1 else {
            calls.append("pop")
            return
        }
        let top = stackEntries.removeLast()
        calls.append("pop \(Self.name(of: top.module))")
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
        calls.append("present \(Self.name(of: module))")
        presentedEntries.append(Entry(module: module, onLeave: onLeave))
    }

    func dismissModule() {
        guard let top = presentedEntries.popLast() else {
            calls.append("dismiss")
            return
        }
        calls.append("dismiss \(Self.name(of: top.module))")
        notify([top])
    }

    // MARK: - Module Names

    /// The module `screen` belongs to, as the navigation log names it: its presenter's type without `Presenter`
    /// (`LoginPresenter` is `Login`, `CardActionsPresenter` on the shared alert view `CardActions`), or for a screen
    /// without one, its own type's without `View` or `Controller` (`TabBarController` is `TabBar`).
    static func name(of screen: ViewController) -> String {
        if let presenter = screen.presenter {
            return String(describing: type(of: presenter)).removingSuffix("Presenter")
        }
        return String(describing: type(of: screen)).removingSuffix("View").removingSuffix("Controller")
    }

    // MARK: - Private Methods

    /// Runs the leaving modules' `onLeave`, topmost first.
    private func notify(_ leaving: [Entry]) {
        for entry in leaving {
            entry.onLeave?()
        }
    }
}

private extension String {
    /// The string without `suffix` at its end, or the string itself when it does not end so.
    func removingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
