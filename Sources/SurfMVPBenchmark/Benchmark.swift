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

/// Launch time and peak memory of the `surfmvp` binary against a floor binary, and an in-process soak of the real
/// coordinators, printed as one table.
@MainActor
struct Benchmark {
    /// What one launch of a binary cost.
    private struct Launch {
        let milliseconds: Double
        let peakKilobytes: Int
    }

    /// Why the benchmark could not run.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    // MARK: - Properties

    let appPath: String
    let floorPath: String
    let runs: Int
    let cycles: [Int]
    let keystrokeRounds: Int
    let echoes: Int

    // MARK: - Methods

    /// Runs every measurement and prints the table.
    func run() async throws {
        let statePath = try await makeSignedInState()
        defer { try? FileManager.default.removeItem(atPath: statePath) }
        let app = appPath
        _ = try launch(app, arguments: ["--state-dir", statePath])
        _ = try launch(floorPath, arguments: [])
        var appLaunches: [Launch] = []
        var floorLaunches: [Launch] = []
        for _ in 0..<runs {
            appLaunches.append(try launch(app, arguments: ["--state-dir", statePath]))
            floorLaunches.append(try launch(floorPath, arguments: []))
        }
        let appTime = median(appLaunches.map(\.milliseconds))
        let floorTime = median(floorLaunches.map(\.milliseconds))
        let appMemory = median(appLaunches.map { Double($0.peakKilobytes) }) / 1024
        let floorMemory = median(floorLaunches.map { Double($0.peakKilobytes) }) / 1024

        var rows = [
            row(
                "launch: stored session → Main → EOF",
                format(appTime, "ms"),
                format(floorTime, "ms"),
                appTime / floorTime,
                "≤ 1.20×"
            ),
            row(
                "peak RSS of that launch",
                format(appMemory, "MiB"),
                format(floorMemory, "MiB"),
                appMemory / floorMemory,
                "≤ 1.30×"
            ),
        ]
        for count in cycles {
            let isLongest = count == cycles.max() && cycles.count > 1
            let soak = try await Soak.run(cycles: count, alternating: isLongest)
            rows.append(
                row(
                    "soak \(count.formatted) cycles: time per cycle (median)",
                    format(soak.secondsPerCycle * 1_000_000, "µs"),
                    "",
                    isLongest ? soak.slowdown : nil,
                    isLongest ? "≤ 1.10× a fresh app's" : ""
                )
            )
            rows.append(
                row(
                    "soak \(count.formatted) cycles: peak RSS growth",
                    format(soak.growthMiB, "MiB"),
                    "",
                    nil,
                    "≤ 1 MiB"
                )
            )
            rows.append(row("soak \(count.formatted) cycles: finished flows alive", "\(soak.leaks)", "", nil, "0"))
        }
        let keystrokes = Keystrokes.run(rounds: keystrokeRounds)
        rows += [
            row("keystroke → redraw: median", format(keystrokes.all.median, "µs"), "", nil, ""),
            row("keystroke → redraw: p99", format(keystrokes.all.p99, "µs"), "", nil, "≤ 1000 µs"),
            row("keystroke: bytes written per key, median", "\(keystrokes.all.medianBytes) B", "", nil, ""),
        ]
        let echoState = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: echoState) }
        let echo = try EchoLatency.run(appPath: app, statePath: echoState, keys: echoes)
        print(header())
        print(row("", "surfmvp", "floor", nil, "target", ratioTitle: "ratio"))
        for row in rows {
            print(row)
        }
        print("")
        print(row("key → echo on a pseudo-terminal", "surfmvp", "", nil, "target", ratioTitle: "ratio"))
        for (name, figures) in echo.others {
            let isReadline = name.hasPrefix("bash")
            print(
                row(
                    "  median, against \(name)",
                    format(echo.app.median, "µs"),
                    format(figures.median, "µs"),
                    echo.app.median / figures.median,
                    isReadline ? "≤ 1.00×" : ""
                )
            )
            print(
                row(
                    "  p99, against \(name)",
                    format(echo.app.p99, "µs"),
                    format(figures.p99, "µs"),
                    echo.app.p99 / figures.p99,
                    isReadline ? "≤ 1.00×" : ""
                )
            )
        }
        print("")
        print(keystrokeRow("keystrokes by kind", "median", "p99", "bytes", "max bytes"))
        for (kind, figures) in keystrokes.kinds {
            print(
                keystrokeRow(
                    kind.rawValue,
                    format(figures.median, "µs"),
                    format(figures.p99, "µs"),
                    "\(figures.medianBytes) B",
                    "\(figures.maximumBytes) B"
                )
            )
        }
        #if canImport(Darwin)
            let durability = "F_FULLFSYNC"
        #else
            let durability = "fsync"
        #endif
        print(
            "launches: medians of \(runs) each, alternating; soak: median of 100-cycle batches, on "
                + "\(Soak.folderKind), state saved with \(durability); the longest soak's last tenth against a fresh "
                + "app's batch after every \(Soak.freshEvery) of its own"
        )
        print(
            "keystrokes: \(keystrokeRounds) rounds of \(keystrokes.keysPerRound) keys, each decoded, handled and "
                + "redrawn in one write, on a 200-character line at \(Keystrokes.columns) columns, 100-entry history"
        )
        print(
            "echo: \(echoes) letters typed at the end of a short line on each program's pseudo-terminal, alternating "
                + "key by key (each round starting with the next program), each taken back with Backspace"
        )
    }

    // MARK: - Private Methods

    /// A state folder with the demo account signed in; its lock is released on return, for the launches to take.
    private func makeSignedInState() async throws -> String {
        let directory = StateDirectory(path: try temporaryFolder())
        if let reason = directory.prepare() { throw Failure(description: reason.message(folder: directory.path)) }
        let reporter = ConsoleProblemReporter(console: ScriptedConsole())
        let accounts = FileAccountService(directory: directory, reporter: reporter, now: Date.init)
        let sessions = FileSessionService(directory: directory, reporter: reporter, now: Date.init)
        try FileOnboardingService(directory: directory, reporter: reporter, now: Date.init).markCompleted()
        guard let identifier = SignInIdentifier("demo@example.com"),
            let demo = try await accounts.account(for: identifier)
        else { throw Failure(description: "the demo account is missing") }
        let token = String(repeating: "b", count: 64)
        try sessions.save(Session(accountID: demo.id, token: token, expiresAt: Date() + 3600))
        return directory.path
    }

    /// Starts `path` with input, output and errors on /dev/null, and waits for it.
    private func launch(_ path: String, arguments: [String]) throws -> Launch {
        // Opaque pointers in Darwin's <spawn.h>, structures in glibc's and musl's; made by the `init` calls either
        // way. On Darwin only the descriptors the file actions open reach the child (`POSIX_SPAWN_CLOEXEC_DEFAULT`,
        // <sys/spawn.h>), none made elsewhere in this process and not yet marked close-on-exec (Darwin has no
        // `SOCK_CLOEXEC`); glibc and musl have no such flag.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
            let flags = Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
            let flags: Int16 = 0
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawnattr_setflags(&attributes, flags)
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions,
                descriptor,
                "/dev/null",
                descriptor == 0 ? O_RDONLY : O_WRONLY,
                0
            )
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else {
            throw Failure(description: "cannot start \(path)")
        }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid, status == 0 else {
            throw Failure(description: "\(path) did not exit cleanly (status \(status))")
        }
        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.inSeconds * 1000
        return Launch(milliseconds: milliseconds, peakKilobytes: kilobytes(ofPeakResidentSize: usage))
    }

    /// The machine, as the system describes it without a file to parse: `uname`'s architecture, system and release,
    /// the cores online, and on Darwin the processor's name.
    private func header() -> String {
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let name = withUnsafeBytes(of: system.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let release = withUnsafeBytes(of: system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let processor = processorName().map { ", \($0)" } ?? ""
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return "surfmvp-bench: \(machine)\(processor), \(cores) cores, \(name) \(release)"
    }

    /// The processor's name where the system has it to ask (Darwin's `machdep.cpu.brand_string`); `nil` elsewhere.
    private func processorName() -> String? {
        #if canImport(Darwin)
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return nil }
            return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        #else
            return nil
        #endif
    }

    private func row(
        _ name: String,
        _ app: String,
        _ floor: String,
        _ ratio: Double?,
        _ target: String,
        ratioTitle: String? = nil
    ) -> String {
        let ratioText = ratioTitle ?? ratio.map { format($0, "×", digits: 2) } ?? ""
        return TextLayout.padded(name, to: 48) + TextLayout.padded(app, to: 12) + TextLayout.padded(floor, to: 12)
            + TextLayout.padded(ratioText, to: 8) + target
    }

    private func keystrokeRow(
        _ name: String,
        _ median: String,
        _ p99: String,
        _ bytes: String,
        _ maximumBytes: String
    ) -> String {
        TextLayout.padded("  " + name, to: 48) + TextLayout.padded(median, to: 12) + TextLayout.padded(p99, to: 12)
            + TextLayout.padded(bytes, to: 8) + maximumBytes
    }

    private func format(_ value: Double, _ unit: String, digits: Int = 2) -> String {
        var scaled = (value * pow(10, Double(digits))).rounded() / pow(10, Double(digits))
        if scaled == -0 { scaled = 0 }
        return "\(scaled)" + (unit == "×" ? unit : " \(unit)")
    }
}

/// The median of `values`: the middle one, or the mean of the two in the middle; 0 for none.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count.isMultiple(of: 2)
        ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
}

extension Duration {
    /// The duration in seconds, as the figures count it.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// `ru_maxrss` in kilobytes: the C library counts it in kilobytes on Linux (glibc and musl), in bytes on Darwin.
func kilobytes(ofPeakResidentSize usage: rusage) -> Int {
    #if canImport(Darwin)
        Int(usage.ru_maxrss) / 1024
    #else
        Int(usage.ru_maxrss)
    #endif
}

/// A fresh folder for benchmark state, on a memory file system when there is one.
@MainActor
func temporaryFolder() throws -> String {
    let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    var template = Array("\(base)/surfmvp-bench-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.flatMap(mkdtemp).map { String(cString: $0) }
    }
    guard let path else { throw Benchmark.Failure(description: "cannot make a temporary folder") }
    return path
}

extension Int {
    /// The number with thousands separated by commas.
    fileprivate var formatted: String {
        let digits = Array(String(self))
        return stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            String(digits[Swift.max(0, end - 3)..<end])
        }.joined(separator: ",")
    }
}
