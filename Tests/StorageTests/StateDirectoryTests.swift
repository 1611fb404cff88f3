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

    // MARK: - Interrupted Saves

    @Test func theSavesACrashInterruptedAreRemovedAndNothingElse() {
        // Given: two saves cut short, and a file saved whole
        let sut = StateDirectory(path: folder.path)
        #expect(sut.prepare() == nil)
        folder.write("{", to: TemporaryFile.name(for: "session.json"))
        folder.write("[", to: TemporaryFile.name(for: "accounts.json"))
        folder.write("{}", to: "session.json")

        // When
        let removed = sut.removeInterruptedSaves()

        // Then
        #expect(removed == 2)
        #expect(folder.names() == ["session.json"])
    }

    @Test func aSecondInstanceRemovesNoSaveOfTheFirstOnesUnderWay() {
        // Given: the folder held by another instance, one of whose saves is being written
        let owner = StateDirectory(path: folder.path)
        let sut = StateDirectory(path: folder.path)
        #expect(owner.prepare() == nil)
        #expect(sut.prepare() == .anotherInstance)
        let saving = TemporaryFile.name(for: "session.json")
        folder.write("{", to: saving)

        // When
        let removed = sut.removeInterruptedSaves()

        // Then
        #expect(removed == 0)
        #expect(folder.names().contains(saving))
    }

    @Test func aFolderWithNoInterruptedSaveIsLeftAsItIs() {
        // Given
        let sut = StateDirectory(path: folder.path)
        #expect(sut.prepare() == nil)
        folder.write("{}", to: "session.json")

        // When
        let removed = sut.removeInterruptedSaves()

        // Then
        #expect(removed == 0)
        #expect(folder.names() == ["session.json"])
    }
}
