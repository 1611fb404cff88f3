/// What a leak check watches beyond the objects it is given: everything each one owns, and a name for each object.
///
/// Whatever knows the app's coordinator tree makes one, so that a check of a flow covers every child coordinator,
/// presenter and view the flow owns. From a lifetime registry such as surfmvp's:
///
/// ```swift
/// OwnedObjects(subtree: { registry.subtree(of: $0) }, name: { registry.path(of: $0) })
/// ```
@MainActor
public struct OwnedObjects {
    // MARK: - Properties

    /// Everything an object owns, at any depth.
    let subtree: (AnyObject) -> [AnyObject]
    /// The name a leak is reported by, such as its place in the tree: `Application › Main › CardsCoordinator`.
    let name: (AnyObject) -> String

    // MARK: - Initialization

    /// Watches what `subtree` says each object owns, naming every object with `name`.
    public init(subtree: @escaping (AnyObject) -> [AnyObject], name: @escaping (AnyObject) -> String) {
        self.subtree = subtree
        self.name = name
    }
}
