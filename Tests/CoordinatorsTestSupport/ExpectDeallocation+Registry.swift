import Testing

@testable import Coordinators
@testable import TestSupport

/// Expects every object that `make` returns, and everything `registry` knows it to own, to be gone by the end.
///
/// Each object still alive is one failure, named by its place in the tree (`ApplicationCoordinator › Main › …`).
/// `action` runs after the objects are captured and before they are checked, for a flow that ends later.
@MainActor
func expectDeallocation(
    in registry: LifetimeRegistry,
    of make: () async -> [AnyObject],
    after action: () async -> Void = {},
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await expectDeallocation(watching: .registry(registry), of: make, after: action, sourceLocation: sourceLocation)
}

/// The names of what ``expectDeallocation(in:of:after:sourceLocation:)`` fails for.
@MainActor
func leakedObjects(
    in registry: LifetimeRegistry,
    of make: () async -> [AnyObject],
    after action: () async -> Void = {}
) async -> [String] {
    await leakedObjects(watching: .registry(registry), of: make, after: action)
}

extension OwnedObjects {
    /// What `registry` knows each object to own, named by its place in the tree.
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
