/// Tabs, each with a screen stack of its own that is kept while another tab is shown.
///
/// The terminal's `UITabBarController`: `:tab 2` or `:tab cards` switches.
@MainActor
public final class TabBarController: ContainerViewController {
    // MARK: - Properties

    /// Called when a tab is selected, with its index and its stack: where a coordinator starts the tab's flow the
    /// first time.
    public var onSelect: ((Int, ScreenStack) -> Void)?

    public override var moduleName: String { "TabBar" }

    /// The tabs' stacks, in tab order.
    public let stacks: [ScreenStack]

    /// The tabs' names.
    public let tabTitles: [String]

    /// The tab on display.
    public private(set) var selectedIndex = 0

    // MARK: - Initialization

    /// Creates a tab bar titled `title` with one empty stack per tab; there must be at least one tab.
    public init(title: String, tabTitles: [String]) {
        precondition(!tabTitles.isEmpty, "a tab bar needs at least one tab")
        self.tabTitles = tabTitles
        stacks = tabTitles.map { _ in ScreenStack() }
        super.init(title: title)
    }

    // MARK: - Public Methods

    /// Shows tab `index`, then tells `onSelect` (also when it is already shown).
    public func select(_ index: Int) {
        guard stacks.indices.contains(index) else { return }
        selectedIndex = index
        onSelect?(index, stacks[index])
    }

    /// The index of the tab that `text` names: its number or its title, in any case.
    public func tabIndex(for text: String) -> Int? {
        Menu(tabTitles).choice(for: text)
    }

    /// The line under the header that shows the tabs, the selected one in brackets; the hint goes when the line
    /// would not fit in `columns`.
    public func tabStrip(style: Style, columns: Int) -> String {
        var strip = ""
        var styled = ""
        for (index, title) in tabTitles.enumerated() {
            let separator = index == 0 ? "" : " "
            let tab = index == selectedIndex ? "[\(index + 1) \(title)]" : " \(index + 1) \(title) "
            strip += separator + tab
            styled += separator + (index == selectedIndex ? style.bold(tab) : tab)
        }
        let hint = "  :tab N switches"
        guard TextLayout.width(of: strip + hint) <= columns else {
            return TextLayout.width(of: strip) <= columns ? styled + "\n" : tabSentence()
        }
        return styled + style.dim(hint) + "\n"
    }

    /// The tabs as a sentence, for accessible output.
    public func tabSentence() -> String {
        let tabs = tabTitles.enumerated().map { index, title in
            "\(index + 1) \(title)" + (index == selectedIndex ? " (selected)" : "")
        }
        return "Tabs: \(tabs.joined(separator: ", ")). :tab N switches.\n"
    }

    // MARK: - ContainerViewController

    public override var childStacks: [ScreenStack] { stacks }

    public override var selectedChildIndex: Int { selectedIndex }

    public override var childKind: String { "tab" }

    public override var switchHint: String { ":tab switches tabs." }

    public override func childTitle(at index: Int) -> String {
        tabTitles[index]
    }

    /// The tab strip, or a sentence naming the tabs for a screen reader.
    public override func drawBar(in console: any Console) {
        console.write(console.isAccessible ? tabSentence() : tabStrip(style: console.style, columns: console.columns))
    }

    // MARK: - ViewController

    public override var helpItems: [HelpItem] {
        [HelpItem(key: ":tab", summary: "switch tab: :tab 1–\(tabTitles.count) or :tab \(tabTitles[0].lowercased())")]
    }

    /// `:tab` with each tab's name, such as `:tab cards`.
    public override var commandCompletions: [String] {
        tabTitles.map { ":tab " + $0.lowercased() }
    }

    /// Carries out `:tab N` or `:tab NAME`.
    public override func handle(_ input: String) async {
        let name = input.split(separator: " ", maxSplits: 1).dropFirst().first.map { String($0).trimmingSpaces() }
        guard let index = name.flatMap(tabIndex(for:)) else {
            let names = tabTitles.map { $0.lowercased() }.joined(separator: ", ")
            showError("Type :tab and 1–\(tabTitles.count) or a tab's name (\(names)).")
            return
        }
        select(index)
    }
}
