@testable import SurfMVPGenerate
@testable import TestSupport

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

    /// A planner on `tree` with the real templates.
    static func planner(on tree: FileTreeFake = tree) -> Planner {
        Planner(tree: tree, templates: repository)
    }
}
