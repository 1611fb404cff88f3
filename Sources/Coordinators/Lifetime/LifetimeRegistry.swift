/// Knows which coordinators, presenters and views are alive, and who owns them: the app's own leak detector.
///
/// It tracks every coordinator as its ``CoordinatorLifetimeObserver``, attached by the factory that makes it; each
/// screen under the coordinator that owns the router showing it; and each presenter beside its screen, as the module
/// factory paired them. Every record holds its object weakly, and an object is known to be gone when its weak
/// reference is: each sweep (whenever it tracks an object, and before leaks are counted at every prompt) forgets what
/// went, tracing its deallocation. Once a coordinator's flow has finished, anything it owned that is still alive at
/// the next prompt is a leak, reported as `leak: Application › Main › Cards › CardActionsPresenter`.
@MainActor
final class LifetimeRegistry {
    /// What role an object plays.
    enum Kind: String, Sendable {
        /// A coordinator, a module's presenter, or a module's view.
        case coordinator, presenter, view
    }

    fileprivate struct Record {
        let type: AnyObject.Type
        let kind: Kind
        var owner: ObjectIdentifier?
        weak var object: AnyObject?
        /// Whether the flow this object belongs to is over.
        var isFinished = false
        var isReported = false
        /// Names of owners already deallocated, outermost first, kept for the path.
        var goneOwners: [String] = []

        /// The type's name, worked out when it is shown (a trace, a leak, `:tree`), never when it is tracked.
        var name: String { _typeName(type, qualified: false) }

        /// The name in a path: coordinators without their `Coordinator` suffix.
        var pathName: String {
            kind == .coordinator && name.hasSuffix("Coordinator") ? String(name.dropLast("Coordinator".count)) : name
        }
    }

    // MARK: - Properties

    /// Where lifecycle events go, when someone follows them: the app's `--trace` output, or `os_log` in a UIKit app.
    private let traceOutput: ((String) -> Void)?
    /// Where each leak goes, as one line: the app's standard error, or a log and `assertionFailure` in a UIKit app.
    private let leakOutput: ((String) -> Void)?
    private var records = RecordTable()
    /// Each module's view with its presenter, as the module factory made them.
    private var presenters: [PresenterPairing] = []

    /// Every tracked object, oldest first.
    private var order: [ObjectIdentifier] { records.ids }

    // MARK: - Initialization

    /// Creates a registry that writes lifecycle events (`CardsCoordinator created`) to `trace`, if given, and each
    /// leak (`leak: Application › Main › Cards › CardActionsPresenter`) to `reportLeak`, if given.
    ///
    /// It knows nothing of where they are written, so it copies into a UIKit app as it is.
    init(trace: ((String) -> Void)? = nil, reportLeak: ((String) -> Void)? = nil) {
        traceOutput = trace
        leakOutput = reportLeak
    }

    // MARK: - Tracking

    /// Records, and traces, that `object` was created, owned by `owner` (a coordinator), if known; an object already
    /// tracked keeps its record.
    func track(_ object: AnyObject, kind: Kind, owner: AnyObject? = nil) {
        sweep()
        let id = ObjectIdentifier(object)
        guard records[id]?.object == nil else { return }
        let record = Record(type: type(of: object), kind: kind, owner: owner.map(ObjectIdentifier.init), object: object)
        records[id] = record
        trace("\(record.name) created")
    }

    /// Records, untraced, that `object` belongs where `sibling` does, as a screen's presenter belongs beside its
    /// screen: under the same owner, or under what is left of its owners if some are gone, and as finished as it; an
    /// object already tracked, or a sibling that is not, leaves the registry as it was.
    func track(_ object: AnyObject, kind: Kind, alongside sibling: AnyObject) {
        sweep()
        let id = ObjectIdentifier(object)
        guard records[id]?.object == nil, let place = records[ObjectIdentifier(sibling)] else { return }
        var record = Record(type: type(of: object), kind: kind, owner: place.owner, object: object)
        record.goneOwners = place.goneOwners
        record.isFinished = place.isFinished
        records[id] = record
    }

    /// Records that `presenter` is the presenter of `view`, as the factory that made the module knows: it is
    /// tracked beside the view when the view leaves the screen, with ``trackPresenter(of:)``.
    func pair(presenter: AnyObject, with view: AnyObject) {
        presenters.removeAll { $0.view == nil || $0.view === view }
        presenters.append(PresenterPairing(view: view, presenter: presenter))
    }

    /// Tracks, untraced, the presenter paired with `view` beside it; a view with none leaves the registry as it
    /// was.
    func trackPresenter(of view: AnyObject) {
        guard let presenter = presenters.first(where: { $0.view === view })?.presenter else { return }
        track(presenter, kind: .presenter, alongside: view)
    }

    // MARK: - Inspecting

    /// Forgets objects that are gone, tracing their deallocation.
    func sweep() {
        for id in order where records[id]?.object == nil {
            forget(id)
        }
    }

    /// Every live object owned, directly or through child coordinators, by `root`.
    func subtree(of root: AnyObject) -> [AnyObject] {
        sweep()
        let rootID = ObjectIdentifier(root)
        return order.compactMap { id in
            guard let record = records[id], id != rootID, isOwned(id, by: rootID) else { return nil }
            return record.object
        }
    }

    /// The type names of the live views or presenters that `owner` owns directly, oldest first, as tests check them.
    func modules(ownedBy owner: AnyObject, kind: Kind) -> [String] {
        objects(ownedBy: owner, kind: kind).map { _typeName(type(of: $0), qualified: false) }
    }

