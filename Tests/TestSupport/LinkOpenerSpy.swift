@testable import Terminal

/// Records what the app's link queue hands it to open, and holds links of its own as a link handler holds those kept
/// until sign-in.
@MainActor
final class LinkOpenerSpy: LinkOpener {
    /// Every link opened, in order: a delivered one as it is, a held one prefixed `held `.
    private(set) var opened: [String] = []

    /// The links held, opened by the next `openHeldLinks()`.
    var held: [String] = []

    func open(_ link: String) async {
        opened.append(link)
    }

    func openHeldLinks() async {
        opened += held.map { "held " + $0 }
        held = []
    }
}
