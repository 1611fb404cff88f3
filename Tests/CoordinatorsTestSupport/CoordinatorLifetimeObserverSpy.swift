@testable import Coordinators

/// Records what coordinators tell their lifetime observer, in order: `track Auth`, `Application added Auth`,
/// `Auth started`, `Auth finished`, each coordinator by its type's name.
@MainActor
final class CoordinatorLifetimeObserverSpy: CoordinatorLifetimeObserver {
    // MARK: - Properties

    /// Every event, oldest first.
    private(set) var events: [String] = []

    // MARK: - CoordinatorLifetimeObserver

    func track(_ coordinator: any Coordinator) {
        events.append("track \(name(of: coordinator))")
    }

    func coordinator(_ parent: any Coordinator, didAddChild child: any Coordinator) {
        events.append("\(name(of: parent)) added \(name(of: child))")
    }

    func coordinatorDidStart(_ coordinator: any Coordinator) {
        events.append("\(name(of: coordinator)) started")
    }

    func coordinatorDidFinish(_ coordinator: any Coordinator) {
        events.append("\(name(of: coordinator)) finished")
    }

    // MARK: - Private Methods

    private func name(of coordinator: any Coordinator) -> String {
        _typeName(type(of: coordinator), qualified: false)
    }
}
