import Testing

@testable import Terminal
@testable import TestSupport

@MainActor @Suite struct LinkQueueTests {
    @Test func openAllOpensWhatTheOpenerHoldsThenTheDeliveredLinksInOrder() async {
        // Given
        let sut = LinkQueue()
        let opener = LinkOpenerSpy()
        opener.held = ["cards/2"]
        sut.opener = opener
        sut.deliver("news/1")
        sut.deliver("profile")

        // When
        await sut.openAll()

        // Then
        #expect(opener.opened == ["held cards/2", "news/1", "profile"])
        #expect(sut.isEmpty)
    }

    @Test func openOpensAtOnceWithoutQueueing() async {
        // Given
        let sut = LinkQueue()
        let opener = LinkOpenerSpy()
        sut.opener = opener

        // When
        await sut.open("news/3")

        // Then
        #expect(opener.opened == ["news/3"])
        #expect(sut.isEmpty)
    }

    @Test func openAllWithNoOpenerEndsWithTheQueueEmpty() async {
        // Given
        let sut = LinkQueue()
        sut.deliver("news/1")

        // When
        await sut.openAll()

        // Then
        #expect(sut.isEmpty)
    }

    @Test func quittingNamesTheDeliveredLinksStillWaiting() {
        // Given
        let sut = LinkQueue()
        sut.deliver("news/1")
        sut.deliver("cards")

        // When
        let waiting = sut.removeAll()

        // Then
        #expect(waiting == ["news/1", "cards"])
        #expect(sut.isEmpty)
    }
}
