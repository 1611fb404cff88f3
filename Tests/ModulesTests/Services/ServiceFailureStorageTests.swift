import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Storage
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the file engine meets the services: a storage error told as a service failure, and a state file read and
/// updated on behalf of a service (broken files reported in one line, a failed read thrown as one and not reported, an
/// update that keeps what another program saved meanwhile).
@Suite struct ServiceFailureStorageTests {
    private struct Value: StoredValue, Equatable {
        var name: String

        func validated() -> Value {
            self
        }
    }

    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()

    private func makeSUT(_ name: String = "value.json") -> JSONFile<Value> {
        JSONFile(name: name, in: folder.stateDirectory, now: clock.now)
    }

    @Test func aSaveThatFailedIsASaveNamingTheFileAndWhy() {
        // Given
        let error = StorageError(path: "/s/cards.json", operation: "write", reason: "No space left on device")

        // When
        let sut = ServiceFailure(error)

        // Then
        #expect(sut == ServiceFailure(step: .save, detail: "/s/cards.json: No space left on device"))
    }

    @Test func aRefusedSaveIsARefusalSayingWhy() {
        // Given
        let error = StorageError(refusingToSave: "/s/cards.json", because: "other users can write the state folder")

        // When
        let sut = ServiceFailure(error)

        // Then
        #expect(sut == ServiceFailure(step: .refusedSave, detail: "other users can write the state folder"))
    }

    @Test func aBrokenFileThatCannotBeMovedAsideIsLeftWholeAndNeverSavedOver() async {
        // Given: every name a move aside could take in this second is taken
        folder.write("{broken", to: "value.json")
        for attempt in 0..<100 {
            folder.write("", to: "value.json.corrupt-1800000000" + (attempt == 0 ? "" : "-\(attempt)"))
        }
        let sut = makeSUT()

        // When
        let error = #expect(throws: StorageError.self) { try sut.read() }
        let saved = try? await sut.update(reportingTo: ProblemReporterSpy()) { _ in Value(name: "new") }

        // Then
        #expect(
            error?.reason == "not the expected JSON, and it could not be moved aside: every name to move it to is taken"
        )
        #expect(saved == nil)
        #expect(folder.contents(of: "value.json") == "{broken")
    }

    @Test func aReadThatFailsIsThrownWithoutAlsoBeingReported() async {
        // Given: a file that cannot be read just now (broken, and every name to move it aside to is taken)
        folder.write("{broken", to: "value.json")
        for attempt in 0..<100 {
            folder.write("", to: "value.json.corrupt-1800000000" + (attempt == 0 ? "" : "-\(attempt)"))
        }
        let reporter = ProblemReporterSpy()
        let sut = makeSUT()

        // When
        let error = await #expect(throws: ServiceFailure.self) { try await sut.read(reportingTo: reporter) }

        // Then: whoever catches the failure shows it; the file says nothing of its own
        #expect(error?.step == .read)
        #expect(error?.detail.hasPrefix(folder.file("value.json") + ": not the expected JSON") == true)
        #expect(reporter.messages.isEmpty)
    }

    @Test func anUpdateKeepsWhatAnotherProgramSavedBetweenItsReadAndItsSave() async throws {
        // Given
        let sut = JSONFile<[Value]>(name: "values.json", in: folder.stateDirectory, now: clock.now)
        try sut.write([Value(name: "first")])
        var runs = 0

        // When: the other program saves while the update's change is being made
        let saved = try await sut.update(reportingTo: ProblemReporterSpy()) { contents in
            runs += 1
            if runs == 1 {
                folder.replace("values.json", with: "[{\"name\":\"first\"},{\"name\":\"other\"}]")
            }
            return (contents.value ?? []) + [Value(name: "mine")]
        }

        // Then
        let expected = ["first", "other", "mine"].map(Value.init(name:))
        #expect(runs == 2, "the change ran again on the other program's file")
        #expect(saved == expected)
        guard case .value(let stored) = try sut.read().contents else {
            Issue.record("expected a value")
            return
        }
        #expect(stored == expected)
        #expect(folder.names() == ["values.json"])
    }

    @Test func anUpdateKeepsAnEditMadeInPlaceThatKeepsTheInode() async throws {
        // Given
        let sut = JSONFile<[Value]>(name: "values.json", in: folder.stateDirectory, now: clock.now)
        try sut.write([Value(name: "first")])
        var runs = 0

        // When: the other program rewrites the file in place, even to the same size
        _ = try await sut.update(reportingTo: ProblemReporterSpy()) { contents in
            runs += 1
            if runs == 1 { folder.write("[{\"name\":\"other\"}]\n", to: "values.json") }
            return (contents.value ?? []) + [Value(name: "mine")]
        }

        // Then
        #expect(folder.contents(of: "values.json") == "[{\"name\":\"other\"},{\"name\":\"mine\"}]\n")
    }

    @Test func anUpdateThatAnotherProgramKeepsOutrunningIsRefusedAndItsFileKept() async throws {
        // Given
        let sut = JSONFile<[Value]>(name: "values.json", in: folder.stateDirectory, now: clock.now)
        try sut.write([])
        var runs = 0

        // When
        let error = await #expect(throws: ServiceFailure.self) {
            try await sut.update(reportingTo: ProblemReporterSpy()) { contents in
                runs += 1
                folder.replace("values.json", with: "[{\"name\":\"other \(runs)\"}]")
                return (contents.value ?? []) + [Value(name: "mine")]
            }
        }

        // Then
        #expect(runs == JSONFile<[Value]>.maximumUpdateTries)
        #expect(
            error
                == ServiceFailure(
                    step: .refusedSave,
                    detail: "another program kept replacing values.json while the app saved it"
                )
        )
        #expect(folder.contents(of: "values.json") == "[{\"name\":\"other \(runs)\"}]")
        #expect(folder.names() == ["values.json"])
    }
}
