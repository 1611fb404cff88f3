import Coordinators
import Modules
import Storage
import Terminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives the real app in-process through sign-in → tab → deep link → sign-out cycles on a scripted console.
///
/// Whether a long run slows down is told against a fresh app measured alongside it, not against an earlier run: every
/// tenth batch of the long run is followed by a batch on an app started just then, so both see the machine as it is
/// at that moment, and a machine whose speed drifts over the minutes of a long soak does not pass for the app.
@MainActor
enum Soak {
    /// What a soak measured.
    struct Result {
        /// The median time of a cycle, from batches of 100 cycles (a batch's time over 100), in seconds.
        let secondsPerCycle: Double
        /// The long run's batches of its last tenth against the fresh apps' batches alternated with them (the ratio
        /// of their medians), or nil when the run has no batch to compare.
        let slowdown: Double?
        /// Peak resident memory at the end less peak resident memory after the first 1,000 cycles (or the first
        /// tenth, and when alternating the first fresh app's batch): memory that a leak keeps grows it once it passes
        /// the warm-up's peak.
        let growthMiB: Double
        /// Objects of finished flows still alive at the end.
        let leaks: Int
    }

    /// How many of the long run's batches go by between two batches of a fresh app.
    static let freshEvery = 10

    /// Where soak state lives.
    static var folderKind: String {
        access("/dev/shm", W_OK) == 0 ? "tmpfs (/dev/shm)" : "/tmp"
    }

    // MARK: - Methods

    /// Runs `cycles` cycles on a fresh state folder; `alternating`, with a fresh app's batch after every
    /// ``freshEvery`` batches, which ``Result/slowdown`` compares the run with.
    static func run(cycles: Int, alternating: Bool) async throws -> Result {
        let long = try await Runner()
        defer { long.remove() }
        let batchSize = min(100, cycles)
        // Past the first 1,000 cycles (or tenth), and the first fresh app's batch, whose memory counts in the peak.
        let warmUp = max(1, min(1_000, cycles / 10), alternating ? freshEvery * batchSize : 0)
        var baseline = peakResidentMiB()
        var batches: [Double] = []
        var pairs: [(cycle: Int, long: Double, fresh: Double)] = []
        var batchStart = ContinuousClock.now
        for cycle in 0..<cycles {
            try await long.cycle(cycle)
            if (cycle + 1) % batchSize == 0 {
                let batch = (ContinuousClock.now - batchStart).inSeconds / Double(batchSize)
                batches.append(batch)
                if alternating, batches.count % freshEvery == 0 {
                    pairs.append((cycle, batch, try await freshBatch(of: batchSize)))
                }
                batchStart = ContinuousClock.now
            }
            if cycle + 1 == warmUp { baseline = peakResidentMiB() }
        }
        let lastTenth = pairs.filter { $0.cycle >= cycles - cycles / 10 }
        return Result(
            secondsPerCycle: median(batches),
            slowdown: lastTenth.isEmpty ? nil : median(lastTenth.map(\.long)) / median(lastTenth.map(\.fresh)),
            growthMiB: peakResidentMiB() - baseline,
            leaks: long.app.leakCount
        )
    }

    // MARK: - Private Methods

    /// The time per cycle of `size` cycles on an app started now, after ten untimed ones.
    private static func freshBatch(of size: Int) async throws -> Double {
        let fresh = try await Runner()
        defer { fresh.remove() }
        for cycle in 0..<10 {
            try await fresh.cycle(cycle)
        }
        let start = ContinuousClock.now
        for cycle in 0..<size {
            try await fresh.cycle(cycle)
        }
        return (ContinuousClock.now - start).inSeconds / Double(size)
    }

    /// The process's peak resident memory so far (`getrusage`), in MiB.
    ///
    /// The peak rather than the current size: it is the same measure on Linux and Darwin, with no `/proc` to read.
    private static func peakResidentMiB() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(kilobytes(ofPeakResidentSize: usage)) / 1024
    }
}

// MARK: - Runner

/// One app, signed out, on a state folder of its own, that runs one cycle at a time.
@MainActor
private final class Runner {
    // MARK: - Properties

    /// The app, started and waiting at sign-in.
    let app: AppAssembly

    private let console = ScriptedConsole()
    private let path: String

    // MARK: - Initialization

    /// Starts the app on a new state folder, past the introduction.
    init() async throws {
        path = try temporaryFolder()
        let directory = StateDirectory(path: path)
        try FileOnboardingService(
            directory: directory,
            reporter: ConsoleProblemReporter(console: console),
            now: Date.init
        ).markCompleted()
        app = await AppAssembly(
            console: console,
            directory: directory,
            tracer: Tracer(console: console, isEnabled: false)
        )
        await app.start()
        await app.run()
    }

    // MARK: - Methods

    /// Signs in with the code the app shows, switches to Cards, opens an article by link, and signs out from Profile.
    func cycle(_ number: Int) async throws {
        console.clearOutput()
        console.feed("demo@example.com")
        await app.run()
        guard
            let code = console.output.split(separator: "Your sign-in code is").last?.drop(while: \.isWhitespace)
                .prefix(6)
        else { throw Benchmark.Failure(description: "no code in cycle \(number)") }
        console.feed(String(code), ":tab cards", ":open news/3", ":tab profile", "2", "1")
        await app.run()
        guard app.isSignedIn == false else {
            throw Benchmark.Failure(description: "cycle \(number) did not sign out")
        }
    }

    /// Removes the state folder.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
