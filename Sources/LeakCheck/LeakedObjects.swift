/// The names of the objects `make` returns, and with `owned` of everything they own, that are still alive once
/// `action` has run: what ``expectDeallocation(watching:of:after:sourceLocation:)`` records an issue for, and what an
/// XCTest case asserts is empty.
///
/// `make` makes and uses the objects and returns the ones to watch; only weak references to them outlive it, so the
/// check keeps nothing alive. Each object is named as it is captured, while its owners are alive: by `owned`, or else
/// by its type. `action` runs after that and before the check, for a flow that ends later (a sign-out typed at a
/// prompt).
@MainActor
public func leakedObjects(
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
