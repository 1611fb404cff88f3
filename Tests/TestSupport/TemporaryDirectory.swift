@testable import Storage

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

/// A fresh folder under the system's temporary folder, removed with everything in it when the value goes away.
final class TemporaryDirectory {
    // MARK: - Properties

    let path: String

    /// The folder as the app's state folder.
    ///
    /// Everything alive in a test shares one lock on it, as one process would; once they are all gone, the lock is
    /// released for the next launch (or the built binary) to take.
    var stateDirectory: StateDirectory {
        if let sharedAccess { return StateDirectory(path: path, access: sharedAccess) }
        let directory = StateDirectory(path: path)
        sharedAccess = directory.access
        return directory
    }

    private weak var sharedAccess: StateAccess?

    // MARK: - Initialization

    /// Makes the folder in the system's temporary folder (`TMPDIR`, else `/tmp`), named by its real path.
    ///
    /// The temporary folder is often reached through a symbolic link (`/tmp` and `TMPDIR` on a Mac lead into
    /// `/private`), which the app's messages name as they walk it; by its real path, every test names the same folder
    /// the app walks, on every system.
    init() {
        let named = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let base = realpath(named, nil).map { real in
            defer { free(real) }
            return String(cString: real)
        }
        var template = Array(((base ?? named) + "/surfmvp-tests-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap(mkdtemp).map { String(cString: $0) }
        }
        guard let created else { preconditionFailure("cannot create a temporary folder") }
        path = created
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    // MARK: - Methods

    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` in place (through a link, if one is there), mode 0644 for a new file.
    ///
    /// Plain `open`/`write`: Foundation's `createFile` leaves a `TemporaryDirectory.*` folder behind in /tmp.
    func write(_ text: String, to name: String) {
        let descriptor = open(file(name), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
    }

    /// Replaces `name` with a new file holding `text`, as another program saves: written beside it, then renamed
    /// over it.
    func replace(_ name: String, with text: String) {
        Self.replace(file: file(name), with: text)
    }

    /// ``replace(_:with:)`` to run later, from any thread: another program's save, made at the moment a test's hook
    /// runs it.
    func replacing(_ name: String, with text: String) -> @Sendable () -> Void {
        let path = file(name)
        return { Self.replace(file: path, with: text) }
    }

    /// Replaces the file at `path` as ``replace(_:with:)`` does, for a closure that cannot hold the folder.
    static func replace(file path: String, with text: String) {
        let descriptor = open(path + ".other", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        rename(path + ".other", path)
    }

    func contents(of name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file and folder under the folder, by its path in it, with each file's text (a folder's is `(folder)`):
    /// what to compare before and after something that must leave the tree as it was.
    func snapshot() -> [String: String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
        return Dictionary(uniqueKeysWithValues: paths.map { ($0, contents(of: $0) ?? "(folder)") })
    }

    /// The names in the folder, sorted, without the app's `lock`.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0 != "lock" }.sorted()
    }

    func mode(of name: String) -> mode_t {
        var status = stat()
        stat(name.hasPrefix("/") ? name : file(name), &status)
        return status.st_mode & 0o777
    }
}

/// `write(2)`, named apart from `TemporaryDirectory.write(_:to:)`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
