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

/// The way to the state folder: every folder and symbolic link on its path, checked one component at a time.
///
/// Another user is played by a uid nobody has, which only root can hand out.
@Suite struct StatePathTests {
    private static let anotherUser: uid_t = 54321

    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()

    /// A folder others can write, sticky like `/tmp`, at `name`.
    private func makeSharedFolder(_ name: String = "shared") {
        mkdir(folder.file(name), 0o700)
        chmod(folder.file(name), 0o1777)
    }

    /// The one line the app prints when `sut` is read-only, or `nil` when it may save.
    private func line(_ sut: StateDirectory) -> String? {
        sut.prepare()?.message(folder: sut.path)
    }

    // MARK: - Links

    @Test(.enabled(if: geteuid() == 0, "giving a link another owner takes root"))
    func aLinkOfAnotherUserHigherUpThePathIsNotFollowed() throws {
        // Given: in a folder everybody can write, another user's link `work` to a private folder of yours
        let yours = TemporaryDirectory()
        mkdir(yours.file("otherapp"), 0o700)
        yours.write("{}", to: "otherapp/accounts.json")
        makeSharedFolder()
        symlink(yours.path, folder.file("shared/work"))
        lchown(folder.file("shared/work"), Self.anotherUser, Self.anotherUser)
        let sut = StateDirectory(path: folder.file("shared/work/otherapp"))

        // When
        let line = line(sut)

        // Then
        #expect(
            line
                == "\(sut.path) is not used: \(folder.file("shared/work")) is a symbolic link owned by another user "
                + "(uid \(Self.anotherUser)); this surfmvp is read-only and saves nothing."
        )
        #expect(yours.names() == ["otherapp"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: yours.file("otherapp")) == ["accounts.json"],
            "no lock or file made where the link leads"
        )
    }

    @Test func aLinkOfYoursHigherUpIsFollowedAndTheMissingFoldersAreMadeWhereItLeads() {
        // Given
        let target = TemporaryDirectory()
        symlink(target.path, folder.file("link"))
        let sut = StateDirectory(path: folder.file("link/a/state"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == nil)
        #expect(target.mode(of: "a") == 0o700)
        #expect(target.mode(of: "a/state") == 0o700)
        #expect(FileManager.default.fileExists(atPath: target.file("a/state/lock")))
    }

    @Test func aRelativeLinkIsFollowedFromItsOwnFolder() {
        // Given: `link` is `real/../real`, read from the folder the link is in
        mkdir(folder.file("real"), 0o700)
        symlink("real/../real", folder.file("link"))
        let sut = StateDirectory(path: folder.file("link/state"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == nil)
        #expect(folder.mode(of: "real/state") == 0o700)
    }

    @Test func aLoopOfLinksIsRefusedInOneLine() {
        // Given
        symlink(folder.file("b"), folder.file("a"))
        symlink(folder.file("a"), folder.file("b"))
        let sut = StateDirectory(path: folder.file("a/state"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == .unusable("\(folder.file("a")) leads through more than 32 symbolic links"))
        #expect(folder.names() == ["a", "b"])
    }

    // MARK: - Folders on the way

    @Test func aFolderOthersCanWriteHigherUpThePathIsRefused() {
        // Given: your own folder, in a folder that everybody can write and that is not sticky
        mkdir(folder.file("shared"), 0o700)
        chmod(folder.file("shared"), 0o777)
        mkdir(folder.file("shared/mine"), 0o700)
        let sut = StateDirectory(path: folder.file("shared/mine/state"))

        // When
        let line = line(sut)

        // Then
        #expect(
            line
                == "\(sut.path) is not used: \(folder.file("shared")) can be written by other users (mode 777); this "
                + "surfmvp is read-only and saves nothing."
        )
        #expect(!FileManager.default.fileExists(atPath: folder.file("shared/mine/state")))
    }

    @Test func aStickyFolderOthersCanWriteIsWalkedThroughToAFolderOfYours() {
        // Given
        makeSharedFolder()
        mkdir(folder.file("shared/mine"), 0o700)
        let sut = StateDirectory(path: folder.file("shared/mine/state"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == nil)
        #expect(folder.mode(of: "shared/mine/state") == 0o700)
    }

    @Test func aFolderThatCanBeSearchedButNotReadIsWalkedThrough() {
        // Given: a folder on the way whose owner may only search it (root may read it all the same)
        mkdir(folder.file("gate"), 0o700)
        mkdir(folder.file("gate/mine"), 0o700)
        chmod(folder.file("gate"), 0o100)
        defer { chmod(folder.file("gate"), 0o700) }
        let sut = StateDirectory(path: folder.file("gate/mine/state"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == nil)
        #expect(folder.mode(of: "gate/mine/state") == 0o700)
    }

    @Test(.enabled(if: geteuid() == 0, "changing a folder's owner takes root"))
    func aFolderOfAnotherUserInAStickyFolderIsNotWalkedThrough() {
        // Given: another user's folder, open to everybody to read, in a folder everybody can write
        makeSharedFolder()
        mkdir(folder.file("shared/theirs"), 0o755)
        chown(folder.file("shared/theirs"), Self.anotherUser, Self.anotherUser)
        let sut = StateDirectory(path: folder.file("shared/theirs/state"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(
            reason
                == .unsafePath(
                    "\(folder.file("shared/theirs")) belongs to another user (uid 54321) in \(folder.file("shared")), "
                        + "which others can write"
                )
        )
        #expect(!FileManager.default.fileExists(atPath: folder.file("shared/theirs/state")))
    }

    @Test(.enabled(if: geteuid() == 0, "changing a folder's owner takes root"))
    func nothingIsMadeInAHomeOfAnotherUser() throws {
        // Given: root with another user's home, as after `su` without `-` or `sudo -E`
        mkdir(folder.file("home"), 0o755)
        chown(folder.file("home"), Self.anotherUser, Self.anotherUser)
        let sut = StateDirectory(path: folder.file("home/.local/state/surfmvp"))

        // When
        let line = line(sut)

        // Then
        #expect(
            line
                == "\(sut.path) is not used: \(folder.file("home")) belongs to another user (uid 54321); this surfmvp "
                + "is read-only and saves nothing."
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("home")).isEmpty)
    }

    // MARK: - While running

    @Test(.enabled(if: geteuid() == 0, "giving a link another owner takes root"))
    func aLinkOfAnotherUserPlantedWhileRunningIsNotWrittenThrough() {
        // Given: the state folder's parent moved away and another user's link put in its place
        let elsewhere = plantedElsewhere()
        let sut = runningDirectoryReplacedByLink(to: elsewhere)

        // When
        let error = #expect(throws: StorageError.self) {
            try JSONFile<[StoredLine]>(name: "value.json", in: sut, now: clock.now).write([StoredLine("second")])
        }

        // Then
        #expect(error?.isRefusal == true)
        #expect(
            error?.reason
                == "another user could change where the state folder's path leads (\(folder.file("shared/work")) is a "
                + "symbolic link owned by another user (uid 54321))"
        )
        #expect(elsewhere.contents(of: "state/value.json") == "[\"planted\"]")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.file("state/lock")))
    }

    @Test(.enabled(if: geteuid() == 0, "giving a link another owner takes root"))
    func aLinkOfAnotherUserPlantedWhileRunningIsNotReadThrough() throws {
        // Given
        let elsewhere = plantedElsewhere()
        let sut = runningDirectoryReplacedByLink(to: elsewhere)

        // When
        let contents = try JSONFile<[StoredLine]>(name: "value.json", in: sut, now: clock.now).read().contents

        // Then
        guard case .value(let value) = contents else {
            Issue.record("expected the folder this instance holds to be read, got \(contents)")
            return
        }
        #expect(value == [StoredLine("first")])
    }

    // MARK: - Helpers

    /// A folder of yours holding `state/value.json`, which a planted link could lead to.
    private func plantedElsewhere() -> TemporaryDirectory {
        let elsewhere = TemporaryDirectory()
        mkdir(elsewhere.file("state"), 0o700)
        elsewhere.write("[\"planted\"]", to: "state/value.json")
        chmod(elsewhere.file("state/value.json"), 0o600)
        return elsewhere
    }

    /// A state folder `shared/work/state` that saved `["first"]`, whose `work` was then moved away and replaced by
    /// another user's link to `target`.
    private func runningDirectoryReplacedByLink(to target: TemporaryDirectory) -> StateDirectory {
        makeSharedFolder()
        mkdir(folder.file("shared/work"), 0o700)
        let directory = StateDirectory(path: folder.file("shared/work/state"))
        #expect(directory.prepare() == nil)
        #expect(throws: Never.self) {
            try JSONFile<[StoredLine]>(name: "value.json", in: directory, now: clock.now).write([StoredLine("first")])
        }
        rename(folder.file("shared/work"), folder.file("shared/moved"))
        symlink(target.path, folder.file("shared/work"))
        lchown(folder.file("shared/work"), Self.anotherUser, Self.anotherUser)
        return directory
    }
}
