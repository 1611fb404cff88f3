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
@MainActor
enum Soak {
    /// What a soak measured.
    struct Result {
        /// The median time of a cycle, from batches of 100 cycles (a batch's time over 100), in seconds.
        let secondsPerCycle: Double
        /// Peak resident memory at the end less peak resident memory after the first 1,000 cycles (or the first
        /// tenth): memory that a leak keeps grows it once it passes the warm-up's peak.
        let growthMiB: Double
        /// Objects of finished flows still alive at the end.
        let leaks: Int
    }

    /// Where soak state lives.
    static var folderKind: String {
        access("/dev/shm", W_OK) == 0 ? "tmpfs (/dev/shm)" : "/tmp"
    }

    // MARK: - Methods

    /// Runs `cycles` cycles on a fresh state folder.
    static func run(cycles: Int) async throws -> Result {
        let path = try temporaryFolder()
        defer { removeFolder(path) }
        let console = ScriptedConsole()
        let directory = StateDirectory(path: path)
        try FileOnboardingService(
            directory: directory,
            reporter: ConsoleProblemReporter(console: console),
            now: Date.init
        ).markCompleted()
        let app = await AppAssembly(
            console: console,
            directory: directory,
            tracer: Tracer(console: console, isEnabled: false)
        )
        await app.start()
        await app.run()
        let warmUp = max(1, min(1_000, cycles / 10))
        let batchSize = min(100, cycles)
        var baseline = peakResidentMiB()
        var batches: [Double] = []
        var batchStart = ContinuousClock.now
        for cycle in 0..<cycles {
            console.clearOutput()
            console.feed("demo@example.com")
            await app.run()
            guard
                let code = console.output.split(separator: "Your sign-in code is").last?.drop(while: \.isWhitespace)
                    .prefix(6)
            else { throw Benchmark.Failure(description: "no code in cycle \(cycle)") }
            console.feed(String(code), ":tab cards", ":open news/3", ":tab profile", "2", "1")
            await app.run()
            guard app.isSignedIn == false else {
                throw Benchmark.Failure(description: "cycle \(cycle) did not sign out")
            }
            if cycle + 1 == warmUp { baseline = peakResidentMiB() }
            if (cycle + 1) % batchSize == 0 {
                let elapsed = ContinuousClock.now - batchStart
                batches.append(
                    (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                        / Double(batchSize)
                )
                batchStart = ContinuousClock.now
            }
        }
        let sorted = batches.sorted()
        return Result(
            secondsPerCycle: sorted.isEmpty ? 0 : sorted[sorted.count / 2],
            growthMiB: peakResidentMiB() - baseline,
            leaks: app.leakCount
        )
    }

    // MARK: - Private Methods

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

    private static func removeFolder(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
