@testable import SurfMVPGenerate
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The smallest repository the generator works on: the Cards flow with one module, the factories and their test
/// double, as the real ones are laid out; and the real `Templates/`.
enum GeneratorFixture {
    /// The real repository, read only: its `Templates/` and its sources.
    static let repository = DiskTree(root: ProjectFolder.root)

    static let moduleFactories = """
        import Modules

        /// Makes the modules of the Cards tab.
        @MainActor
        protocol CardsModuleFactory {
            /// The account's cards.
            func makeCardListModule() -> CardListModuleComponents
        }

        """

    static let appModuleFactory = """
        import Modules

        /// Makes the app's real modules.
        @MainActor
        final class AppModuleFactory {}

        // MARK: - CardsModuleFactory

        extension AppModuleFactory: CardsModuleFactory {
            func makeCardListModule() -> CardListModuleComponents {
                CardListModuleConfigurator().configure()
            }
        }

        """

    static let cardsCoordinator = """
        import Modules

        /// Card list → Card.
        final class CardsCoordinator: BaseCoordinator {
            // MARK: - Properties

            private let router: any Router
            private let factory: any CardsModuleFactory
        }

        // MARK: - Private Methods

        private extension CardsCoordinator {
            func showCardList() {
                router.setRootModule(factory.makeCardListModule().view)
            }
        }

        """

    static let coordinatorFactory = """
        /// Makes every flow's coordinator.
        @MainActor
        protocol CoordinatorFactory {
            /// The Cards tab, shown with the router over the tab's own stack; it tells its parent nothing.
            func makeCardsCoordinator(router: any Router) -> any Coordinator
        }

        """

    static let appCoordinatorFactory = """
        /// Makes the app's real coordinators.
        @MainActor
        final class AppCoordinatorFactory: CoordinatorFactory {
            // MARK: - CoordinatorFactory

            func makeCardsCoordinator(router: any Router) -> any Coordinator {
                track(showingThrough: router) { CardsCoordinator(router: $0, factory: modules) }
            }

            // MARK: - Private Methods

            private func track<Flow: BaseCoordinator>(
                showingThrough router: any Router,
                _ make: (any Router) -> Flow
            ) -> Flow {
                make(LifetimeTrackingRouter(router, lifetimes: lifetimes)).track(with: lifetimes)
            }
        }

        """

    static let coordinatorFactoryStub = """
        /// A flow that only records how it was started.
        @MainActor
        class FlowCoordinatorStub: Coordinator {}

        /// Hands out flow stubs.
        @MainActor
        final class CoordinatorFactoryStub: CoordinatorFactory {
            // MARK: - CoordinatorFactory

            func makeCardsCoordinator(router: any Router) -> any Coordinator {
                CardsCoordinator(router: recording(router), factory: moduleFactory)
            }

            // MARK: - Private Methods

            private func recording(_ router: any Router) -> RecordingRouter {
                RecordingRouter(router, recordingIn: modules)
            }
        }

        """

    static let cardListConfigurator = """
        /// Builds the CardList module.
        @MainActor
        public final class CardListModuleConfigurator {}

        """

    /// A model, two services (one without a double, one the app does not hold), their doubles, a fixture, and the
    /// app's dependencies, for a module's `input=` and `service=`.
    static let modelsAndServices = [
        "Sources/Modules/Models/Card.swift": "public nonisolated struct Card: Codable, Sendable {}\n",
        "Sources/Modules/Models/Session.swift": "public nonisolated struct Session: Codable, Sendable {}\n",
        "Sources/Modules/Services/Cards/CardService.swift": "public nonisolated protocol CardService: Sendable {}\n",
        "Sources/Modules/Services/News/NewsService.swift": "public nonisolated protocol NewsService: Sendable {}\n",
        "Sources/Modules/Services/Profile/ProfileService.swift":
            "public nonisolated protocol ProfileService: Sendable {}\n",
        "Tests/ModulesTestSupport/CardServiceFake.swift": "final class CardServiceFake: CardService {}\n",
        "Tests/ModulesTestSupport/ProfileServiceFake.swift": "final class ProfileServiceFake: ProfileService {}\n",
        "Tests/ModulesTestSupport/Fixtures.swift": "extension Card {\n    static let sample = Card()\n}\n",
        Repository.appDependencies: """
        struct AppDependencies {
            let cardService: any CardService
            let newsService: any NewsService
        }

        """,
    ]

