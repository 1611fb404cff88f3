import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Terminal
@testable import TestSupport

@MainActor @Suite struct CoordinatorInspectorTests {
    private final class ChildCoordinator: BaseCoordinator {}
    private final class OtherCoordinator: BaseCoordinator {}

    private let lifetimes = LifetimeRegistry.silent()

    private func makeTree() -> BaseCoordinator {
        let root = BaseCoordinator().track(with: lifetimes)
        let child = ChildCoordinator().track(with: lifetimes)
        root.addDependency(child)
        child.addDependency(OtherCoordinator().track(with: lifetimes))
        root.addDependency(OtherCoordinator().track(with: lifetimes))
        return root
    }

    @Test func drawsTheLiveTree() {
        // Given
        let root = makeTree()
        let sut = CoordinatorInspector(lifetimes: lifetimes, isAccessible: false)

        // When
        let lines = sut.lines(for: root)

        // Then
        #expect(lines == ["BaseCoordinator", "├─ ChildCoordinator", "│  └─ OtherCoordinator", "└─ OtherCoordinator"])
    }

    @Test func namesEachScreenByItsModuleAsTheStacksDo() {
        // Given: a shared view class (as every alert's is) showing a module of its own name
        let root = BaseCoordinator().track(with: lifetimes)
        let screen = ViewControllerSpy("CardConfirmation")
        lifetimes.track(screen, kind: .view, owner: root)
        let sut = CoordinatorInspector(lifetimes: lifetimes, isAccessible: false)

        // When
        let lines = sut.lines(for: root)

        // Then
        #expect(lines == ["BaseCoordinator  screens: CardConfirmation"])
    }

    @Test func drawsNoBoxesForAScreenReader() {
        // Given
        let root = makeTree()
        let sut = CoordinatorInspector(lifetimes: lifetimes, isAccessible: true)

        // When
        let lines = sut.lines(for: root)

        // Then
        #expect(lines == ["BaseCoordinator", "- ChildCoordinator", "  - OtherCoordinator", "- OtherCoordinator"])
    }
}
