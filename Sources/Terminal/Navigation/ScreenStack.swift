/// The screens on display, bottom to top, with modal ones marked: the terminal's `UINavigationController`.
///
/// Every removal is an explicit event: it is logged and runs the screen's `onLeave` exactly once.
@MainActor
public final class ScreenStack {
    private struct Entry {
        let screen: ViewController
        let isModal: Bool
        let onLeave: (() -> Void)?
        var isLoaded = false
    }

    // MARK: - Properties

    /// The most recent events, oldest first; older ones are dropped past `logLimit`.
    public private(set) var log: [NavigationEvent] = []

    /// Called with every event as it happens, for `--trace`.
    public var onEvent: ((NavigationEvent) -> Void)?

    private let logLimit: Int
    private var entries: [Entry] = []

    // MARK: - Initialization

    /// Creates an empty stack that keeps the last `logLimit` events.
    public init(logLimit: Int = 1_000) {
        self.logLimit = logLimit
    }

    // MARK: - Public Properties

    /// The screen the user sees and types into.
    public var topScreen: ViewController? { entries.last?.screen }

    /// Every screen, bottom first.
    public var screens: [ViewController] { entries.map(\.screen) }

    /// The header's breadcrumb: every screen's title, bottom first.
    public var breadcrumb: [String] { entries.map(\.screen.title) }

    /// One line per screen, top first, marking modal ones: what `:tree` shows.
    public var descriptionLines: [String] {
        entries.reversed().map { "\($0.screen.moduleName)\($0.isModal ? " (modal)" : "")" }
    }

    // MARK: - Public Methods

    /// The top screen if it has not been loaded yet, marking it loaded: the app then calls its `viewDidLoad()`.
    public func takeTopScreenToLoad() -> ViewController? {
        guard let top = entries.last, !top.isLoaded else { return nil }
        entries[entries.count - 1].isLoaded = true
        return top.screen
    }

    /// What `:back` does: dismisses the top modal screen, or pops the top screen; `false` at the root.
    @discardableResult
    public func goBack() -> Bool {
        guard let top = entries.last else { return false }
        if top.isModal {
            dismiss()
            return true
        }
        guard entries.count > 1 else { return false }
        pop()
        return true
    }

    // MARK: - Navigation

    /// Replaces every screen with `screen`; the removed screens leave, topmost first, each as a `remove` event.
    public func setRoot(_ screen: ViewController, onLeave: (() -> Void)? = nil) {
        adopt(screen)
        let leaving = Array(entries.reversed())
        entries = [Entry(screen: screen, isModal: false, onLeave: onLeave)]
        for entry in leaving {
            record(.remove(entry.screen.moduleName))
        }
        record(.setRoot(screen.moduleName))
        notify(leaving)
    }

    /// Shows `screen` on top; `onLeave` runs once when it leaves the stack, whatever removes it.
    public func push(_ screen: ViewController, onLeave: (() -> Void)? = nil) {
        adopt(screen)
        entries.append(Entry(screen: screen, isModal: false, onLeave: onLeave))
        record(.push(screen.moduleName))
    }

    /// Removes the top screen, unless it is the root or a modal one.
    public func pop() {
        guard entries.count > 1, let top = entries.last, !top.isModal else { return }
        entries.removeLast()
        record(.pop(top.screen.moduleName))
        notify([top])
    }

    /// Removes every screen above the root, modal ones included, topmost first.
    public func popToRoot() {
        guard let root = entries.first, entries.count > 1 else { return }
        let leaving = Array(entries.dropFirst().reversed())
        entries = [root]
        for entry in leaving {
            record(entry.isModal ? .dismiss(entry.screen.moduleName) : .pop(entry.screen.moduleName))
        }
        notify(leaving)
    }

    /// Takes every screen away, topmost first, each as an explicit `remove` event: what happens to a tab's stack
    /// when the tab bar holding it leaves.
    public func removeAll() {
        let leaving = Array(entries.reversed())
        entries = []
        for entry in leaving {
            record(.remove(entry.screen.moduleName))
        }
        notify(leaving)
    }

    /// Shows `screen` modally over the current screens; `onLeave` runs once when it leaves.
    public func present(_ screen: ViewController, onLeave: (() -> Void)? = nil) {
        adopt(screen)
        entries.append(Entry(screen: screen, isModal: true, onLeave: onLeave))
        record(.present(screen.moduleName))
    }

