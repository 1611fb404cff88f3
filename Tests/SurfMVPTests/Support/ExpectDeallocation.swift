import Testing

/// Expects every object that `make` returns to be gone once `make`'s scope has ended: nothing of a module or a
/// coordinator subtree may outlive the flow that owned it.
@MainActor
func expectDeallocation(
    of make: () async -> [AnyObject],
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    var probes: [(name: String, object: () -> AnyObject?)] = []
    do {
        probes = await make().map { object in
            (String(describing: type(of: object)), { [weak object] in object })
        }
    }
    for probe in probes {
        #expect(probe.object() == nil, "\(probe.name) leaked", sourceLocation: sourceLocation)
    }
}
