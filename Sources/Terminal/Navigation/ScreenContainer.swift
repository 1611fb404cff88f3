/// How `:tree` describes screen stacks that hold containers such as a tab bar.
@MainActor
enum ScreenContainer {
    /// Every stack, the window's first, then each tab's, with a label; the top screen marked with `▸`, or with the
    /// word "top" for a screen reader.
    static func describe(_ stack: ScreenStack, isAccessible: Bool = false) -> [String] {
        let marker = isAccessible ? "top:" : "▸"
        let blank = String(repeating: " ", count: marker.count)
        var lines = stack.descriptionLines.enumerated().map { index, line in "  \(index == 0 ? marker : blank) \(line)"
        }
        for screen in stack.screens {
            guard let tabBar = screen as? TabBarController else { continue }
            for (index, tab) in tabBar.stacks.enumerated() {
                let marker = index == tabBar.selectedIndex ? " (selected)" : ""
                let screens = tab.screens.map(\.moduleName).joined(separator: " › ")
                lines.append("    tab \(tabBar.tabTitles[index])\(marker): \(screens.isEmpty ? "not opened" : screens)")
            }
        }
        return lines
    }
}
