import Terminal

/// Simulated delivery that says so: each message appears on the console as a `[notification] …` line.
public nonisolated struct ConsoleNotificationService: NotificationService {
    // MARK: - Properties

    private let console: any Console

    // MARK: - Initialization

    /// Creates a delivery that prints to `console`.
    public init(console: any Console) {
        self.console = console
    }

    // MARK: - NotificationService

    public func deliver(_ message: String) async {
        await MainActor.run {
            console.draw(Text("[notification] " + message, role: .notice))
        }
    }
}
