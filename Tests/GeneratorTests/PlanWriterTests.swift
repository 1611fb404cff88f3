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

/// Writing a plan: all of it, or, if anything fails or a signal asks the generator to stop, nothing at all; and never
/// through a symbolic link.
@Suite struct PlanWriterTests {
    private let directory = TemporaryDirectory()

    /// A new file in a new folder (writes 1 and 2), an edit (3), and a new file in two new folders (4 to 6).
    private static let sixWrites: Plan = {
        var plan = Plan()
        plan.create(view, contents: "view\n")
        plan.edit("Old.swift", original: "old\n", contents: "old\nnew\n")
        plan.create(viewTests, contents: "tests\n")
        return plan
    }()

    private static let view = "Sources/Modules/Main/Nickname/NicknameView.swift"
    private static let viewTests = "Tests/Nickname/NicknameViewTests.swift"

    private func makeTree() -> WritableFileTreeFake {
        WritableFileTreeFake(files: ["Old.swift": "old\n", "Sources/Modules/Main/CardList/CardListView.swift": "x\n"])
    }

    private func write(_ plan: Plan, into tree: any WritableFileTree) -> GenerationError? {
        do {
            try PlanWriter(tree: tree, pendingSignal: (tree as? WritableFileTreeFake)?.pendingSignal ?? { nil })
                .write(plan)
            return nil
        } catch {
            return error
        }
    }

    private func write(_ plan: Plan) -> GenerationError? {
        write(plan, into: DiskTree(root: directory.path))
    }

    // MARK: - Undoing

    @Test(arguments: 0...6)
    func aSignalAfterAnyWriteUndoesEverythingWritten(writes: Int) {
        // Given
        let tree = makeTree()
        tree.interruptedAfter = writes
        let before = tree.state

        // When
        let error = write(Self.sixWrites, into: tree)

        // Then
        #expect(error == .interrupted(signal: SIGINT, notUndone: []))
        #expect(tree.state == before)
        #expect(error?.message == "stopped by SIGINT; everything written was undone")
    }

    @Test(arguments: [(1, view), (2, view), (3, "Old.swift"), (4, viewTests), (5, viewTests), (6, viewTests)])
    func aWriteThatFailsAnywhereUndoesEverythingWrittenBeforeIt(write failing: Int, path: String) {
        // Given
        let tree = makeTree()
        tree.failingWrites = [failing]
        let before = tree.state

        // When
        let error = write(Self.sixWrites, into: tree)

        // Then
        #expect(error == .writeFailed(path: path, reason: "No space left on device", notUndone: []))
        #expect(tree.state == before)
    }

    @Test func whatCannotBeUndoneIsNamedInTheOneLine() {
        // Given: the sixth write fails, and so does the seventh, which would give Old.swift its old text back
        let tree = makeTree()
        tree.failingWrites = [6, 7]

        // When
        let error = write(Self.sixWrites, into: tree)

        // Then
        let notUndone = "; everything written before it was undone but Old.swift: check it by hand"
        #expect(error?.message.hasSuffix(notUndone) == true)
        #expect(tree.contents(of: "Old.swift") == "old\nnew\n")
        #expect(tree.entry(at: "Sources/Modules/Main/Nickname") == .nothing)
        #expect(tree.entry(at: "Tests") == .nothing)
    }

    // MARK: - Refusals before writing

    @Test func aLinkOnTheWayIsRefusedBeforeAnythingIsWritten() {
        // Given
        let tree = makeTree()
        tree.links = ["Tests"]
        let before = tree.state

        // When
        let error = write(Self.sixWrites, into: tree)

        // Then
        #expect(error == .symbolicLink("Tests", path: "Tests/Nickname/NicknameViewTests.swift"))
        #expect(tree.state == before)
        #expect(tree.writeCount == 0)
    }

    @Test(arguments: [
        "../Outside.swift", "Sources/../../Outside.swift", "/etc/Outside.swift", "Sources//Outside.swift",
        "/\u{301}Outside.swift", "Sources/../\u{301}Outside.swift",
    ]
    )
    func aPathThatLeavesTheRepositoryIsRefused(path: String) {
        // Given
        let tree = makeTree()
        var plan = Self.sixWrites
        plan.create(path, contents: "outside\n")

        // When
        let error = write(plan, into: tree)

        // Then
        #expect(error == .outsideRepository(path: path))
        #expect(tree.writeCount == 0)
    }

    // MARK: - On disk

