/// Shows an animated status on standard error while slow work runs; quick work shows nothing.
@MainActor
public final class Spinner {
    // MARK: - Properties

    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let console: any Console
    private let clock: any Clock<Duration>
    private let delay: Duration
    private let interval: Duration

    // MARK: - Initialization

    /// Creates a spinner that appears once work has taken `delay` and then advances every `interval`.
    public init(
        console: any Console,
        clock: any Clock<Duration> = ContinuousClock(),
        delay: Duration = .milliseconds(100),
        interval: Duration = .milliseconds(80)
    ) {
        self.console = console
        self.clock = clock
        self.delay = delay
        self.interval = interval
    }

    // MARK: - Public Methods

    /// Runs `work`, showing the spinner if it is still running after the delay.
    public func run<Result>(_ label: String = "Working…", _ work: () async -> Result) async -> Result {
        guard console.showsStatus else { return await work() }
        let animation = Task { [console, clock, delay, interval] in
            do {
                try await clock.sleep(for: delay)
                if console.isAccessible {
                    console.setStatus(label)
                    return
                }
                for frame in 0... {
                    console.setStatus("\(Self.frames[frame % Self.frames.count]) \(label)")
                    try await clock.sleep(for: interval)
                }
            } catch {
                return
            }
        }
        let result = await work()
        animation.cancel()
        _ = await animation.result
        console.setStatus(nil)
        return result
    }
}
