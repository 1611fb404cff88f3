import Terminal

/// Reports problems on the console's standard error, as `surfmvp: <message>`.
public nonisolated struct ConsoleProblemReporter: ProblemReporter {
    // MARK: - Properties

    private let console: any Console

    // MARK: - Initialization

    /// Creates a reporter writing to `console`.
    public init(console: any Console) {
        self.console = console
    }

    // MARK: - ProblemReporter

    public func report(_ message: String) async {
        await MainActor.run {
            console.writeErrorLines("surfmvp: " + TerminalText.oneLine(message), styled: console.errorStyle.yellow)
        }
    }
}
