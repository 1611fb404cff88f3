import LeakCheck

/// A working, in-memory record of who owns what, held weakly as a lifetime registry holds it: what an app's tests
/// make their ``OwnedObjects`` from.
@MainActor
final class OwnershipFake {
    private struct Record {
        weak var object: AnyObject?
        let name: String
        weak var owner: AnyObject?
    }

    // MARK: - Properties

    private var records: [Record] = []

    /// Everything recorded here, each named by its path from the top of the tree: `Application › Cards › Presenter`.
    var ownedObjects: OwnedObjects {
        OwnedObjects(subtree: { self.subtree(of: $0) }, name: { self.path(of: $0) })
    }

    // MARK: - Methods

    /// Records `object` under `name`, owned by `owner` if given; returns it.
    @discardableResult
    func record<Object: AnyObject>(_ object: Object, named name: String, ownedBy owner: AnyObject? = nil) -> Object {
        records.append(Record(object: object, name: name, owner: owner))
        return object
    }

    // MARK: - Private Methods

    /// The live objects `root` owns, directly or through what it owns, oldest first.
    private func subtree(of root: AnyObject) -> [AnyObject] {
        records.compactMap { record in
            guard let object = record.object, owners(of: object).contains(where: { $0 === root }) else { return nil }
            return object
        }
    }

    /// The names from the top of the tree down to `object`.
    private func path(of object: AnyObject) -> String {
        (owners(of: object).reversed() + [object]).map(name(of:)).joined(separator: " › ")
    }

    /// The owners of `object`, nearest first.
    private func owners(of object: AnyObject) -> [AnyObject] {
        guard let owner = record(of: object)?.owner else { return [] }
        return [owner] + owners(of: owner)
    }

    private func name(of object: AnyObject) -> String {
        record(of: object)?.name ?? String(describing: type(of: object))
    }

    private func record(of object: AnyObject) -> Record? {
        records.first { $0.object === object }
    }
}
