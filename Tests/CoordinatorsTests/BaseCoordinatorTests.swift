import LeakCheck
import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Terminal

/// The coordinator base: its children, their removal with everything below them, and a finish that fires once.
@MainActor @Suite struct BaseCoordinatorTests {
    private final class ChildCoordinator: BaseCoordinator {}
    private final class OtherCoordinator: BaseCoordinator {}

    @Test func startsWithNoChildren() {
        // Given
        let sut = BaseCoordinator()

        // Then
        #expect(sut.childCoordinators.isEmpty)
    }

    @Test func addingItselfIsRefusedAndAnotherChildIsKeptOnce() {
        // Given
        let sut = BaseCoordinator()
        let child = BaseCoordinator()

        // When
        sut.addDependency(sut)
        sut.addDependency(sut)
        sut.addDependency(child)
        sut.addDependency(child)

        // Then
        #expect(sut.childCoordinators.count == 1)
        #expect(sut.childCoordinators.first === child)
    }

    @Test func removingItselfTwiceDoesNotCrash() {
        // Given
        let sut = BaseCoordinator()
        sut.addDependency(sut)

        // When
        sut.removeDependency(sut)
        sut.removeDependency(sut)

        // Then
        #expect(sut.childCoordinators.isEmpty)
    }

    @Test func removingAChildWhoseChildLeadsBackUpEndsAndReleasesIt() async {
        let sut = BaseCoordinator()
        await expectDeallocation {
            // Given: a child that has its own parent as a child
            let child = ChildCoordinator()
            sut.addDependency(child)
            child.addDependency(sut)

            // When
            sut.removeDependency(child)
            sut.removeDependency(child)

            // Then
            #expect(sut.childCoordinators.isEmpty)
            #expect(child.childCoordinators.isEmpty)
            return [child]
        }
    }

    @Test func addingTheSameChildTwiceKeepsItOnce() {
        // Given
        let sut = BaseCoordinator()
        let child = ChildCoordinator()

        // When
        sut.addDependency(child)
        sut.addDependency(child)

        // Then
        #expect(sut.childCoordinators.count == 1)
    }

    @Test func removingAChildRemovesItsSubtree() async {
        let sut = BaseCoordinator()
        await expectDeallocation {
            // Given
            let child = ChildCoordinator()
            let grandchild = OtherCoordinator()
            sut.addDependency(child)
            child.addDependency(grandchild)

            // When
            sut.removeDependency(child)

            // Then
            #expect(sut.childCoordinators.isEmpty)
            #expect(child.childCoordinators.isEmpty)
            return [child, grandchild]
        }
    }

    @Test func removingAStrangerChangesNothing() {
        // Given
        let sut = BaseCoordinator()
        let child = ChildCoordinator()
        let stranger = ChildCoordinator()
        stranger.addDependency(OtherCoordinator())
        sut.addDependency(child)

        // When
        sut.removeDependency(stranger)
        sut.removeDependency(nil)

        // Then
        #expect(sut.childCoordinators.count == 1)
        #expect(stranger.childCoordinators.count == 1)
    }

    @Test func findsAChildByType() {
        // Given
        let sut = BaseCoordinator()
        let child = ChildCoordinator()
        sut.addDependency(child)

        // Then
        #expect(sut.hasDependency(ofType: ChildCoordinator.self) === child)
        #expect(sut.hasDependency(ofType: OtherCoordinator.self) == nil)
    }

    @Test func finishFlowFiresAtMostOnce() {
        // Given
        let sut = ChildCoordinator()
        var finished = 0
        sut.finishFlow = { finished += 1 }

        // When
        sut.finish()
        sut.finish()

        // Then
        #expect(finished == 1)
    }

    @Test func tellsItsObserverOfItsChildrenTheirStartAndItsFinish() {
        // Given
        let observer = CoordinatorLifetimeObserverSpy()
        let sut = BaseCoordinator().track(with: observer)
        let child = ChildCoordinator().track(with: observer)

        // When
        sut.addDependency(child)
        child.finish()
        sut.removeDependency(child)
        sut.finish()
        sut.finish()

        // Then
        #expect(
            observer.events == [
                "track BaseCoordinator", "track ChildCoordinator", "BaseCoordinator added ChildCoordinator",
                "ChildCoordinator started", "ChildCoordinator finished", "BaseCoordinator finished",
            ]
        )
    }

    @Test func traceNamesLifecycleEvents() {
        // Given
        let console = ScriptedConsole()
        let lifetimes = LifetimeRegistry(tracer: Tracer(console: console, isEnabled: true), console: console)
        let sut = BaseCoordinator().track(with: lifetimes)

        // When
        do {
            let child = ChildCoordinator().track(with: lifetimes)
            sut.addDependency(child)
            child.finish()
            sut.removeDependency(child)
        }
        lifetimes.sweep()  // as the app does before every prompt

        // Then
        #expect(
            console.errorOutput == """
                trace: BaseCoordinator created
                trace: ChildCoordinator created
                trace: ChildCoordinator started
                trace: ChildCoordinator finished
                trace: ChildCoordinator deallocated

                """
        )
    }
}
