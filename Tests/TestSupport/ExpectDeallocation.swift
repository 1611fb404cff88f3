import Testing

/// What a leak check watches beyond the objects it is given: each one's owned subtree, and a name for each object.
///
/// The coordinators' tests make one from their lifetime registry, so that a check of a flow covers every child
/// coordinator, presenter and view the flow owns.
@MainActor
struct OwnedObjects {
    /// Everything `object` owns, at any depth.
    let subtree: (AnyObject) -> [AnyObject]
    /// The name a leak is reported by: its place in the tree.
    let name: (AnyObject) -> String
}

/// Expects every object that `make` returns to be gone by the end.
///
/// Nothing of a module or a coordinator subtree may outlive the flow that owned it: each object still alive is one
/// failure, named by its place in the tree.
///
/// With `owned`, each returned object's whole subtree is watched too. `action` runs after the objects are captured
/// and before they are checked, for a flow that ends later (a sign-out typed at the prompt).
@MainActor
func expectDeallocation(
    watching owned: OwnedObjects? = nil,
    of make: () async -> [AnyObject],
    after action: () async -> Void = {},
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    for name in await leakedObjects(watching: owned, of: make, after: action) {
        Issue.record("\(name) leaked", sourceLocation: sourceLocation)
    }
}

/// The names of the objects that `make` returns, and with `owned` of their subtrees, that are still alive once
/// `action` has run: what `expectDeallocation` fails for.
@MainActor
func leakedObjects(
    watching owned: OwnedObjects? = nil,
    of make: () async -> [AnyObject],
    after action: () async -> Void = {}
) async -> [String] {
    var probes: [(name: String, object: () -> AnyObject?)] = []
    do {
        let roots = await make()
        let objects = roots + roots.flatMap { owned?.subtree($0) ?? [] }
        probes = objects.map { object in
            let name = owned?.name(object) ?? String(describing: type(of: object))
            return (name, { [weak object] in object })
        }
    }
    await action()
    return probes.filter { $0.object() != nil }.map(\.name)
}
