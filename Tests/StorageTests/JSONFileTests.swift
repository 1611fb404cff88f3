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
    private struct Value: Codable, Equatable {
        var name: String
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

    @Test(arguments: ["not JSON", "empty", "another shape", "an array", "control bytes"])
    func unreadableFileIsMovedAsideNotDeleted(kind: String) {
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
                because: "another surfmvp is running on this state folder, so this one saves nothing"
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
        let result = sut.read()

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
        let result = makeSUT().read()
        try makeSUT().write(Value(name: "inside"))

        // Then
        guard case .unreadable("a symbolic link", .some) = result else {
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
        let result = makeSUT().read()

        // Then
        guard case .unreadable("it has other hard links", .some) = result else {
            Issue.record("expected the hard link refused, got \(result)")
            return
        }
        #expect(outside.mode(of: "target.json") == 0o644)
        #expect(outside.contents(of: "target.json") == "{\"name\": \"outside\"}")
    }

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner takes root"))
    func aFileOfAnotherUserIsRefused() {
        // Given
        folder.write("{\"name\": \"planted\"}", to: "value.json")
        chown(folder.file("value.json"), 12345, 12345)

        // When
        let result = makeSUT().read()

        // Then
        guard case .unreadable("it belongs to another user", _) = result else {
            Issue.record("expected the file refused, got \(result)")
            return
        }
    }

    @Test func aFileLargerThanTheLimitIsBrokenWithoutBeingReadWhole() {
        // Given
        folder.write("[" + String(repeating: "{\"name\": \"a\"},", count: 100_000) + "]", to: "value.json")

        // When
        let result = makeSUT().read()

        // Then
        guard case .unreadable("larger than 1024 KiB", .some) = result else {
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
        #expect(
            error?.sentence == "The change would make value.json larger than 1024 KiB, more than the app reads back."
        )
        #expect(folder.names() == ["value.json"], "no temporary file is left")
        guard case .value(Value(name: "saved")) = sut.read() else {
            Issue.record("expected the saved value, got \(sut.read())")
            return
        }
    }

    @Test func aFileReadJustUnderTheLimitIsWrittenBackReadable() throws {
        // Given: a compact file just under the limit
        let entry = "{\"name\":\"a\"}"
        let count = (JSONFile<[Value]>.maximumSize - 3) / (entry.utf8.count + 1)
        folder.write("[" + Array(repeating: entry, count: count).joined(separator: ",") + "]\n", to: "values.json")
        let sut = JSONFile<[Value]>(name: "values.json", in: folder.stateDirectory, now: clock.now)
        guard case .value(let values) = sut.read() else {
            Issue.record("expected the file to be read")
            return
        }

        // When
        try sut.write(values)

        // Then
        guard case .value(let reread) = sut.read() else {
            Issue.record("expected the file the app wrote to be read back, got \(sut.read())")
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
        let (_, version) = sut.readVersion()

        // When
        let written = try sut.write(Value(name: "new"), ifStill: version)

        // Then
        #expect(written)
        #expect(folder.contents(of: "value.json") == "{\"name\":\"new\"}\n")
    }
}

@Suite struct StateDirectoryTests {
    private let folder = TemporaryDirectory()

    @Test func createsNestedOwnerOnlyFolders() {
        // Given
        let sut = StateDirectory(path: folder.file("a/b/state"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == nil)
        #expect(folder.mode(of: "a/b/state") == 0o700)
        #expect(sut.isEmpty())
    }

    @Test func usesAPrivateFolderOfItsOwnerAsItIs() {
        // Given
        mkdir(folder.file("state"), 0o755)
        chmod(folder.file("state"), 0o755)
        let sut = StateDirectory(path: folder.file("state"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == nil)
        #expect(folder.mode(of: "state") == 0o755, "only a folder the app made is ever chmodded")
    }

    @Test func makesOnlyItsOwnFolderInsideFoldersThatExistAsOnAMac() {
        // Given: a home folder's Library (0700) and Application Support (0755), as macOS has them
        mkdir(folder.file("Library"), 0o700)
        mkdir(folder.file("Library/Application Support"), 0o755)
        chmod(folder.file("Library/Application Support"), 0o755)
        let sut = StateDirectory(path: folder.file("Library/Application Support/surfmvp"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == nil)
        #expect(folder.mode(of: "Library") == 0o700)
        #expect(folder.mode(of: "Library/Application Support") == 0o755, "only a folder the app made is ever chmodded")
        #expect(folder.mode(of: "Library/Application Support/surfmvp") == 0o700)
    }

    @Test(arguments: [0o777, 0o1777, 0o775])
    func aFolderOthersCanWriteIsReadOnlyAndLeftAsItIs(mode: Int) {
        // Given
        mkdir(folder.file("shared"), 0o700)
        chmod(folder.file("shared"), mode_t(mode))
        let sut = StateDirectory(path: folder.file("shared"))

        // When
        let reason = sut.prepare()

        // Then
        guard case .writableByOthers = reason else {
            Issue.record("expected read-only, got \(String(describing: reason))")
            return
        }
        #expect(folder.mode(of: "shared") == mode_t(mode) & 0o777)
        #expect(!FileManager.default.fileExists(atPath: folder.file("shared/lock")))
    }

    @Test func aSymbolicLinkToASharedFolderIsReadOnlyAndTheFolderLeftAsItIs() {
        // Given
        mkdir(folder.file("shared"), 0o700)
        chmod(folder.file("shared"), 0o1777)
        symlink(folder.file("shared"), folder.file("link"))

        // When
        let reason = StateDirectory(path: folder.file("link")).prepare()

        // Then
        #expect(reason == .writableByOthers(mode: UInt32(S_IFDIR) | 0o1777))
        var status = stat()
        stat(folder.file("shared"), &status)
        #expect(status.st_mode & 0o7777 == 0o1777)
    }

    @Test(.enabled(if: geteuid() == 0, "changing a folder's owner takes root"))
    func aFolderOfAnotherUserIsReadOnlyAndGetsNoLock() {
        // Given
        mkdir(folder.file("theirs"), 0o700)
        chown(folder.file("theirs"), 12345, 12345)

        // When
        let reason = StateDirectory(path: folder.file("theirs")).prepare()

        // Then
        #expect(reason == .notYours(owner: 12345))
        #expect(!FileManager.default.fileExists(atPath: folder.file("theirs/lock")))
        #expect(folder.mode(of: "theirs") == 0o700)
    }

    @Test(.enabled(if: geteuid() == 0, "giving a link another owner takes root"))
    func aSymbolicLinkPlantedByAnotherUserIsNotFollowed() {
        // Given: someone else's link in a shared folder, pointing at a private folder of yours
        let yours = TemporaryDirectory()
        yours.write("{}", to: "accounts.json")
        mkdir(folder.file("shared"), 0o700)
        chmod(folder.file("shared"), 0o1777)
        symlink(yours.path, folder.file("shared/state"))
        lchown(folder.file("shared/state"), 12345, 12345)

        // When
        let reason = StateDirectory(path: folder.file("shared/state")).prepare()

        // Then
        #expect(
            reason == .unsafePath("\(folder.file("shared/state")) is a symbolic link owned by another user (uid 12345)")
        )
        #expect(yours.names() == ["accounts.json"], "nothing created in the folder the link points at")
    }

    @Test func aFolderThatCannotBeReachedSaysWhichOneAndWhy() {
        // Given: a path through a symbolic link to nowhere, so its last folder cannot be made
        symlink(folder.file("nowhere"), folder.file("gone"))

        // When
        let reason = StateDirectory(path: folder.file("gone/state")).prepare()

        // Then
        #expect(reason == .unusable("\(folder.file("nowhere")), where \(folder.file("gone")) leads, does not exist"))
        #expect(folder.names() == ["gone"], "nothing made where the link points")
    }

    @Test func aParentThatIsNotAFolderIsNamed() {
        // Given: a file two folders above the state folder
        folder.write("x", to: "file")

        // When
        let reason = StateDirectory(path: folder.file("file/parent/state")).prepare()

        // Then
        #expect(reason == .unusable("\(folder.file("file")) is not a folder"))
    }

    @Test func aSymbolicLinkInPlaceOfTheLockIsNotFollowed() {
        // Given
        let outside = TemporaryDirectory()
        symlink(outside.file("planted"), folder.file("lock"))

        // When
        let reason = StateDirectory(path: folder.path).prepare()

        // Then
        #expect(reason == .lockUnavailable("it is a symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: outside.file("planted")))
    }

    @Test func aFileInPlaceOfTheFolderIsAnError() {
        // Given
        folder.write("x", to: "state")

        // Then
        #expect(StateDirectory(path: folder.file("state")).prepare() == .notAFolder)
    }
}

@Suite struct StateAccessTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()

    @Test func aFolderRemovedAndMadeAgainByAnotherInstanceTurnsTheFirstReadOnly() throws {
        // Given
        let state = folder.file("state")
        let first = StateDirectory(path: state)
        #expect(first.prepare() == nil)
        try FileManager.default.removeItem(atPath: state)
        let second = StateDirectory(path: state)
        #expect(second.prepare() == nil)
        try JSONFile<[String]>(name: "value.json", in: second, now: clock.now).write(["second"])

        // When
        #expect(throws: StorageError.self) {
            try JSONFile<[String]>(name: "value.json", in: first, now: clock.now).write(["first"])
        }

        // Then
        #expect(first.access.readOnlyReason == .takenOver)
        #expect(folder.contents(of: "state/value.json")?.contains("second") == true)
    }

    @Test func readOnlyCausesEachHaveTheirOwnMessage() {
        // Given
        let reasons: [StateAccess.ReadOnlyReason] = [
            .anotherInstance, .readOnlyFileSystem, .notYours(owner: 1), .writableByOthers(mode: 0o41777), .notAFolder,
            .unsafePath("/t is a symbolic link owned by another user (uid 1)"), .unusable("Permission denied"),
            .lockUnavailable("it is a symbolic link"), .takenOver,
        ]

        // When
        let messages = reasons.map { $0.message(folder: "/s") }

        // Then
        #expect(Set(messages).count == reasons.count)
        #expect(messages.filter { $0.contains("another surfmvp is running") }.count == 1)
        #expect(messages.allSatisfy { $0.hasPrefix("/s ") || $0.contains(" /s") })
    }
}
