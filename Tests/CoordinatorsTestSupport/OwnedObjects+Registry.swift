import LeakCheck

@testable import Coordinators

extension OwnedObjects {
    /// What `registry` knows each object to own, named by its place in the coordinator tree
    /// (`Application › Main › Cards › CardActionsPresenter`).
    static func registry(_ registry: LifetimeRegistry) -> OwnedObjects {
        OwnedObjects(subtree: { registry.subtree(of: $0) }, name: { registry.path(of: $0) })
    }
}

extension LifetimeRegistry {
    /// A registry that traces nothing and reports leaks nowhere.
    static func silent() -> LifetimeRegistry {
        LifetimeRegistry()
    }
}
