import Synchronization

/// A double's state behind one lock: its properties read and set as on a plain value, each access under the lock,
/// and ``withLock(_:)`` for a change that reads and writes at once.
@dynamicMemberLookup
final class Locked<State: Sendable>: Sendable {
    // MARK: - Properties

    private let mutex: Mutex<State>

    // MARK: - Initialization

    init(_ state: State) {
        mutex = Mutex(state)
    }

    // MARK: - Access

    /// One property of the state, read or set under the lock.
    subscript<Value: Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { mutex.withLock { $0[keyPath: keyPath] } }
        set { mutex.withLock { $0[keyPath: keyPath] = newValue } }
    }

    /// Runs `body` on the state under the lock, for a change that must see and make several values at once.
    func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try mutex.withLock { state throws(Failure) -> Result in try body(&state) }
    }
}