    /// Removes the topmost modal screen and anything shown above it.
    public func dismiss() {
        guard let modalIndex = entries.lastIndex(where: \.isModal) else { return }
        let leaving = Array(entries[modalIndex...].reversed())
        entries.removeSubrange(modalIndex...)
        for entry in leaving {
            record(entry.isModal ? .dismiss(entry.screen.moduleName) : .pop(entry.screen.moduleName))
        }
        notify(leaving)
    }

    // MARK: - Private Methods

    /// Lets the child stacks of a container report their events through this stack's `onEvent`.
    private func adopt(_ screen: ViewController) {
        guard let container = screen as? ContainerViewController else { return }
        for stack in container.childStacks {
            stack.onEvent = { [weak self] event in
                self?.onEvent?(event)
            }
        }
    }

    private func record(_ event: NavigationEvent) {
        log.append(event)
        if log.count > logLimit {
            log.removeFirst(log.count - logLimit)
        }
        onEvent?(event)
    }

    /// Runs the leaving screens' `onLeave`, after the stack is consistent again, so a handler may navigate; a
    /// leaving container empties its child stacks first.
    private func notify(_ leaving: some Sequence<Entry>) {
        for entry in leaving {
            if let container = entry.screen as? ContainerViewController {
                for stack in container.childStacks.reversed() {
                    stack.removeAll()
                }
            }
            entry.onLeave?()
        }
    }
}

// MARK: - Containers

extension ScreenStack {
    /// The stack whose top is on display: inside a container, its selected child stack's (once it has a screen),
    /// else this one.
    var visibleStack: ScreenStack {
        guard let child = selectedChild else { return self }
        return child.visibleStack
    }

    /// The containers between this stack and the screen on display, outermost first.
    var visibleContainers: [ContainerViewController] {
        guard let container = topScreen as? ContainerViewController, let child = selectedChild else { return [] }
        return [container] + child.visibleContainers
    }

    /// The header's breadcrumb down to the screen on display: this stack's titles, then the selected child's name
    /// and its own breadcrumb, for each container on the way.
    var visibleBreadcrumb: [String] {
        guard let container = topScreen as? ContainerViewController, let child = selectedChild else {
            return breadcrumb
        }
        return breadcrumb + [container.childTitle(at: container.selectedChildIndex)] + child.visibleBreadcrumb
    }

    /// Every screen on this stack and, for containers, on their child stacks, bottom first.
    var allScreens: [ViewController] {
        screens.flatMap { screen in
            [screen] + ((screen as? ContainerViewController)?.childStacks.flatMap(\.allScreens) ?? [])
        }
    }

    /// What `:tree` shows: one line per screen, top first, then each container's child stacks, and theirs in turn.
    ///
    /// The top screen is marked with `▸`, or with the word `top:` for a screen reader.
    func treeLines(isAccessible: Bool) -> [String] {
        let marker = isAccessible ? "top:" : "▸"
        let blank = String(repeating: " ", count: marker.count)
        return descriptionLines.enumerated().map { index, line in
            "  \(index == 0 ? marker : blank) \(line)"
        } + childStackLines(isAccessible: isAccessible, indent: "    ")
    }

    // MARK: - Private Methods

    /// The selected child stack of a container on top, once it has a screen.
    private var selectedChild: ScreenStack? {
        guard let container = topScreen as? ContainerViewController,
            container.childStacks.indices.contains(container.selectedChildIndex)
        else { return nil }
        let child = container.childStacks[container.selectedChildIndex]
        return child.topScreen == nil ? nil : child
    }

    /// One line per child stack of each container on this stack, `indent` in, each followed by its own containers'.
    private func childStackLines(isAccessible: Bool, indent: String) -> [String] {
        var lines: [String] = []
        for case let container as ContainerViewController in screens {
            for (index, child) in container.childStacks.enumerated() {
                let selected = index == container.selectedChildIndex ? " (selected)" : ""
                let names = child.screens.map(\.moduleName).joined(separator: isAccessible ? ", " : " › ")
                let shown = names.isEmpty ? "not opened" : names
                lines.append("\(indent)\(container.childKind) \(container.childTitle(at: index))\(selected): \(shown)")
                lines += child.childStackLines(isAccessible: isAccessible, indent: indent + "  ")
            }
        }
        return lines
    }
}
