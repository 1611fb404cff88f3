import Testing

@testable import SurfMVPGenerate
@testable import TestSupport

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

/// The repository on disk as the generator writes it: each file whole, never through a link, never over a file that
/// is there, and nothing left beside it.
@Suite struct DiskTreeTests {
    private let directory = TemporaryDirectory()

    private var sut: DiskTree { DiskTree(root: directory.path) }

    /// Why a snapshot of `folders` is refused, or nil if it is taken.
    private func refusal(ofSnapshot folders: [String]) -> GenerationError? {
        do {
            _ = try sut.snapshot(of: folders)
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ write: (DiskTree) throws -> Void) -> WriteFailure? {
        do {
            try write(sut)
            return nil
        } catch {
            return error as? WriteFailure
        }
    }

    @Test func aFolderThatBecameALinkIsNotWrittenThrough() {
        // Given: a folder swapped for a link after the plan's checks
        let outside = TemporaryDirectory()
        symlink(outside.path, directory.file("Tests"))

        // When
        let writing = failure { try $0.writeFile("Tests/New.swift", "new\n", replacing: nil) }
        let making = failure { try $0.makeFolder("Tests/Nickname") }

        // Then
        #expect(writing == WriteFailure(reason: "Tests is a symbolic link"))
        #expect(making == WriteFailure(reason: "Tests is a symbolic link"))
        #expect(outside.names().isEmpty)
    }

    @Test func aPathTheSystemReadsAsLeavingTheRootIsNotWritten() {
        // Given: a `/` with a combining mark after it, one character to Swift but a `/` to the system, and a NUL
        // byte, where the system ends a path
        let outside = TemporaryDirectory()
        let paths = ["/\u{301}" + outside.path.dropFirst() + "/New.swift", "Tests/..\u{0}/..\u{0}/New.swift"]

        // When
        let failures = paths.map { path in failure { try $0.writeFile(path, "new\n", replacing: nil) } }

        // Then
        #expect(failures == paths.map { _ in WriteFailure(reason: "not a path inside the repository") })
        #expect(outside.names().isEmpty)
        #expect(directory.names().isEmpty)
    }

    @Test func aNewFileNeverReplacesOneThatIsThere() {
        // Given
        directory.write("mine\n", to: "New.swift")

        // When
        let error = failure { try $0.writeFile("New.swift", "generated\n", replacing: nil) }

        // Then
        #expect(error == WriteFailure(reason: String(cString: strerror(EEXIST))))
        #expect(directory.contents(of: "New.swift") == "mine\n")
        #expect(directory.names() == ["New.swift"])
    }

    @Test func aFileIsReplacedWholeAndNothingIsLeftBesideIt() {
        // Given
        directory.write("old\n", to: "Old.swift")

        // When
        let error = failure { try $0.writeFile("Old.swift", "new\n", replacing: "old\n") }

        // Then
        #expect(error == nil)
        #expect(directory.contents(of: "Old.swift") == "new\n")
        #expect(directory.names() == ["Old.swift"])
        #expect(sut.entry(at: "Old.swift") == .file)
    }

    @Test func aFileThatNoLongerHoldsWhatWasReadIsNotReplacedAndNothingIsLeftBesideIt() {
        // Given: saved in an editor since the generator read "old"
        directory.write("saved in an editor\n", to: "Old.swift")

        // When
        let error = failure { try $0.writeFile("Old.swift", "new\n", replacing: "old\n") }

        // Then
        #expect(error == .changed)
        #expect(directory.contents(of: "Old.swift") == "saved in an editor\n")
        #expect(directory.names() == ["Old.swift"])
    }

    @Test func aFileSavedWithTheSameTextInOtherBytesIsNotReplacedNorRemoved() {
        // Given: saved in an editor with the accent of "caf\u{E9}" as a combining mark, which Swift compares equal
        let saved = "let cafe\u{301} = 1\n"
        directory.write(saved, to: "Old.swift")

        // When
        let replaced = failure { try $0.writeFile("Old.swift", "new\n", replacing: "let caf\u{E9} = 1\n") }
        let removed = failure { try $0.removeFile("Old.swift", holding: "let caf\u{E9} = 1\n") }

        // Then
        #expect(replaced == .changed)
        #expect(removed == .changed)
        #expect(directory.contents(of: "Old.swift").map { Array($0.utf8) } == Array(saved.utf8))
    }

    @Test func aFileIsRemovedOnlyWhileItHoldsWhatTheGeneratorWroteInIt() {
        // Given
        directory.write("saved in an editor\n", to: "Edited.swift")
        directory.write("generated\n", to: "Untouched.swift")

        // When
        let edited = failure { try $0.removeFile("Edited.swift", holding: "generated\n") }
        let untouched = failure { try $0.removeFile("Untouched.swift", holding: "generated\n") }

        // Then
        #expect(edited == .changed)
        #expect(untouched == nil)
        #expect(directory.names() == ["Edited.swift"])
    }

    @Test func everyLinkUnderAFolderIsFoundAndNoneIsReadThrough() throws {
        // Given: a module group linked to a folder outside, a link to a file, and an editor's lock, which leads nowhere
        let outside = TemporaryDirectory()
        outside.write("final class Elsewhere {}\n", to: "Elsewhere.swift")
        try FileManager.default.createDirectory(
            atPath: directory.file("Sources/Modules"),
            withIntermediateDirectories: true
        )
        symlink(outside.path, directory.file("Sources/Modules/Main"))
        symlink(outside.file("Elsewhere.swift"), directory.file("Sources/Modules/Elsewhere.swift"))
        symlink("user@host.1234:1700000000", directory.file("Sources/Modules/.#Edited.swift"))

        // When
        let linkedFile = refusal(ofSnapshot: ["Sources"])

        // Then
        #expect(linkedFile == .unread(path: "Sources/Modules/Elsewhere.swift", reason: "a symbolic link"))
        #expect(
            refusal(ofSnapshot: ["Sources/Modules/Main"])
                == .unread(path: "Sources/Modules/Main", reason: "a symbolic link")
        )
        #expect(
            refusal(ofSnapshot: ["Sources/Modules/Main"])?.message
                == "the generator does not read Sources/Modules/Main (a symbolic link): it reads only files of their"
                + " own inside the repository, never through a link"
        )
        #expect(sut.files(under: "Sources/Modules/Main").isEmpty, "listed through the link")
        #expect(sut.contents(of: "Sources/Modules/Elsewhere.swift") == nil)
        #expect(sut.contents(of: "Sources/Modules/Main/Elsewhere.swift") == nil)
        #expect(sut.files(under: "Sources").isEmpty)
    }

    @Test func aFileWithOtherNamesIsNotReadAndSaidSo() throws {
        // Given: a template that is a hard link to a file outside, as a name of the same file
        let outside = TemporaryDirectory()
        outside.write("TOP SECRET\n", to: "secret.txt")
        try FileManager.default.createDirectory(atPath: directory.file("Templates"), withIntermediateDirectories: true)
        try #require(link(outside.file("secret.txt"), directory.file("Templates/View.swift.template")) == 0)

        // Then
        #expect(sut.contents(of: "Templates/View.swift.template") == nil)
        #expect(
            refusal(ofSnapshot: ["Templates"])
                == .unread(path: "Templates/View.swift.template", reason: "it has other names, hard links")
        )
    }

    @Test func aNameThatIsNotUTF8IsSaidSo() throws {
        // Given: a folder whose name no path of the generator could name
        try FileManager.default.createDirectory(atPath: directory.file("Sources"), withIntermediateDirectories: true)
        let name = Array(directory.file("Sources/Caf").utf8) + [0xE9, 0]
        try #require(
            name.withUnsafeBufferPointer {
                mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755)
            } == 0
        )

        // Then
        #expect(
            refusal(ofSnapshot: ["Sources"]) == .unread(path: "Sources/Caf\u{FFFD}", reason: "its name is not UTF-8")
        )
    }

    @Test func aSwiftFileThatIsNotUTF8IsNotReadAndSaidSo() throws {
        // Given: a Latin-1 byte in a comment, which a decoding would replace in a file the generator edits
        try FileManager.default.createDirectory(atPath: directory.file("Sources"), withIntermediateDirectories: true)
        let descriptor = open(directory.file("Sources/Latin.swift"), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        let bytes: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\nlet a = 1\n".utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)

        // Then
        #expect(sut.contents(of: "Sources/Latin.swift") == nil)
        #expect(refusal(ofSnapshot: ["Sources"]) == .unread(path: "Sources/Latin.swift", reason: "not UTF-8 text"))
    }

    @Test(arguments: ["Templates/Module/ViewInput.swift.template", "Templates/Module/Manifest.template"])
    func aTemplateThatIsALinkRefusesTheSnapshotRatherThanBeingReadThrough(path: String) throws {
        // Given: a template or a manifest that is a symbolic link, which could copy any file the user can read into
        // the code written
        let outside = TemporaryDirectory()
        outside.write("TOP SECRET\n", to: "secret.txt")
        try FileManager.default.createDirectory(
            atPath: directory.file("Templates/Module"),
            withIntermediateDirectories: true
        )
        symlink(outside.file("secret.txt"), directory.file(path))

        // Then
        #expect(
            refusal(ofSnapshot: ["Sources", "Tests", "Templates"]) == .unread(path: path, reason: "a symbolic link")
        )
    }

    @Test func aSnapshotIsTheRepositoryAsOneReadFoundItWhateverHappensOnDiskAfter() throws {
        // Given: a repository read once, whose files then change on disk, as a failing read or an editor would have
        // them change between two reads
        for folder in ["Sources/Modules", "Templates/Module"] {
            try FileManager.default.createDirectory(atPath: directory.file(folder), withIntermediateDirectories: true)
        }
        directory.write("struct Declared {}\n", to: "Sources/Modules/Declared.swift")
        directory.write("# notes\n", to: "Sources/Modules/README.md")
        directory.write("{{Name}}\n", to: "Templates/Module/View.swift.template")
        let snapshot = try sut.snapshot(of: ["Sources", "Tests", "Templates"])
        unlink(directory.file("Sources/Modules/Declared.swift"))
        directory.write("changed\n", to: "Templates/Module/View.swift.template")
        directory.write("struct Added {}\n", to: "Sources/Modules/Added.swift")

        // Then: the plan reads what the one read found, every Swift file and template with its text
        #expect(snapshot.contents(of: "Sources/Modules/Declared.swift") == "struct Declared {}\n")
        #expect(snapshot.contents(of: "Templates/Module/View.swift.template") == "{{Name}}\n")
        #expect(snapshot.files(under: "Sources") == ["Sources/Modules/Declared.swift", "Sources/Modules/README.md"])
        #expect(snapshot.exists("Sources/Modules"))
        #expect(!snapshot.exists("Sources/Modules/Added.swift"))
        #expect(!snapshot.exists("Tests"))
    }

    // MARK: - Owners

    @Test(.enabled(if: geteuid() == 0, "giving a file to another user needs root"))
    func aReplacedFileKeepsItsOwnerAndGroup() throws {
        // Given: a file of a user and group nobody has, as root's generator finds one in a user's repository
        let owner = try #require(unusedID())
        directory.write("old\n", to: "Old.swift")
        chown(directory.file("Old.swift"), owner, owner)

        // When
        let error = failure { try $0.writeFile("Old.swift", "new\n", replacing: "old\n") }

        // Then
        #expect(error == nil)
        #expect(directory.contents(of: "Old.swift") == "new\n")
        #expect(ownerAndGroup(of: "Old.swift") == [owner, owner])
    }

    @Test(.enabled(if: geteuid() == 0, "giving a file to another user needs root"))
    func whatIsNewTakesTheOwnerAndGroupOfItsFolder() throws {
        // Given: a repository of a user and group nobody has
        let owner = try #require(unusedID())
        chown(directory.path, owner, owner)

        // When
        let making = failure { try $0.makeFolder("Nickname") }
        let writing = failure { try $0.writeFile("Nickname/New.swift", "new\n", replacing: nil) }

        // Then
        #expect(making == nil)
        #expect(writing == nil)
        #expect(ownerAndGroup(of: "Nickname") == [owner, owner])
        #expect(ownerAndGroup(of: "Nickname/New.swift") == [owner, owner])
    }

    /// A user and group number that no user and no group has here.
    private func unusedID() -> UInt32? {
        (40_000..<41_000).first { getpwuid($0) == nil && getgrgid($0) == nil }
    }

    /// The numbers of the user and group that own `name`.
    private func ownerAndGroup(of name: String) -> [UInt32] {
        var status = stat()
        guard lstat(directory.file(name), &status) == 0 else { return [] }
        return [status.st_uid, status.st_gid]
    }
}