    @Test func everyFileIsCreatedInNewFoldersAndEveryEditMade() {
        // Given
        directory.write("old\n", to: "Old.swift")
        var plan = Plan()
        plan.create("Sources/Modules/Main/Nickname/NicknameView.swift", contents: "view\n")
        plan.edit("Old.swift", original: "old\n", contents: "old\nnew\n")

        // When
        let error = write(plan)

        // Then
        #expect(error == nil)
        #expect(directory.contents(of: "Sources/Modules/Main/Nickname/NicknameView.swift") == "view\n")
        #expect(directory.contents(of: "Old.swift") == "old\nnew\n")
    }

    @Test func aFileThatAppearedSincePlanningIsRefusedBeforeAnythingIsWritten() {
        // Given
        directory.write("old\n", to: "Old.swift")
        directory.write("mine\n", to: "New.swift")
        var plan = Plan()
        plan.edit("Old.swift", original: "old\n", contents: "changed\n")
        plan.create("New.swift", contents: "generated\n")
        let before = directory.snapshot()

        // When
        let error = write(plan)

        // Then
        #expect(error == .wouldOverwrite(path: "New.swift"))
        #expect(directory.snapshot() == before)
    }

    @Test func aFileEditedSincePlanningIsRefusedBeforeAnythingIsWritten() {
        // Given
        directory.write("edited meanwhile\n", to: "Old.swift")
        var plan = Plan()
        plan.create("New.swift", contents: "generated\n")
        plan.edit("Old.swift", original: "old\n", contents: "old\nnew\n")
        let before = directory.snapshot()

        // When
        let error = write(plan)

        // Then
        #expect(error == .changedSincePlanning(path: "Old.swift"))
        #expect(directory.snapshot() == before)
    }

    @Test func aFileToEditThatCannotBeReadIsToldWithWhyBeforeAnythingIsWritten() {
        // Given: the file to edit cannot be read when it is checked again, as on a failing disk
        let tree = makeTree()
        tree.unreadable = ["Old.swift"]
        let before = tree.state

        // When
        let error = write(Self.sixWrites, into: tree)

        // Then: told as it is, not as a file someone changed
        #expect(error == .unread(path: "Old.swift", reason: "Input/output error"))
        #expect(tree.state == before)
    }

    @Test func aFileSavedSincePlanningWithTheSameTextInOtherBytesIsRefused() {
        // Given: the accent of "caf\u{E9}" saved as a combining mark, which Swift compares equal
        directory.write("let cafe\u{301} = 1\n", to: "Old.swift")
        var plan = Plan()
        plan.edit("Old.swift", original: "let caf\u{E9} = 1\n", contents: "let caf\u{E9} = 2\n")
        let before = directory.snapshot()

        // When
        let error = write(plan)

        // Then
        #expect(error == .changedSincePlanning(path: "Old.swift"))
        #expect(directory.snapshot() == before)
    }

    /// Writes `plan` on disk, where an editor saves `text` over the file `path` the `moment`th time the writer looks
    /// for a signal: before each file (the first time before the first file), and after the last.
    private func write(
        _ plan: Plan,
        whileAnEditorSaves text: String,
        to path: String,
        at moment: Int
    ) -> GenerationError? {
        let directory = directory
        var looks = 0
        do {
            try PlanWriter(
                tree: DiskTree(root: directory.path),
                pendingSignal: {
                    looks += 1
                    if looks == moment {
                        directory.replace(path, with: text)
                    }
                    return nil
                }
            )
            .write(plan)
            return nil
        } catch {
            return error
        }
    }

    @Test func anEditorsSaveWhileAPlanIsWrittenIsNeverOverwritten() {
        // Given: the editor saves after the plan's checks, just before the generator writes the file
        directory.write("old\n", to: "Old.swift")
        var plan = Plan()
        plan.create("New.swift", contents: "generated\n")
        plan.edit("Old.swift", original: "old\n", contents: "old\nnew\n")

        // When
        let error = write(plan, whileAnEditorSaves: "saved in an editor\n", to: "Old.swift", at: 2)

        // Then
        guard case .writeFailed(let path, _, let notUndone) = error else {
            Issue.record("the edit was written over the editor's save: \(String(describing: error))")
            return
        }
        #expect(path == "Old.swift")
        #expect(notUndone.isEmpty)
        #expect(directory.contents(of: "Old.swift") == "saved in an editor\n")
        #expect(directory.names() == ["Old.swift"])
    }

