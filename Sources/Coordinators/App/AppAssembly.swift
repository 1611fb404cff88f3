import Modules
import Terminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The whole app wired together: services, the root coordinator, the run loop and the link handler.
///
/// `main.swift` runs it on the process console; the tests run it on a scripted one.
@MainActor
final class AppAssembly {
    // MARK: - Properties

    let screens = ScreenStack()
    let lifetimes: LifetimeRegistry
    let dependencies: AppDependencies
    let coordinator: ApplicationCoordinator
    let application: Application
    let links: DeepLinkHandler

    private let launchInstructor: LaunchInstructor

    // MARK: - Initialization

    /// Builds the app on `directory`, decides where it begins, and wires links and `:tree`.
    init(
        console: any Console,
        directory: StateDirectory,
        tracer: Tracer,
        now: @escaping @Sendable () -> Date = Date.init
    ) async {
        lifetimes = LifetimeRegistry(tracer: tracer, reportingTo: console)
        dependencies = AppDependencies(console: console, directory: directory, now: now)
        launchInstructor = await dependencies.launchInstructor()
        coordinator = ApplicationCoordinator(
            router: ScreenStackRouter(stack: screens),
            coordinatorFactory: AppCoordinatorFactory(dependencies: dependencies, lifetimes: lifetimes),
            launchInstructor: launchInstructor,
            lifetimes: lifetimes
        )
        application = Application(console: console, screens: screens, lifetimes: lifetimes)
        links = DeepLinkHandler(
            console: console,
            coordinator: coordinator,
            newsService: dependencies.newsService,
            cardService: dependencies.cardService
        )
        screens.onEvent = { event in tracer.trace("navigation: \(event)") }
        application.inspector = { [weak coordinator] in coordinator?.treeDescription() ?? [] }
        application.onOpen = { [weak links] link in await links?.open(link) }
        coordinator.onSignedIn = { [weak application] options in
            for option in options {
                application?.deliver(link: option.description)
            }
        }
    }

    // MARK: - Methods

    /// Starts the root coordinator, heading for `link` (checked first) when one is given.
    func start(openingLink link: String? = nil) async {
        var option: DeepLinkOption?
        if let link {
            option = await links.launchOption(for: link, launch: launchInstructor)
        }
        lifetimes.didStart(coordinator)
        coordinator.start(with: option)
    }

    /// Runs the app until `:quit` or the end of input.
    func run() async {
        await application.run()
    }

    /// Lets every screen keep what must outlive the run; call it once, when the app quits for good.
    func terminate() async {
        await application.terminate()
    }
}
