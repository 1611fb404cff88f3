import Modules
import Storage
import Terminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The whole app wired together: services, the root coordinator, the run loop and the link handler.
///
/// The composition root: `main.swift` runs it on the process console; the tests and the soak run it on a scripted
/// one. It is the library's only public type, so everything it wires stays internal to the flows.
@MainActor
public final class AppAssembly {
    // MARK: - Properties

    /// The window's screen stack, which the root coordinator's router shows every screen on.
    let screens = ScreenStack()
    /// Who is alive, and who owns them: every coordinator, and each screen and presenter shown.
    let lifetimes: LifetimeRegistry
    /// The services, built once here and handed down through the factories.
    let dependencies: AppDependencies
    /// The root of the coordinator tree.
    let coordinator: ApplicationCoordinator
    /// The run loop over ``screens``.
    let application: Application
    /// Checks each link and hands it to ``coordinator``, saying what became of it.
    let links: DeepLinkHandler

    private let launchInstructor: LaunchInstructor
    private let console: any Console
    /// Where links from a second terminal come in, until the app quits.
    private var linkEndpoint: LinkEndpoint?

    // MARK: - Initialization

    /// Builds the app on `directory`, decides where it begins, and wires links and `:tree`; `now` is the wall clock,
    /// `uptime` the monotonic one.
    public init(
        console: any Console,
        directory: StateDirectory,
        tracer: Tracer,
        now: @escaping @Sendable () -> Date = Date.init,
        uptime: @escaping @Sendable () -> Duration = OneTimeCodeAuthService.systemUptime
    ) async {
        self.console = console
        lifetimes = LifetimeRegistry(tracer: tracer, console: console)
        dependencies = AppDependencies(console: console, directory: directory, now: now, uptime: uptime)
        launchInstructor = await dependencies.launchInstructor()
        coordinator = ApplicationCoordinator(
            router: ScreenStackRouter(stack: screens),
            coordinatorFactory: AppCoordinatorFactory(dependencies: dependencies, lifetimes: lifetimes),
            launchInstructor: launchInstructor
        )
        coordinator.track(with: lifetimes)
        application = Application(console: console, screens: screens)
        links = DeepLinkHandler(
            console: console,
            coordinator: coordinator,
            newsService: dependencies.newsService,
            cardService: dependencies.cardService
        )
        screens.onEvent = { event in tracer.trace("navigation: \(event)") }
        let inspector = CoordinatorInspector(lifetimes: lifetimes, isAccessible: console.isAccessible)
        application.commands.inspector = { [weak coordinator] in coordinator.map(inspector.lines(for:)) ?? [] }
        application.links.opener = links
        application.onPrompt = { [lifetimes] in lifetimes.reportLeaks() }
        application.beforeAction = { [weak self] in await self?.endSessionIfExpired() }
        application.banner = { [access = directory.access] in access.readOnlyReason?.banner }
        application.linkCompletions = Self.linkRoutes.map { $0.description }
        application.linkArgumentCompletions = { [weak links] line in await links?.completions(forArgumentOf: line) ?? []
        }
    }

    /// The links Tab completes `:open ` to at every prompt: every route that needs no id (the ids are offered when Tab
    /// is pressed after `news/` or `cards/`, by ``DeepLinkHandler/completions(forArgumentOf:)``).
    private static let linkRoutes: [DeepLinkOption] = [.news, .cards, .profile, .editProfile, .signUp]

    // MARK: - Methods

    /// Starts the root coordinator, heading for `link` (checked first) when one is given; signed in, with no link,
    /// where the app was quit, checked as a link is.
    public func start(openingLink link: String? = nil) async {
        var option: DeepLinkOption?
        var isRestoring = false
        if let link {
            option = await links.launchOption(for: link, isSignedIn: launchInstructor == .main)
        } else if launchInstructor == .main, let place = await dependencies.restorationService.keptLink() {
            option = await links.restoredOption(for: place)
            isRestoring = true
        }
        lifetimes.coordinatorDidStart(coordinator)
        guard let option else { return coordinator.start() }
        let outcome = coordinator.start(with: option)
        if isRestoring {
            links.settleRestored(outcome, for: option)
        } else {
            links.settle(outcome, for: option)
        }
    }

