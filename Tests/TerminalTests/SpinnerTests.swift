import Testing

@testable import Terminal
@testable import TestSupport

@MainActor @Suite struct SpinnerTests {
    private let console = ScriptedConsole()
    private let clock = ClockFake()

    @Test func quickWorkShowsNothing() async {
        // Given
        let sut = Spinner(console: console, clock: clock)

        // When
        let result = await sut.run { 42 }

        // Then
        #expect(result == 42)
        #expect(console.statusHistory.isEmpty)
    }

    @Test func slowWorkShowsAFrameAfterTheDelayAndClearsIt() async {
        // Given
        let sut = Spinner(console: console, clock: clock)

        // When
        await sut.run {
            await waitForSleepers(1)
            clock.advance(by: .milliseconds(99))
            await settle()
            #expect(console.statusHistory.isEmpty)
            clock.advance(by: .milliseconds(1))
            await waitForSleepers(1)
            #expect(console.statusHistory.count == 1)
        }

        // Then
        #expect(console.statusHistory.first?.hasSuffix("Working…") == true)
        #expect(console.status == nil)
    }

    @Test func anAccessibleConsoleGetsOneStatusLineAndNoAnimation() async {
        // Given
        console.isAccessible = true
        let sut = Spinner(console: console, clock: clock)

        // When
        await sut.run {
            await waitForSleepers(1)
            clock.advance(by: .milliseconds(100))
            await settle()
            clock.advance(by: .seconds(5))
            await settle()
        }

        // Then
        #expect(console.statusHistory == ["Working…"])
        #expect(clock.sleeperCount == 0)
    }

    private func waitForSleepers(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<10_000 where clock.sleeperCount < count {
            await Task.yield()
        }
        #expect(clock.sleeperCount >= count, "the spinner never went to sleep", sourceLocation: sourceLocation)
    }

    private func settle() async {
        for _ in 0..<100 {
            await Task.yield()
        }
    }
}
