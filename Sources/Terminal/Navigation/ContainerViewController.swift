/// A screen that holds screen stacks of its own and shows one of them: UIKit's container view controllers.
///
/// `TabBarController` is one, as `UITabBarController` is; a modal flow with a navigation controller of its own would
/// be another. The app treats every container alike: it draws the container's bar under the header, then the top
/// screen of the selected child stack; `:back` goes back in that stack; `:help` lists the container's commands, which
/// reach its `handle(_:)` whichever child is on display; `:tree` lists every child stack, and those of containers
/// inside them; when the container leaves, its child stacks are emptied, each screen as an explicit event. A subclass
/// overrides what is `open` here.
@MainActor
open class ContainerViewController: ViewController {
    // MARK: - Overridable Properties

    /// Every child stack, in order.
    open var childStacks: [ScreenStack] { [] }

    /// The index of the child stack on display.
    open var selectedChildIndex: Int { 0 }

    /// What a child is called in `:tree`, such as `tab`.
    open var childKind: String { "child" }

    /// A hint for the root of a child stack, where `:back` has nowhere to go: for a tab bar, how to switch tabs.
    open var switchHint: String { "" }

    // MARK: - Overridable Methods

    /// The name of child stack `index`, as the header and `:tree` show it: a tab's title.
    open func childTitle(at index: Int) -> String { "" }

    /// Draws what sits between the header and the child's screen, such as a tab strip.
    open func drawBar(in console: any Console) {}
}