    /// Runs the app until `:quit` or the end of input.
    public func run() async {
        await application.run()
    }

    /// Takes links from a second terminal on `endpoint` until the app quits; each is queued as `deliver(link:)`
    /// does.
    ///
    /// The endpoint opens once the app waits for a person (``/Terminal/Console/whenWaitingForInput(_:)``): at launch
    /// on a terminal where nothing is typed yet; for a run whose input is all there (a script, a pipe), when it runs
    /// out, so one that never waits makes no socket, whose senders nothing would answer. When it cannot open,
    /// `unavailable` is told why.
    public func takeLinks(
        from endpoint: LinkEndpoint,
        unavailable: @escaping @MainActor (LinkEndpoint.ListenError) -> Void
    ) {
        console.whenWaitingForInput { [weak self] in
            guard let self else { return }
            do throws(LinkEndpoint.ListenError) {
                try endpoint.listen { [weak self] link in self?.deliver(link: link) }
                linkEndpoint = endpoint
            } catch {
                unavailable(error)
            }
        }
    }

    /// Stops taking links, then lets every screen keep what must outlive the run; call it once, when the app quits
    /// for good.
    ///
    /// Links stop first, before the last save: a sender from then on is told the link was not delivered, rather
    /// than "ok" for a link that never opens. One already answered "ok" and still waiting is named as not opened.
    public func terminate() async {
        for link in linkEndpoint?.close() ?? [] {
            deliver(link: link)
        }
        linkEndpoint = nil
        await application.terminate()
        await keepPlace()
    }

    /// Ends Main when the session it runs in has expired since the last action: says so once, and the root
    /// coordinator keeps the unsaved edits and goes to Login as on sign-out.
    func endSessionIfExpired() async {
        guard coordinator.isSignedIn, await !dependencies.authService.hasValidSession() else { return }
        console.draw(Text("Your session has ended; sign in again to go on.", role: .notice))
        await coordinator.sessionDidEnd()
    }

    /// Keeps where the app is, signed in, for the next launch to go on there; says so in one line when it cannot.
    ///
    /// A read-only instance, which has said it saves nothing, says nothing more.
    private func keepPlace() async {
        guard coordinator.isSignedIn, let place = coordinator.currentLink else { return }
        do {
            try await dependencies.restorationService.keep(place.description)
        } catch {
            guard error.step != .refusedSave else { return }
            console.writeLines(
                TerminalText.visible(
                    "Could not remember where you left off (could not save \(error.detail)); the next launch will "
                        + "not start here."
                ),
                styled: console.style.yellow
            )
        }
    }

    /// Queues a link from outside (a second terminal); it opens at the next prompt.
    public func deliver(link: String) {
        application.deliver(link: link)
    }

    /// Whether somebody is signed in now.
    public var isSignedIn: Bool { coordinator.isSignedIn }

    /// How many objects outlived the flow that made them, so far.
    public var leakCount: Int { lifetimes.leaks().count }

    /// Why `link` is not a link the app knows, or `nil` when it is: `surfmvp open` refuses one before sending it.
    public static func problem(withLink link: String) -> String? {
        linkProblem(link)
    }

    /// `link` in its short form (`surfmvp://News/3 ` as `news/3`), which opens the same place, or `nil` when it is not
    /// a link the app knows: what `surfmvp open` sends, so that only a link checked here, as it was checked, travels.
    public static func shortForm(ofLink link: String) -> String? {
        (try? DeepLinkOption(parsing: link))?.description
    }

    private static func linkProblem(_ link: String) -> String? {
        do {
            _ = try DeepLinkOption(parsing: link)
            return nil
        } catch {
            return error.message
        }
    }
}
