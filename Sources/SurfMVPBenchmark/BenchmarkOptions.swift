/// What `surfmvp-bench` was asked to measure: `--app PATH --floor PATH [--runs N] [--cycles N,N] [--keystrokes N]
/// [--echoes N]`.
struct BenchmarkOptions: Equatable {
    /// A command line that cannot be run, with one line naming what was wrong.
    struct UsageError: Error, Equatable {
        let message: String
    }

    // MARK: - Properties

    static let usage =
        "usage: surfmvp-bench --app PATH --floor PATH [--runs N] [--cycles N,N] [--keystrokes N] [--echoes N]; run "
        + "Scripts/benchmark"

    /// The built `surfmvp` to launch.
    var appPath: String
    /// The floor binary it is measured against.
    var floorPath: String
    /// Launches of each, alternating.
    var runs = 30
    /// Soak lengths, in sign-in to sign-out cycles.
    var cycles = [1_000, 100_000]
    /// Rounds of the keystroke mix at a prompt.
    var keystrokeRounds = 200
    /// Keys typed into each program on a pseudo-terminal for the echo's latency.
    var echoes = 2_000

    // MARK: - Initialization

    /// Parses the arguments that follow the program's name.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var app: String?
        var floor: String?
        while let argument = remaining.popFirst() {
            let value = remaining.popFirst()
            switch (argument, value) {
            case ("--app", let path?): app = path
            case ("--floor", let path?): floor = path
            case ("--runs", let text?) where Int(text).map({ $0 > 0 }) == true: runs = Int(text) ?? runs
            case ("--keystrokes", let text?) where Int(text).map({ $0 > 0 }) == true:
                keystrokeRounds = Int(text) ?? keystrokeRounds
            case ("--echoes", let text?) where Int(text).map({ $0 > 0 }) == true:
                echoes = Int(text) ?? echoes
            case ("--cycles", let text?):
                let counts = text.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
                guard !counts.isEmpty else { throw UsageError(message: "--cycles takes counts, e.g. 1000,100000") }
                cycles = counts
            default:
                throw UsageError(message: Self.usage)
            }
        }
        guard let app, let floor else { throw UsageError(message: Self.usage) }
        appPath = app
        floorPath = floor
    }
}
