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

/// One generation at a time in a repository: the lock in its build folder, refused while held, never through a link.
@Suite struct GenerationLockTests {
    private let directory = TemporaryDirectory()

    private func lock() -> Result<GenerationLock, GenerationError> {
        do throws(GenerationError) {
            return .success(try GenerationLock(root: directory.path))
        } catch {
            return .failure(error)
        }
    }

    @Test func aSecondGenerationIsRefusedUntilTheFirstReleasesTheLock() throws {
        // Given
        let first = try lock().get()

        // When
        let second = lock()
        first.release()
        let third = lock()

        // Then
        #expect(throws: GenerationError.generationRunning) { try second.get() }
        #expect(
            GenerationError.generationRunning.message
                == "another generation is running in this repository; run this one again once it has finished"
        )
        try third.get().release()
    }

    @Test func theBuildFolderIsMadeWhenItIsMissingAndTheLockFileLeftInIt() throws {
        // When
        try lock().get().release()

        // Then
        #expect(directory.names() == [".build"])
        #expect(directory.contents(of: GenerationLock.path) == "")
    }

    @Test(arguments: [".build", GenerationLock.path])
    func aLinkForTheBuildFolderOrTheLockFileIsRefusedAndNothingIsMadeWhereItPoints(link: String) throws {
        // Given: the build folder linked to a folder outside, or the lock file to a file not there yet
        let outside = TemporaryDirectory()
        if link == GenerationLock.path {
            try FileManager.default.createDirectory(atPath: directory.file(".build"), withIntermediateDirectories: true)
        }
        symlink(link == ".build" ? outside.path : outside.file("elsewhere"), directory.file(link))

        // When
        let result = lock()

        // Then
        #expect(throws: GenerationError.symbolicLink(link, path: GenerationLock.path)) { try result.get() }
        #expect(outside.names().isEmpty)
    }

    @Test func aLockFileWithAnotherNameIsRefusedAndTheFileLeftAsItWas() throws {
        // Given: the lock file a hard link to a file outside the build folder
        let outside = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.file(".build"), withIntermediateDirectories: true)
        outside.write("kept", to: "elsewhere")
        chmod(outside.file("elsewhere"), 0o600)
        #expect(link(outside.file("elsewhere"), directory.file(GenerationLock.path)) == 0)

        // When
        let result = lock()

        // Then
        #expect(throws: GenerationError.notLocked(reason: "it has other names (hard links)")) { try result.get() }
        #expect(outside.contents(of: "elsewhere") == "kept")
        var status = stat()
        #expect(stat(outside.file("elsewhere"), &status) == 0 && status.st_mode & 0o777 == 0o600)
    }
}