    /// The live views or presenters that `owner` owns directly, oldest first.
    func objects(ownedBy owner: AnyObject, kind: Kind) -> [AnyObject] {
        let ownerID = ObjectIdentifier(owner)
        return order.compactMap { id in
            guard let record = records[id], record.owner == ownerID, record.kind == kind else { return nil }
            return record.object
        }
    }

    /// Where `object` sits in the coordinator tree: `Application › Main › Cards › CardActionsPresenter`.
    func path(of object: AnyObject) -> String {
        path(of: ObjectIdentifier(object))
    }

    /// What is still alive although the flow that owned it has finished.
    func leaks() -> [String] {
        sweep()
        return order.compactMap { id in
            guard records[id]?.object != nil, hasFinishedOwner(id) else { return nil }
            return path(of: id)
        }
    }

    /// Writes each new leak once, as `leak: <path>`, to standard error; called by the app at every prompt.
    func reportLeaks() {
        sweep()
        for id in order {
            guard let record = records[id], !record.isReported, record.object != nil, hasFinishedOwner(id) else {
                continue
            }
            records[id]?.isReported = true
            leakOutput?("leak: \(path(of: id))")
        }
    }

    // MARK: - Private Methods

    /// Records a deallocation noticed by `sweep()`.
    ///
    /// What it owned and is still alive moves up to its owner, keeping its name in the path and whether its flow is
    /// over.
    private func forget(_ id: ObjectIdentifier) {
        guard let record = records[id] else { return }
        let isOver = hasFinishedOwner(id)
        for childID in order where records[childID]?.owner == id {
            guard var child = records[childID] else { continue }
            child.owner = record.owner
            child.goneOwners.insert(contentsOf: record.goneOwners + [record.pathName], at: 0)
            child.isFinished = child.isFinished || isOver
            records[childID] = child
        }
        records[id] = nil
        trace("\(record.name) deallocated")
    }

    /// Writes `event` when someone follows lifecycle events; the text is only made then.
    private func trace(_ event: @autoclosure () -> String) {
        traceOutput?(event())
    }

    private func path(of id: ObjectIdentifier) -> String {
        var names: [String] = []
        var current: ObjectIdentifier? = id
        var seen: [ObjectIdentifier] = []
        while let next = current, let record = records[next], seen.inserting(next) {
            names.insert(contentsOf: record.goneOwners + [record.pathName], at: 0)
            current = record.owner
        }
        return names.joined(separator: " › ")
    }

    private func isOwned(_ id: ObjectIdentifier, by ownerID: ObjectIdentifier) -> Bool {
        var current = records[id]?.owner
        var seen: [ObjectIdentifier] = []
        while let next = current, seen.inserting(next) {
            if next == ownerID { return true }
            current = records[next]?.owner
        }
        return false
    }

    /// Whether the object or any coordinator above it has finished.
    private func hasFinishedOwner(_ id: ObjectIdentifier) -> Bool {
        var current: ObjectIdentifier? = id
        var seen: [ObjectIdentifier] = []
        while let next = current, let record = records[next], seen.inserting(next) {
            if record.isFinished { return true }
            current = record.owner
        }
        return false
    }
}

// MARK: - CoordinatorLifetimeObserver

extension LifetimeRegistry: CoordinatorLifetimeObserver {
    /// Registers, and traces, `coordinator`, owned by nobody until a parent adds it.
    func track(_ coordinator: any Coordinator) {
        track(coordinator, kind: .coordinator)
    }

    /// Moves `child` under `parent`, with everything it owns.
    func coordinator(_ parent: any Coordinator, didAddChild child: any Coordinator) {
        records[ObjectIdentifier(child)]?.owner = ObjectIdentifier(parent)
    }

    /// Traces a coordinator's start.
    func coordinatorDidStart(_ coordinator: any Coordinator) {
        trace("\(_typeName(type(of: coordinator), qualified: false)) started")
    }

    /// Records that a coordinator's flow is over, and traces it: from now on, what it owned should go.
    func coordinatorDidFinish(_ coordinator: any Coordinator) {
        records[ObjectIdentifier(coordinator)]?.isFinished = true
        trace("\(_typeName(type(of: coordinator), qualified: false)) finished")
    }
}

// MARK: - Storage

extension LifetimeRegistry {
    /// A module's view and its presenter, both held weakly.
    fileprivate struct PresenterPairing {
        weak var view: AnyObject?
        weak var presenter: AnyObject?
    }

    /// The registry's records in the order they were tracked, found by object identity: a few dozen at most, so a
    /// list does, and the launch pays for no hash table.
    fileprivate struct RecordTable {
        /// The identities, oldest first.
        private(set) var ids: [ObjectIdentifier] = []
        private var entries: [Record] = []

        /// The record of `id`; setting `nil` removes it, setting a new one appends it.
        subscript(id: ObjectIdentifier) -> Record? {
            get { ids.firstIndex(of: id).map { entries[$0] } }
            set {
                let index = ids.firstIndex(of: id)
                switch (index, newValue) {
                case (let index?, let record?): entries[index] = record
                case (let index?, nil):
                    ids.remove(at: index)
                    entries.remove(at: index)
                case (nil, let record?):
                    ids.append(id)
                    entries.append(record)
                case (nil, nil): break
                }
            }
        }
    }
}

extension Array where Element == ObjectIdentifier {
    /// Appends `id` and returns `true`, or returns `false` if it is there already: a cycle guard for short walks.
    fileprivate mutating func inserting(_ id: ObjectIdentifier) -> Bool {
        guard !contains(id) else { return false }
        append(id)
        return true
    }
}
