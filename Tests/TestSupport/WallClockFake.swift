import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A machine's two clocks, which move only when a test says so: the wall clock (`now()`) and the monotonic one
/// (`uptime()`).
///
/// Time passing moves both; setting the wall clock (as NTP does) moves only the wall clock.
final class WallClockFake: Sendable {
    // MARK: - Properties

    private let current: Mutex<(date: Date, uptime: Duration)>

    // MARK: - Initialization

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex((start, .seconds(1_000)))
    }

    // MARK: - Methods

    @Sendable func now() -> Date {
        current.withLock { $0.date }
    }

    @Sendable func uptime() -> Duration {
        current.withLock { $0.uptime }
    }

    /// Lets `seconds` pass: both clocks move on.
    func advance(by seconds: TimeInterval) {
        current.withLock { clock in
            clock.date = clock.date.addingTimeInterval(seconds)
            clock.uptime += .seconds(seconds)
        }
    }

    /// Sets the wall clock `seconds` on (back, when negative), as NTP does; no time passes.
    func setWallClock(by seconds: TimeInterval) {
        current.withLock { $0.date = $0.date.addingTimeInterval(seconds) }
    }
}
