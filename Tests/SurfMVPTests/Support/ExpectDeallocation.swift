import Testing

@testable import Coordinators
@testable import Terminal

/// Expects every object that `make` returns to be gone by the end.
///
/// Nothing of a module or a coordinator subtree may outlive the flow that owned it: each object still alive is one
/// failure, named by its place in the tree.
///
/// With a `registry`, each returned object's whole registered subtree is watched too: every child coordinator,
/// presenter and view it owns. `action` runs after the objects are captured and before they are checked, for a flow
/// that ends later (a sign-out typed at the prompt).
@MainActor
func expectDeallocation(
    in registry: LifetimeRegistry? = nil,
    of make: () async -> [AnyObject],
    after action: () async -> Void = {},
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    for name in await leakedObjects(in: registry, of: make, after: action) {
        Issue.record("\(name) leaked", sourceLocation: sourceLocation)
    }
}

/// The names of the objects that `make` returns, and with a `registry` of their registered subtrees, that are still
/// alive once `action` has run: what `expectDeallocation` fails for.
@MainActor
func leakedObjects(
    in registry: LifetimeRegistry? = nil,
    of make: () async -> [AnyObject],
    after action: () async -> Void = {}
) async -> [String] {
    var probes: [(name: String, object: () -> AnyObject?)] = []
    do {
        let roots = await make()
        let objects = roots + roots.flatMap { registry?.subtree(of: $0) ?? [] }
        probes = objects.map { object in
            let name = registry?.path(of: object) ?? String(describing: type(of: object))
            return (name, { [weak object] in object })
        }
    }
    await action()
    return probes.filter { $0.object() != nil }.map(\.name)
}
