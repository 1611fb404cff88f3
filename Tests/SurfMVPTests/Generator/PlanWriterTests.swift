import Testing

@testable import SurfMVPGenerate

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writing a plan: all of it, or, if anything fails, nothing at all.
@Suite struct PlanWriterTests {
    private let directory = TemporaryDirectory()

    private func write(_ plan: Plan) -> GenerationError? {
        do {
            try PlanWriter(root: directory.path).write(plan)
            return nil
        } catch {
            return error
        }
    }

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
        guard case .writeFailed(let path, _) = error else {
            Issue.record("the write did not fail: \(String(describing: error))")
            return
        }
        #expect(path == "Blocked/Nickname/NicknameViewTests.swift")
        #expect(directory.snapshot() == before)
        #expect(error?.message.hasSuffix("; everything written before it was undone") == true)
    }
}
