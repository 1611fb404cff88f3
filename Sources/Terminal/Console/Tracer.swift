/// Writes lifecycle and navigation events to standard error when `--trace` is on; silent otherwise.
@MainActor
public final class Tracer {
    // MARK: - Properties

    /// Whether events are written.
    public let isEnabled: Bool

    private let console: any Console

    // MARK: - Initialization

    /// Creates a tracer writing to `console`'s standard error.
    public init(console: any Console, isEnabled: Bool) {
        self.console = console
        self.isEnabled = isEnabled
    }

    // MARK: - Public Methods

    /// Writes one event line, such as `trace: AuthCoordinator created`.
    ///
    /// Never pass a code or a token.
    public func trace(_ event: @autoclosure () -> String) {
        guard isEnabled else { return }
        console.writeErrorLines("trace: " + TerminalText.sanitized(event()), styled: console.errorStyle.dim)
    }
}
