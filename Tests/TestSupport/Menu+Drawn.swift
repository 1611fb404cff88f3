import Terminal

extension Menu {
    /// The menu as a scripted console draws it, plain and 80 columns wide: `1) Edit profile\n2) Sign out\n`.
    var drawn: String {
        render(style: .plain, columns: 80)
    }
}
