#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Measure the built app against the floor and soak the coordinators; `Scripts/benchmark` builds both and runs this.

/// Writes one line to standard error.
func writeError(_ text: String) {
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}

do {
    let options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    try await Benchmark(
        appPath: options.appPath,
        floorPath: options.floorPath,
        runs: options.runs,
        cycles: options.cycles,
        keystrokeRounds: options.keystrokeRounds,
        echoes: options.echoes
    ).run()
} catch let error as BenchmarkOptions.UsageError {
    writeError("surfmvp-bench: \(error.message)\n")
    exit(64)
} catch {
    writeError("surfmvp-bench: \(error)\n")
    exit(1)
}
