import Testing

@testable import Storage
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

@Suite struct JSONFileTests {
    private struct Value: StoredValue, Equatable {
        var name: String

        /// Refuses an empty name, as a model refuses a field the app would never have written.
        func validated() throws -> Value {
            guard !name.isEmpty else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "empty"))
            }
            return self
        }
    }

    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()

    private func makeSUT(_ name: String = "value.json") -> JSONFile<Value> {
        JSONFile(name: name, in: folder.stateDirectory, now: clock.now)
    }

    @Test func writesOwnerOnlyFiles() throws {
        // Given
        let sut = makeSUT()

        // When
        try sut.write(Value(name: "a"))

        // Then
        #expect(folder.mode(of: "value.json") == 0o600)
        guard case .value(let value) = try sut.read().contents else {
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

    @Test func missingFileIsAbsent() throws {
        guard case .absent = try makeSUT().read().contents else {
            Issue.record("expected absent")
            return
        }
    }

    @Test(arguments: ["not JSON", "empty", "another shape", "an array", "control bytes"])
    func unreadableFileIsMovedAsideNotDeleted(kind: String) throws {
        // Given: the bytes stay here, so that no control byte is printed as an argument
        let contents =
            switch kind {
            case "not JSON": "{not json"
            case "empty": ""
            case "another shape": "{\"other\": 1}"
            case "an array": "[1, 2]"
            default: "\u{0}\u{1}\u{2}"
            }
        folder.write(contents, to: "value.json")
        let sut = makeSUT()

        // When
        let result = try sut.read().contents

        // Then
        guard case .broken(_, let movedTo?) = result else {
            Issue.record("expected broken and moved, got \(result)")
            return
        }
        #expect(movedTo == folder.file("value.json.corrupt-1800000000"))
        #expect(folder.names() == ["value.json.corrupt-1800000000"])
        #expect(folder.contents(of: "value.json.corrupt-1800000000") == contents)
    }

    @Test func aValueThatFailsItsCheckIsMovedAsideLikeBrokenJSON() throws {
        // Given
        folder.write("{\"name\":\"\"}", to: "value.json")
        let sut = makeSUT()

        // When
        let result = try sut.read().contents

        // Then
        guard case .broken(let reason, let movedTo?) = result else {
            Issue.record("expected broken and moved, got \(result)")
            return
        }
        #expect(reason == "not the expected JSON")
        #expect(movedTo == folder.file("value.json.corrupt-1800000000"))
    }

    @Test func aFolderInPlaceOfTheFileIsMovedAside() throws {
        // Given
        mkdir(folder.file("value.json"), 0o700)

        // When
        let result = try makeSUT().read().contents

        // Then
        guard case .broken(let reason, .some) = result else {
            Issue.record("expected broken, got \(result)")
            return
        }
        #expect(reason == "Is a directory" || reason == "not a regular file")
        #expect(folder.names() == ["value.json.corrupt-1800000000"])
    }

    @Test func secondCorruptFileOfTheSameSecondGetsItsOwnName() throws {
        // Given
        folder.write("x", to: "value.json")
        _ = try makeSUT().read().contents
        folder.write("y", to: "value.json")

        // When
        _ = try makeSUT().read().contents

        // Then
        #expect(folder.names() == ["value.json.corrupt-1800000000", "value.json.corrupt-1800000000-1"])
    }

    @Test func looseModeIsRepairedOnRead() throws {
        // Given
        let sut = makeSUT()
        try sut.write(Value(name: "a"))
        chmod(folder.file("value.json"), 0o644)

        // When
        _ = try sut.read().contents

        // Then
        #expect(folder.mode(of: "value.json") == 0o600)
    }

    @Test func aFolderRemovedMidRunIsMadeAgainOwnerOnly() throws {
        // Given
        let state = StateDirectory(path: folder.file("gone"))
        #expect(state.prepare() == nil)
        unlink(folder.file("gone/lock"))
        rmdir(folder.file("gone"))
        let sut = JSONFile<Value>(name: "value.json", in: state, now: clock.now)

        // When
        try sut.write(Value(name: "a"))

        // Then
        #expect(folder.mode(of: "gone") == 0o700)
        #expect(folder.mode(of: "gone/value.json") == 0o600)
    }

    @Test func aFileWhereTheFolderShouldBeIsAClearError() {
        // Given
        folder.write("x", to: "blocked")
        let sut = JSONFile<Value>(name: "value.json", in: StateDirectory(path: folder.file("blocked")), now: clock.now)

        // Then
        #expect(
            throws: StorageError(
                refusingToSave: folder.file("blocked/value.json"),
                because: "the state path is not a folder"
            )
        ) { try sut.write(Value(name: "a")) }
    }

    @Test func aReadOnlyInstanceSavesNothingAndSaysWhy() throws {
        // Given
        let owner = StateDirectory(path: folder.path)
        let second = StateDirectory(path: folder.path)
        #expect(owner.prepare() == nil)
        #expect(second.prepare() == .anotherInstance)
        let sut = JSONFile<Value>(name: "value.json", in: second, now: clock.now)

        // Then
        #expect(
            throws: StorageError(
                refusingToSave: folder.file("value.json"),
                because: "another surfmvp held this state folder at launch, so this one saves nothing"
            )
        ) { try sut.write(Value(name: "a")) }
        #expect(!folder.names().contains("value.json"))
    }

    @Test func aReadOnlyInstanceLeavesTheModesOfWhatItReadsAlone() throws {
        // Given
        let owner = StateDirectory(path: folder.path)
        #expect(owner.prepare() == nil)
        folder.write("{\"name\": \"a\"}", to: "value.json")
        chmod(folder.file("value.json"), 0o644)
        let sut = JSONFile<Value>(name: "value.json", in: StateDirectory(path: folder.path), now: clock.now)

        // When
        let result = try sut.read().contents

        // Then
        guard case .value(Value(name: "a")) = result else {
            Issue.record("expected the value, got \(result)")
            return
        }
        #expect(folder.mode(of: "value.json") == 0o644)
    }

    @Test func aSymbolicLinkInPlaceOfTheFileIsMovedAsideAndItsTargetLeftAlone() throws {
        // Given
        let outside = TemporaryDirectory()
        outside.write("{\"name\": \"outside\"}", to: "target.json")
        chmod(outside.file("target.json"), 0o644)
        symlink(outside.file("target.json"), folder.file("value.json"))

        // When
        let result = try makeSUT().read().contents
        try makeSUT().write(Value(name: "inside"))

        // Then
        guard case .broken("a symbolic link", .some) = result else {
            Issue.record("expected the link moved aside, got \(result)")
            return
        }
        #expect(outside.contents(of: "target.json") == "{\"name\": \"outside\"}")
        #expect(outside.mode(of: "target.json") == 0o644)
        #expect(folder.contents(of: "value.json")?.contains("inside") == true)
    }

    @Test func aHardLinkedFileIsRefusedAndItsModeLeftAsItIs() throws {
        // Given
        let outside = TemporaryDirectory()
        outside.write("{\"name\": \"outside\"}", to: "target.json")
        chmod(outside.file("target.json"), 0o644)
        link(outside.file("target.json"), folder.file("value.json"))

        // When
        let result = try makeSUT().read().contents

        // Then
        guard case .broken("it has other hard links", .some) = result else {
            Issue.record("expected the hard link refused, got \(result)")
            return
        }
        #expect(outside.mode(of: "target.json") == 0o644)
        #expect(outside.contents(of: "target.json") == "{\"name\": \"outside\"}")
    }

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner takes root"))
    func aFileOfAnotherUserIsRefused() throws {
        // Given
        folder.write("{\"name\": \"planted\"}", to: "value.json")
        chown(folder.file("value.json"), 12345, 12345)

        // When
        let result = try makeSUT().read().contents

        // Then
        guard case .broken("it belongs to another user", _) = result else {
            Issue.record("expected the file refused, got \(result)")
            return
        }
    }

    @Test func aFileLargerThanTheLimitIsBrokenWithoutBeingReadWhole() throws {
        // Given
        folder.write("[" + String(repeating: "{\"name\": \"a\"},", count: 100_000) + "]", to: "value.json")

        // When
        let result = try makeSUT().read().contents

        // Then
        guard case .broken("larger than 1024 KiB", .some) = result else {
            Issue.record("expected a broken file, got \(result)")
            return
        }
    }

    // MARK: - What is written is read back

    @Test func aValueLargerThanTheReadLimitIsRefusedAndTheSavedFileKept() throws {
        // Given
        let sut = makeSUT()
        try sut.write(Value(name: "saved"))
        let large = Value(name: String(repeating: "a", count: JSONFile<Value>.maximumSize))

        // When
        let error = #expect(throws: StorageError.self) { try sut.write(large) }

        // Then
        #expect(error?.isRefusal == true)
        #expect(error?.reason == "the change would make value.json larger than 1024 KiB, more than the app reads back")
        #expect(folder.names() == ["value.json"], "no temporary file is left")
        let contents = try sut.read().contents
        guard case .value(Value(name: "saved")) = contents else {
            Issue.record("expected the saved value, got \(contents)")
            return
        }
    }

    @Test func aFileReadJustUnderTheLimitIsWrittenBackReadable() throws {
        // Given: a compact file just under the limit
        let entry = "{\"name\":\"a\"}"
        let count = (JSONFile<[Value]>.maximumSize - 3) / (entry.utf8.count + 1)
        folder.write("[" + Array(repeating: entry, count: count).joined(separator: ",") + "]\n", to: "values.json")
        let sut = JSONFile<[Value]>(name: "values.json", in: folder.stateDirectory, now: clock.now)
        guard case .value(let values) = try sut.read().contents else {
            Issue.record("expected the file to be read")
            return
        }

        // When
        try sut.write(values)

        // Then
        let contents = try sut.read().contents
        guard case .value(let reread) = contents else {
            Issue.record("expected the file the app wrote to be read back, got \(contents)")
            return
        }
        #expect(reread.count == count)
    }

    @Test func slashesAndTextOutsideASCIIAreWrittenAsTheyAre() throws {
        // Given
        let sut = makeSUT()

        // When
        try sut.write(Value(name: "a/b é"))

        // Then
        #expect(folder.contents(of: "value.json") == "{\"name\":\"a/b é\"}\n")
    }

    // MARK: - Failures name the file

    @Test func aSaveThatFailsNamesTheFileNotItsTemporaryCopy() {
        // Given: a name so long that no temporary name beside it fits the file system's limit
        let name = String(repeating: "n", count: 245) + ".json"
        let sut = makeSUT(name)

        // When
        let error = #expect(throws: StorageError.self) { try sut.write(Value(name: "a")) }

        // Then
        #expect(error?.path == folder.file(name))
        #expect(error?.description.contains(".tmp-") == false)
        #expect(folder.names().isEmpty)
    }

    // MARK: - Another program's changes

    @Test func aWriteMadeWhileTheFileIsStillTheOneReadGoesThrough() throws {
        // Given
        let sut = makeSUT()
        try sut.write(Value(name: "old"))
        let (_, version) = try sut.read()

        // When
        let written = try sut.write(Value(name: "new"), ifStill: version)

        // Then
        #expect(written)
        #expect(folder.contents(of: "value.json") == "{\"name\":\"new\"}\n")
    }

    @Test func aFIFOInPlaceOfAFileIsMovedAsideInsteadOfHangingTheRead() throws {
        // Given
        mkfifo(folder.file("value.json"), 0o600)

        // When
        let result = try makeSUT().read().contents

        // Then
        guard case .broken("not a regular file", .some) = result else {
            Issue.record("expected the FIFO moved aside, got \(result)")
            return
        }
    }

    @Test func aReadOnlyInstanceNeverMovesAFileAside() throws {
        // Given
        folder.write("{broken", to: "value.json")
        let owner = StateDirectory(path: folder.path)
        #expect(owner.prepare() == nil)
        let second = StateDirectory(path: folder.path)
        #expect(second.prepare() == .anotherInstance)

        // When
        let result = try JSONFile<Value>(name: "value.json", in: second, now: clock.now).read().contents

        // Then
        guard case .broken(_, nil) = result else {
            Issue.record("expected the file left in place, got \(result)")
            return
        }
        #expect(folder.names().contains("value.json"))
    }
}

/// What counts as a save that never finished, to be removed at the next start.
@Suite struct InterruptedSaveNameTests {
    @Test(arguments: [
        ("session.json.tmp-4242-3735928559", true),
        ("accounts.json.tmp-1-0", true),
        ("sign-in-attempts.json.tmp-77-12", true),
        ("session.json", false),
        ("notes.tmp-1-2", false),
        ("session.json.tmp-x-1", false),
        ("session.json.tmp-1", false),
        ("session.json.tmp-1-2-3", false),
    ])
    func aTemporaryFileIsRecognisedByTheNameJSONFileGivesIt(name: String, isInterrupted: Bool) {
        #expect(TemporaryFile.isLeftover(name) == isInterrupted)
    }

    @Test func theNameASaveGivesIsOneTheNextStartRecognises() {
        #expect(TemporaryFile.isLeftover(TemporaryFile.name(for: "sign-in-attempts.json")))
    }
}
