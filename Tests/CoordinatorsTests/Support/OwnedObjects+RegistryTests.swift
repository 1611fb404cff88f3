import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport

/// The lifetime registry's view of a flow for the leak check: everything a coordinator owns, named by its place in the
/// tree, so that a check of a flow cannot miss a child coordinator, a presenter or a view it owned.
///
/// It is checked through `leakedObjects`, the part that finds leaks, so that the deliberate leaks here are results
/// to compare rather than failures recorded and then excused.
@MainActor @Suite struct OwnedObjectsRegistryTests {
    @Test func coversAWholeTrackedSubtree() async {
        // Given
        let lifetimes = LifetimeRegistry.silent()
        var kept: [ThingPresenter] = []

        // When: a presenter held from outside outlives its coordinator
        let leaked = await leakedObjects(watching: .registry(lifetimes)) {
            let root = ThingCoordinator()
            let presenter = ThingPresenter()
            lifetimes.track(root, kind: .coordinator)
            lifetimes.track(presenter, kind: .presenter, owner: root)
            lifetimes.coordinatorDidFinish(root)
            kept.append(presenter)
            return [root]
        }

        // Then
        #expect(leaked == ["Thing › ThingPresenter"])
        withExtendedLifetime(kept) {}
    }

    @Test func keepsNothingOfTheSubtreeAlive() async {
        // Given
        let lifetimes = LifetimeRegistry.silent()

        // When: a coordinator and the child it keeps, both watched, and let go together
        let leaked = await leakedObjects(watching: .registry(lifetimes)) {
            let root = ThingCoordinator().track(with: lifetimes)
            root.addDependency(ThingCoordinator().track(with: lifetimes))
            return [root]
        }

        // Then
        #expect(leaked.isEmpty)
    }
}

/// A stand-in coordinator to track.
private final class ThingCoordinator: BaseCoordinator {}

/// A stand-in presenter to track.
private final class ThingPresenter {}
