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
        try JSONFile<[StoredLine]>(name: "value.json", in: second, now: clock.now).write([StoredLine("second")])

        // When
        #expect(throws: StorageError.self) {
            try JSONFile<[StoredLine]>(name: "value.json", in: first, now: clock.now).write([StoredLine("first")])
        }

        // Then
        #expect(first.access.readOnlyReason == .takenOver)
        #expect(folder.contents(of: "state/value.json")?.contains("second") == true)
    }

    @Test func aFolderOpenedToOthersWhileRunningTurnsReadOnlyAtTheNextSave() throws {
        // Given: an instance that has saved, then its folder opened to everybody (a stray `chmod -R 777`)
        let state = folder.file("state")
        let directory = StateDirectory(path: state)
        let file = JSONFile<[StoredLine]>(name: "value.json", in: directory, now: clock.now)
        try file.write([StoredLine("first")])
        chmod(state, 0o777)

        // When
        #expect(throws: StorageError.self) { try file.write([StoredLine("second")]) }

        // Then
        #expect(directory.access.readOnlyReason == .writableByOthers(mode: UInt32(S_IFDIR) | 0o777))
        #expect(folder.contents(of: "state/value.json")?.contains("first") == true)
    }

    @Test(.enabled(if: geteuid() == 0, "giving a file another owner takes root"))
    func aFileAnotherUserPutInTheOpenedFolderIsNeitherReadNorMovedAside() throws {
        // Given: the folder opened to everybody while the app runs, and another user's file put in place of one of
        // this user's
        let state = folder.file("state")
        let directory = StateDirectory(path: state)
        let file = JSONFile<[StoredLine]>(name: "value.json", in: directory, now: clock.now)
        try file.write([StoredLine("mine")])
        chmod(state, 0o777)
        TemporaryDirectory.replace(file: folder.file("state/value.json"), with: #"[{"text":"planted"}]"#)
        chown(folder.file("state/value.json"), 54321, 54321)

        // When
        let contents = try file.read().contents

        // Then
        guard case .broken(let reason, let movedTo) = contents else {
            Issue.record("read \(contents), not a file refused")
            return
        }
        #expect(reason == "it belongs to another user")
        #expect(movedTo == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).sorted() == ["lock", "value.json"])
        #expect(directory.access.isReadOnly)
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

    @Test func aLockThatCannotBeTakenMakesTheInstanceReadOnly() {
        // Given
        folder.write("x", to: "missing")
        let sut = StateAccess(path: folder.file("missing/folder"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == .unusable("\(folder.file("missing")) is not a folder"))
        #expect(sut.isReadOnly)
    }
}
