#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The package's own folder, for tests that read what ships beside the code (the README, the templates).
enum ProjectFolder {
    /// The folder holding `Package.swift`, found from this file's path.
    static let root: String = {
        let path = #filePath
        guard let tests = path.firstRange(of: "/Tests/TestSupport/") else { return "." }
        return String(path[..<tests.lowerBound])
    }()

    /// The path of `file`, given from the package's folder.
    static func path(of file: String) -> String {
        root + "/" + file
    }

    /// The text of `file`, given from the package's folder, such as `README.md`.
    static func text(of file: String) throws -> String {
        try String(contentsOfFile: path(of: file), encoding: .utf8)
    }
}
