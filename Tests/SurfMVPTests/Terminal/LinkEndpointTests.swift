import Glibc
import Testing

@testable import Terminal

@MainActor @Suite struct LinkEndpointTests {
    private let folder = TemporaryDirectory()

    @Test func deliversALinkFromTheSameUser() async throws {
        // Given
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        let (links, received) = AsyncStream.makeStream(of: String.self)
        try sut.listen { received.yield($0) }
        defer { sut.close() }

        // When
        let delivery = await Task.detached { LinkEndpoint.send("news/2", to: sut.path) }.value
        var iterator = links.makeAsyncIterator()
        let link = await iterator.next()

        // Then
        #expect(delivery == .delivered)
        #expect(link == "news/2")
        #expect(folder.mode(of: "links.sock") == 0o600)
    }

    @Test(arguments: [
        ("\u{1B}[2Jnews", "control characters in a link"),
        (String(repeating: "x", count: 600), "longer than 512 bytes"),
        ("", "an empty link"),
    ])
    func refusesJunkWithAReason(junk: String, reason: String) async throws {
        // Given
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        var received: [String] = []
        try sut.listen { received.append($0) }
        defer { sut.close() }

        // When
        let delivery = await Task.detached { LinkEndpoint.send(junk, to: sut.path) }.value

        // Then
        #expect(delivery == .refused(reason))
        #expect(received.isEmpty)
    }

    @Test func nobodyListeningIsSaid() {
        #expect(LinkEndpoint.send("news", to: folder.file("links.sock")) == .nobodyListening)
    }

    @Test func aSecondListenerOnTheSameFolderIsRefusedAndAStaleSocketIsReplaced() throws {
        // Given
        let first = LinkEndpoint(path: folder.file("links.sock"))
        try first.listen { _ in }
        let second = LinkEndpoint(path: folder.file("links.sock"))

        // Then
        #expect(throws: LinkEndpoint.ListenError.inUse) { try second.listen { _ in } }
        first.close()
        folder.write("", to: "links.sock")
        try second.listen { _ in }
        second.close()
        #expect(!folder.names().contains("links.sock"))
    }
}
