import LeakCheck
import Testing

/// The Swift Testing front of the leak check: one issue per object still alive, named, at the line that asked.
///
/// The leaks here are deliberate, so each is expected as a known issue: the run reports them as expected rather than
/// as failures, and a leak that went unreported would fail the test.
@MainActor @Suite struct ExpectDeallocationTests {
    @Test func recordsNothingWhenEverythingIsReleased() async {
        // When / Then: an issue recorded here would fail the test
        await expectDeallocation {
            [ScreenStub(), ScreenStub()]
        }
    }

    @Test func recordsOneIssuePerLeakNamingItAtTheCallersLine() async {
        // Given
        let ownership = OwnershipFake()
        var kept: [ScreenStub] = []

        // When / Then: each issue points at the call
        let callLine = #line + 2
        await withKnownIssue("deliberate leaks, to see each reported") {
            await expectDeallocation(watching: ownership.ownedObjects) {
                let flow = ownership.record(ScreenStub(), named: "Flow")
                kept.append(ownership.record(ScreenStub(), named: "View", ownedBy: flow))
                kept.append(ownership.record(ScreenStub(), named: "Presenter", ownedBy: flow))
                return [flow]
            }
        } matching: { issue in
            ["Flow › View leaked", "Flow › Presenter leaked"].contains(issue.comments.first?.rawValue)
                && issue.sourceLocation?.line == callLine && issue.sourceLocation?.fileID == #fileID
        }
        withExtendedLifetime(kept) {}
    }
}
