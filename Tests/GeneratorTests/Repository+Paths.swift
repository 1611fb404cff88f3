@testable import SurfMVPGenerate

/// Where the files are that the manifests of `Templates/` edit, as the tests look for them.
extension Repository {
    /// The module factory protocols, one per flow.
    static let moduleFactories = "Sources/Coordinators/Factories/ModuleFactories.swift"
    /// The app's module factory, one extension per flow.
    static let appModuleFactory = "Sources/Coordinators/Factories/AppModuleFactory.swift"
    /// The coordinator factory protocol.
    static let coordinatorFactory = "Sources/Coordinators/Factories/CoordinatorFactory.swift"
    /// The app's coordinator factory.
    static let appCoordinatorFactory = "Sources/Coordinators/Factories/AppCoordinatorFactory.swift"
    /// The views' spies, one file per module, beside the module tests that use them.
    static let moduleSpies = "Tests/ModulesTests/Doubles"
    /// The test doubles of every service, as `AppDependencies.withDoubles` builds the app's dependencies with them.
    static let appDependenciesDoubles = "Tests/CoordinatorsTestSupport/AppDependencies+Doubles.swift"
    /// The coordinator factory's test double, shared by the coordinators' tests and the app's.
    static let coordinatorFactoryStub = "Tests/CoordinatorsTestSupport/CoordinatorFactoryStub.swift"
}
