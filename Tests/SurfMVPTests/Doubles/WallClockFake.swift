import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A wall clock (`now()`) that moves only when a test says so.
final class WallClockFake: Sendable {
    // MARK: - Properties

    private let current: Mutex<Date>

    // MARK: - Initialization

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    // MARK: - Methods

    @Sendable func now() -> Date {
        current.withLock { $0 }
    }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
