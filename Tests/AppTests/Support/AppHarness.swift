@testable import Coordinators
@testable import Modules
@testable import Terminal
@testable import TestSupport

/// The whole app, wired by `AppAssembly` as `main.swift` wires it, on a scripted console and a temporary state
/// folder.
///
/// The clock moves when the test says so. Each `type(_:)` runs the app until the typed lines are used up, as a
/// person pausing would.
@MainActor
final class AppHarness {
    // MARK: - Properties

    let folder: TemporaryDirectory
    let clock: WallClockFake
    let console = ScriptedConsole()
    let assembly: AppAssembly

    var screens: ScreenStack { assembly.screens }
    var coordinator: ApplicationCoordinator { assembly.coordinator }
    var lifetimes: LifetimeRegistry { assembly.lifetimes }

    /// The code in the last `[notification]` line.
    var lastCode: String? {
        console.output.components(after: "[notification] Your sign-in code is ").last.map { String($0.prefix(6)) }
    }

    /// What was written since the last screen's header: that screen, and what followed it.
    var lastScreen: String {
        String(console.output.components(after: "\n── ").last ?? "")
    }

    /// The live coordinator tree, as `:tree` draws it.
    var tree: [String] {
        CoordinatorInspector(lifetimes: lifetimes, isAccessible: false).lines(for: coordinator)
    }

    /// The module names on the window's stack, bottom first.
    var visibleModules: [String] { screens.screens.map(\.moduleName) }

    /// The tab bar, when Main is on screen.
    var tabBar: TabBarController? { screens.topScreen as? TabBarController }

    /// The module names of each tab's stack, by tab title.
    var tabs: [String: [String]] {
        guard let tabBar else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: zip(tabBar.tabTitles, tabBar.stacks.map { $0.screens.map(\.moduleName) })
        )
    }

    // MARK: - Initialization

    /// Launches the app on `folder` as a fresh process would, opening `link` if one is given.
    init(
        folder: TemporaryDirectory = TemporaryDirectory(),
        clock: WallClockFake = WallClockFake(),
        openingLink link: String? = nil
    ) async {
        self.folder = folder
        self.clock = clock
        assembly = await AppAssembly(
            console: console,
            directory: folder.stateDirectory,
            tracer: Tracer(console: console, isEnabled: false),
            now: clock.now,
            uptime: clock.uptime
        )
        await assembly.start(openingLink: link)
    }

    // MARK: - Methods

    /// Types `lines` at the prompts and lets the app handle them all.
    func type(_ lines: String...) async {
        for line in lines {
            console.feed(line)
        }
        await assembly.run()
        console.discardPendingInput()
    }

    /// Quits as `:quit` or the end of input does in the process, after which the harness is done.
    func quit() async {
        await assembly.terminate()
    }

    /// Types the code from the last notification.
    func typeLastCode() async {
        await type(lastCode ?? "no code was sent")
    }

    /// Signs in as the demo account from the Login screen.
    func signInAsDemo() async {
        await type("demo@example.com")
        await typeLastCode()
    }

    /// Signs up from the Login screen as a new account, `identifier`, named `name`, accepting the terms.
    func signUp(as identifier: String, named name: String) async {
        await type(identifier)
        await typeLastCode()
        await type(name, "1")
    }

    /// The app at its first launch on a new state folder, past the onboarding, signed in as the demo account.
    static func signedInAsDemo() async -> AppHarness {
        let harness = await AppHarness()
        await harness.type("2")
        await harness.signInAsDemo()
        return harness
    }

    /// A link arriving from a second terminal.
    func deliver(_ link: String) {
        assembly.application.deliver(link: link)
    }
}