    /// The files, by path.
    static var files: [String: String] {
        [
            "Package.swift": "// swift-tools-version: 6.3\n",
            Repository.moduleFactories: moduleFactories,
            Repository.appModuleFactory: appModuleFactory,
            Repository.coordinatorFactory: coordinatorFactory,
            Repository.appCoordinatorFactory: appCoordinatorFactory,
            "Sources/Coordinators/Flows/Cards/CardsCoordinator.swift": cardsCoordinator,
            "Sources/Modules/Main/CardList/CardListModuleConfigurator.swift": cardListConfigurator,
            Repository.coordinatorFactoryStub: coordinatorFactoryStub,
        ].merging(modelsAndServices) { $1 }
    }

    /// The fixture in memory.
    static var tree: FileTreeFake { FileTreeFake(files: files) }

    /// The app's dependencies as the app has them, built in `init`, for a service to be wired into.
    static let builtAppDependencies = """
        /// Everything the app's modules depend on.
        @MainActor
        struct AppDependencies {
            /// The signed-in account's cards.
            let cardService: any CardService
            /// The articles.
            let newsService: any NewsService
        }

        // MARK: - Initialization

        extension AppDependencies {
            /// Wires the file-backed services on `directory`.
            init(console: any Console, directory: StateDirectory, now: @escaping @Sendable () -> Date = Date.init) {
                let reporter = ConsoleProblemReporter(console: console)
                let sessions = FileSessionService(directory: directory, reporter: reporter, now: now)
                newsService = BundledNewsService()
                cardService = FileCardService(directory: directory, reporter: reporter, now: now)
                authService = OneTimeCodeAuthService(
                    reporter: reporter,
                    now: now
                )
            }
        }

        """

    /// The app's dependencies built with the services' doubles, for a service's fake to be added to.
    static let appDependenciesDoubles = """
        extension AppDependencies {
            /// Test doubles of every service.
            static func withDoubles(cardService: CardServiceFake = CardServiceFake()) -> AppDependencies {
                AppDependencies(
                    cardService: cardService,
                    newsService: BundledNewsService()
                )
            }
        }

        """

    /// The fixture with the app's dependencies as the app has them, built in `init` and with doubles: where a
    /// service can be generated.
    static var serviceTree: FileTreeFake {
        var tree = tree
        tree.files[Repository.appDependencies] = builtAppDependencies
        tree.files[Repository.appDependenciesDoubles] = appDependenciesDoubles
        return tree
    }

    /// A planner on `tree` with the real templates.
    static func planner(on tree: FileTreeFake = tree) -> Planner {
        Planner(tree: tree, templates: repository)
    }

    /// Writes the fixture and the real templates into `directory`, a repository for the built generator to run on.
    static func write(into directory: TemporaryDirectory) throws {
        var files = files
        for path in repository.files(under: Repository.templates) {
            files[path] = repository.contents(of: path)
        }
        for (path, text) in files {
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            try FileManager.default.createDirectory(atPath: directory.file(folder), withIntermediateDirectories: true)
            directory.write(text, to: path)
        }
    }

    /// The paths of `directory` made, removed or changed since `before`, a snapshot of it, sorted, but for the build
    /// folder, which git ignores: what a failing test names, rather than every file.
    static func pathsChanged(in directory: TemporaryDirectory, since before: [String: String]) -> [String] {
        let after = directory.snapshot()
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] && !isBuildFolder($0) }.sorted()
    }

    /// Whether `path` is the build folder, `.build`, or in it.
    private static func isBuildFolder(_ path: String) -> Bool {
        path == ".build" || path.hasPrefix(".build/")
    }
}
