@testable import Coordinators
@testable import Modules
@testable import Terminal

/// The whole app, wired as `main.swift` wires it, on a scripted console and a temporary state folder.
///
/// The clock moves when the test says so. Each `type(_:)` runs the app until the typed lines are used up, as a
/// person pausing would.
@MainActor
final class AppHarness {
    // MARK: - Properties

    let folder: TemporaryDirectory
    let clock: ClockFake
    let console = ScriptedConsole()
    let screens = ScreenStack()
    let coordinator: ApplicationCoordinator
    let lifetimes = LifetimeRegistry(tracer: Tracer(console: ScriptedConsole(), isEnabled: false))

    private let application: Application

    /// The code in the last `[notification]` line.
    var lastCode: String? {
        console.output.components(after: "[notification] Your sign-in code is ").last.map { String($0.prefix(6)) }
    }

    /// The module names on the screen stack, bottom first.
    var visibleModules: [String] { screens.screens.map(\.moduleName) }

    // MARK: - Initialization

    /// Launches the app on `folder` as a fresh process would.
    init(folder: TemporaryDirectory = TemporaryDirectory(), clock: ClockFake = ClockFake()) async {
        self.folder = folder
        self.clock = clock
        let dependencies = AppDependencies(console: console, directory: folder.stateDirectory, now: clock.now)
        coordinator = ApplicationCoordinator(
            router: screens,
            coordinatorFactory: AppCoordinatorFactory(dependencies: dependencies, lifetimes: lifetimes),
            launchInstructor: await dependencies.launchInstructor(),
            lifetimes: lifetimes
        )
        application = Application(console: console, screens: screens, lifetimes: lifetimes)
        application.inspector = { [coordinator] in coordinator.treeDescription() }
        coordinator.start()
    }

    // MARK: - Methods

    /// Types `lines` at the prompts and lets the app handle them all.
    func type(_ lines: String...) async {
        for line in lines {
            console.feed(line)
        }
        await application.run()
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
}

extension String {
    /// The pieces of the string that follow each occurrence of `marker`.
    func components(after marker: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = self[...]
        while let range = rest.firstRange(of: marker) {
            rest = rest[range.upperBound...]
            pieces.append(rest)
        }
        return pieces
    }
}
