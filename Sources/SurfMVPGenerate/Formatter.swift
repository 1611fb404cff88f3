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

/// Formats what the generator wrote with the toolchain's `swift format` and the repository's `.swift-format`, so
/// the generated code passes `make lint` untouched; nothing happens where either is missing, and what `swift format`
/// says goes to standard error.
struct Formatter {
    /// The repository's root folder.
    let root: String

    /// Formats the Swift files at `paths`, from the root, in place; says whether `swift format` ran and succeeded
    /// (what it could not do it says on standard error, and the files stay as written).
    @discardableResult
    func format(_ paths: [String]) -> Bool {
        let swiftFiles = paths.filter { $0.hasSuffix(".swift") }
        guard !swiftFiles.isEmpty, access(root + "/.swift-format", R_OK) == 0 else { return false }
        let arguments = ["swift", "format", "format", "--in-place"] + swiftFiles.map { root + "/" + $0 }
        // The generator's own environment, as `KEY=value` lines: read through Foundation, since musl declares
        // `environ` only for `_GNU_SOURCE`.
        let variables = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var pointers = arguments.map { strdup($0) } + [nil]
        var environment = variables.map { strdup($0) } + [nil]
        defer {
            for pointer in pointers + environment {
                free(pointer)
            }
        }
        var process = pid_t()
        guard posix_spawnp(&process, "swift", nil, nil, &pointers, &environment) == 0 else { return false }
        var status: Int32 = 0
        var waited: pid_t
        repeat {
            waited = waitpid(process, &status, 0)
        } while waited == -1 && errno == EINTR
        return waited == process && status == 0
    }
}