    @Test(arguments: [("Old.swift", ["Old.swift"]), ("Nickname/New.swift", ["Nickname/New.swift", "Nickname"])])
    func theUndoLeavesAFileAnEditorSavedSinceItWasWrittenAndNamesIt(path: String, notUndone expected: [String]) {
        // Given: an edit or a new file (in a new folder); the editor saves over it once it is written, and the next
        // file cannot be written, so everything is undone
        directory.write("old\n", to: "Old.swift")
        directory.write("a file where a folder should be\n", to: "Blocked")
        var plan = Plan()
        if path == "Old.swift" {
            plan.edit(path, original: "old\n", contents: "old\nnew\n")
        } else {
            plan.create(path, contents: "generated\n")
        }
        plan.create("Blocked/New.swift", contents: "generated\n")

        // When
        let error = write(plan, whileAnEditorSaves: "saved in an editor\n", to: path, at: 2)

        // Then
        #expect(directory.contents(of: path) == "saved in an editor\n")
        guard case .writeFailed("Blocked/New.swift", _, let notUndone) = error else {
            Issue.record("the write did not fail: \(String(describing: error))")
            return
        }
        #expect(notUndone == expected)
        #expect(error?.message.contains(" was undone but \(expected.joined(separator: ", ")): check ") == true)
    }

    @Test func aWriteThatFailsHalfWayLeavesTheTreeAsItWas() {
        // Given
        directory.write("old\n", to: "Old.swift")
        directory.write("a file where a folder should be\n", to: "Blocked")
        var plan = Plan()
        plan.create("Sources/Modules/Main/Nickname/NicknameView.swift", contents: "view\n")
        plan.edit("Old.swift", original: "old\n", contents: "old\nnew\n")
        plan.create("Blocked/Nickname/NicknameViewTests.swift", contents: "tests\n")
        let before = directory.snapshot()

        // When
        let error = write(plan)

        // Then
        guard case .writeFailed(let path, _, let notUndone) = error else {
            Issue.record("the write did not fail: \(String(describing: error))")
            return
        }
        #expect(path == "Blocked/Nickname/NicknameViewTests.swift")
        #expect(notUndone.isEmpty)
        #expect(directory.snapshot() == before)
        #expect(error?.message.hasSuffix("; everything written before it was undone") == true)
    }

    @Test func anEditPutsANewFileInPlaceWithTheOldOnesMode() throws {
        // Given: the old file's inode shows whether it was changed in place
        directory.write("old\n", to: "Old.swift")
        chmod(directory.file("Old.swift"), 0o640)
        var before = stat()
        stat(directory.file("Old.swift"), &before)
        var plan = Plan()
        plan.edit("Old.swift", original: "old\n", contents: "old\nnew\n")

        // When
        let error = write(plan)

        // Then
        #expect(error == nil)
        var after = stat()
        stat(directory.file("Old.swift"), &after)
        #expect(directory.contents(of: "Old.swift") == "old\nnew\n")
        #expect(after.st_ino != before.st_ino, "a new file renamed into place, not the old one rewritten")
        #expect(directory.mode(of: "Old.swift") == 0o640)
        #expect(directory.names() == ["Old.swift"])
    }

    @Test func aFolderLinkedOutsideTheRepositoryIsRefusedAndNothingIsWrittenThere() {
        // Given
        let outside = TemporaryDirectory()
        directory.write("old\n", to: "Old.swift")
        symlink(outside.path, directory.file("Tests"))
        let before = directory.snapshot()

        // When
        let error = write(Self.sixWrites)

        // Then
        #expect(error == .symbolicLink("Tests", path: "Tests/Nickname/NicknameViewTests.swift"))
        #expect(directory.snapshot() == before)
        #expect(outside.names().isEmpty)
    }

    @Test(arguments: [true, false])
    func aFileThatIsALinkIsRefusedAndWhatItPointsToKept(isEdited: Bool) {
        // Given
        let outside = TemporaryDirectory()
        outside.write("old\n", to: "Old.swift")
        symlink(outside.file("Old.swift"), directory.file("Old.swift"))
        var plan = Plan()
        if isEdited {
            plan.edit("Old.swift", original: "old\n", contents: "old\nnew\n")
        } else {
            plan.create("Old.swift", contents: "new\n")
        }

        // When
        let error = write(plan)

        // Then
        #expect(error == .symbolicLink("Old.swift", path: "Old.swift"))
        #expect(outside.contents(of: "Old.swift") == "old\n")
    }
}
