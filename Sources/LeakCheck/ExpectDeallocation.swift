import Testing

/// Expects every object that `make` returns, and with `owned` everything they own, to be gone once `action` has run:
/// Surf's leak test, without UIKit.
///
/// Each object still alive is one issue, `<name> leaked`, recorded at the caller's line; the objects are watched and
/// named as ``leakedObjects(watching:of:after:)`` says.
@MainActor
public func expectDeallocation(
    watching owned: OwnedObjects? = nil,
    of make: () async -> [AnyObject],
    after action: () async -> Void = {},
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    for name in await leakedObjects(watching: owned, of: make, after: action) {
        Issue.record("\(name) leaked", sourceLocation: sourceLocation)
    }
}
