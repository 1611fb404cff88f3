import Testing

@testable import Terminal

@MainActor @Suite struct LinkQueueTests {
    @Test func openAllOpensInOrderIncludingWhatAnOpeningQueues() async {
        // Given
        let sut = LinkQueue()
        var opened: [String] = []
        sut.onOpen = { opened.append($0) }
        sut.deliver("news/1")
        sut.schedule {
            opened.append("kept")
            sut.deliver("cards")
        }
        sut.deliver("profile")

        // When
        await sut.openAll()

        // Then
        #expect(opened == ["news/1", "kept", "profile", "cards"])
        #expect(sut.isEmpty)
    }

    @Test func openOpensAtOnceWithoutQueueing() async {
        // Given
        let sut = LinkQueue()
        var opened: [String] = []
        sut.onOpen = { opened.append($0) }

        // When
        await sut.open("news/3")

        // Then
        #expect(opened == ["news/3"])
        #expect(sut.isEmpty)
    }
}
