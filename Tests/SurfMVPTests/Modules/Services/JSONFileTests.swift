import Glibc
import Testing

@testable import Modules

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct JSONFileTests {
    private struct Value: Codable, Equatable {
        var name: String
    }

    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()

    private func makeSUT(_ name: String = "value.json") -> JSONFile<Value> {
        JSONFile(path: folder.file(name), now: clock.now)
    }

    @Test func writesOwnerOnlyFiles() throws {
        // Given
        let sut = makeSUT()

        // When
        try sut.write(Value(name: "a"))

        // Then
        #expect(folder.mode(of: "value.json") == 0o600)
        guard case .value(let value) = sut.read() else {
            Issue.record("expected a value")
            return
        }
        #expect(value == Value(name: "a"))
    }

    @Test func replacesAtomicallyLeavingNoTemporaryFiles() throws {
        // Given
        let sut = makeSUT()
        try sut.write(Value(name: "old"))
        var before = stat()
        stat(folder.file("value.json"), &before)

        // When
        try sut.write(Value(name: "new"))

        // Then
        var after = stat()
        stat(folder.file("value.json"), &after)
        #expect(after.st_ino != before.st_ino, "a new file renamed into place, not the old one rewritten")
        #expect(folder.names() == ["value.json"])
        #expect(folder.contents(of: "value.json")?.contains("new") == true)
    }

    @Test func missingFileIsAbsent() {
        guard case .absent = makeSUT().read() else {
            Issue.record("expected absent")
            return
        }
    }

    @Test(arguments: ["{not json", "", "{\"other\": 1}", "[1, 2]", "\u{0}\u{1}\u{2}"])
    func unreadableFileIsMovedAsideNotDeleted(contents: String) {
        // Given
        folder.write(contents, to: "value.json")
        let sut = makeSUT()

        // When
        let result = sut.read()

        // Then
        guard case .unreadable(_, let movedTo?) = result else {
            Issue.record("expected unreadable and moved, got \(result)")
            return
        }
        #expect(movedTo == folder.file("value.json.corrupt-1800000000"))
        #expect(folder.names() == ["value.json.corrupt-1800000000"])
        #expect(folder.contents(of: "value.json.corrupt-1800000000") == contents)
    }

    @Test func aFolderInPlaceOfTheFileIsMovedAside() {
        // Given
        mkdir(folder.file("value.json"), 0o700)

        // When
        let result = makeSUT().read()

        // Then
        guard case .unreadable(let reason, .some) = result else {
            Issue.record("expected unreadable, got \(result)")
            return
        }
        #expect(reason == "Is a directory" || reason == "not a regular file")
        #expect(folder.names() == ["value.json.corrupt-1800000000"])
    }

    @Test func secondCorruptFileOfTheSameSecondGetsItsOwnName() {
        // Given
        folder.write("x", to: "value.json")
        _ = makeSUT().read()
        folder.write("y", to: "value.json")

        // When
        _ = makeSUT().read()

        // Then
        #expect(folder.names() == ["value.json.corrupt-1800000000", "value.json.corrupt-1800000000-1"])
    }

    @Test func looseModeIsRepairedOnRead() throws {
        // Given
        let sut = makeSUT()
        try sut.write(Value(name: "a"))
        chmod(folder.file("value.json"), 0o644)

        // When
        _ = sut.read()

        // Then
        #expect(folder.mode(of: "value.json") == 0o600)
    }

    @Test func aFolderRemovedMidRunIsMadeAgainOwnerOnly() throws {
        // Given
        let sut = JSONFile<Value>(path: folder.file("gone/value.json"), now: clock.now)

        // When
        try sut.write(Value(name: "a"))

        // Then
        #expect(folder.mode(of: "gone") == 0o700)
        #expect(folder.mode(of: "gone/value.json") == 0o600)
    }

    @Test func aFileWhereTheFolderShouldBeIsAClearError() {
        // Given
        folder.write("x", to: "blocked")
        let sut = JSONFile<Value>(path: folder.file("blocked/value.json"), now: clock.now)

        // Then
        #expect(throws: StorageError.self) { try sut.write(Value(name: "a")) }
    }

    @Test func aReadOnlyInstanceSavesNothingAndSaysWhy() throws {
        // Given
        let owner = StateAccess()
        let second = StateAccess()
        #expect(owner.acquireLock(in: folder.path))
        #expect(!second.acquireLock(in: folder.path))
        let sut = JSONFile<Value>(path: folder.file("value.json"), now: clock.now, access: second)

        // Then
        #expect(
            throws: StorageError(
                path: folder.file("value.json"),
                operation: "save",
                reason: "another surfmvp is running on this state folder, so this one saves nothing"
            )
        ) { try sut.write(Value(name: "a")) }
        #expect(!folder.names().contains("value.json"))
    }
}

@Suite struct StateDirectoryTests {
    private let folder = TemporaryDirectory()

    @Test func createsNestedOwnerOnlyFolders() throws {
        // Given
        let sut = StateDirectory(path: folder.file("a/b/state"))

        // When
        try sut.prepare()

        // Then
        #expect(folder.mode(of: "a/b/state") == 0o700)
        #expect(sut.isEmpty())
    }

    @Test func repairsALooseFolder() throws {
        // Given
        mkdir(folder.file("state"), 0o755)
        chmod(folder.file("state"), 0o755)
        let sut = StateDirectory(path: folder.file("state"))

        // When
        try sut.prepare()

        // Then
        #expect(folder.mode(of: "state") == 0o700)
    }

    @Test func aFileInPlaceOfTheFolderIsAnError() {
        // Given
        folder.write("x", to: "state")

        // Then
        #expect(throws: StorageError.self) { try StateDirectory(path: folder.file("state")).prepare() }
    }
}
