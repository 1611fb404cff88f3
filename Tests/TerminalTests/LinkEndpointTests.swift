import Testing

@testable import Terminal
@testable import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

    @Test(arguments: Junk.allCases)
    func refusesJunkWithAReason(junk: Junk) async throws {
        // Given
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        var received: [String] = []
        try sut.listen { received.append($0) }
        defer { sut.close() }

        // When
        let delivery = await Task.detached { LinkEndpoint.send(junk.text, to: sut.path) }.value

        // Then
        #expect(delivery == .refused(junk.reason))
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

    @Test func aSlowClientHoldsUpNobodyElse() async throws {
        // Given: a client that sent a byte and then nothing, with all the time in the world
        let sut = LinkEndpoint(path: folder.file("links.sock"), clientDeadline: .seconds(60))
        let (links, received) = AsyncStream.makeStream(of: String.self)
        try sut.listen { received.yield($0) }
        defer { sut.close() }
        let slow = try #require(LinkClient(path: sut.path))
        slow.write("n")

        // When
        let delivery = await Task.detached { LinkEndpoint.send("news/2", to: sut.path) }.value
        var iterator = links.makeAsyncIterator()
        let link = await iterator.next()

        // Then: served while the slow client is still waiting for its answer
        #expect(delivery == .delivered)
        #expect(link == "news/2")
        #expect(slow.reply(within: .zero) == nil)
    }

    @Test func aClientThatDripsBytesIsCutOffAtItsDeadline() async throws {
        // Given
        let sut = LinkEndpoint(path: folder.file("links.sock"), clientDeadline: .milliseconds(300))
        var received: [String] = []
        try sut.listen { received.append($0) }
        defer { sut.close() }
        let client = try #require(LinkClient(path: sut.path))

        // When: a byte every 100 ms, each one well inside any per-read timeout
        var reply: String?
        var dripped = 0
        while reply == nil, dripped < 100, client.write("x") {
            dripped += 1
            reply = client.reply(within: .milliseconds(100))
        }
        // On a busy machine the answer may come after the last wait, once writing has already failed.
        reply = reply ?? client.reply(within: .seconds(5))

        // Then
        #expect(reply == "error: the link did not arrive whole in time")
        #expect(received.isEmpty)
    }

    @Test func aClientPastTheLimitIsToldTheAppIsBusy() async throws {
        // Given: as many stalled clients as are served at once, none near its deadline
        let sut = LinkEndpoint(path: folder.file("links.sock"), clientDeadline: .seconds(60))
        try sut.listen { _ in }
        defer { sut.close() }
        let stalled = try (0..<LinkEndpoint.maximumClients).map { _ in try #require(LinkClient(path: sut.path)) }
        for client in stalled {
            client.write("n")
        }

        // When
        let delivery = await Task.detached { LinkEndpoint.send("news/2", to: sut.path) }.value

        // Then
        #expect(delivery == .refused("busy"))
        #expect(stalled.allSatisfy { $0.reply(within: .zero) == nil })
    }

    @Test func aPathTooLongForASocketIsSaidByBothSides() {
        // Given
        let path = folder.file(String(repeating: "x", count: 120))
        let sut = LinkEndpoint(path: path)
        let tooLong = (length: path.utf8.count, limit: LinkEndpoint.maximumPathLength)

        // Then
        #expect(throws: LinkEndpoint.ListenError.pathTooLong(length: tooLong.length, limit: tooLong.limit)) {
            try sut.listen { _ in }
        }
        #expect(LinkEndpoint.send("news", to: path) == .pathTooLong(length: tooLong.length, limit: tooLong.limit))
    }

    @Test func closingFreesEveryDescriptorItOpenedAsItsThreadEnds() throws {
        // Given: the socket and both ends of the wake-up pipe, each known by number and by file
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        try sut.listen { _ in }
        let opened = sut.openDescriptors.compactMap(OpenFile.init(descriptor:))
        #expect(opened.count == 3)

        // When
        sut.close()

        // Then: the accepting thread closes the last of them as it ends
        #expect(sut.openDescriptors.isEmpty)
        #expect(OpenFile.waitUntilClosed(opened, timeout: .seconds(5)), "still open: \(opened.filter(\.isOpen))")
    }

    @Test func aSocketThatFailsToAcceptLeavesEverythingItHoldsOpenUntilClosed() throws {
        // Given: the socket's number taken over by a socket that cannot accept, under the waiting thread
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        try sut.listen { _ in }
        let listening = sut.openDescriptors
        let unconnected = TestSocket.stream()
        dup2(unconnected, try #require(listening.first))
        close(unconnected)
        let held = listening.compactMap(OpenFile.init(descriptor:))
        #expect(held.count == 3)

        // When: the thread is woken, and its `accept` fails: by a client if it was waiting on the old socket (which
        // its `poll` keeps), else by the new socket's hang-up
        _ = LinkClient(path: folder.file("links.sock"))

        // Then: every descriptor the endpoint reports stays open, so none can be another file's, until it is closed
        let closedEarly = OpenFile.firstClosed(among: held, within: .milliseconds(500))
        #expect(closedEarly.isEmpty, "closed while still held: \(closedEarly)")
        #expect(sut.openDescriptors == listening)
        sut.close()
        #expect(OpenFile.waitUntilClosed(held, timeout: .seconds(5)), "still open: \(held.filter(\.isOpen))")
    }

    // MARK: - Quitting

    @Test func aSenderBeingServedWhenTheEndpointClosesIsToldTheAppIsQuitting() async throws {
        // Given: a client accepted and half-way through its link, known to be accepted because the one that
        // connected after it was answered first
        let sut = LinkEndpoint(path: folder.file("links.sock"), clientDeadline: .seconds(60))
        let (links, received) = AsyncStream.makeStream(of: String.self)
        try sut.listen { received.yield($0) }
        let late = try #require(LinkClient(path: sut.path))
        late.write("news/3")
        let answered = await Task.detached { LinkEndpoint.send("news/2", to: sut.path) }.value

        // When
        let notHandedOver = sut.close()
        late.write("\n")
        received.finish()

        // Then: "ok" only for the link before the endpoint closed, and that one reaches the app once
        #expect(answered == .delivered)
        #expect(late.reply(within: .seconds(5)) == "error: the app is quitting")
        var handedOver: [String] = []
        for await link in links {
            handedOver.append(link)
        }
        #expect(handedOver + notHandedOver == ["news/2"])
    }

    // MARK: - Whose Socket

    @Test(.enabled(if: geteuid() == 0, "giving a socket another owner takes root"))
    func aSocketOfAnotherUserIsNeverSentTheLink() async throws {
        // Given
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        var received: [String] = []
        try sut.listen { received.append($0) }
        defer { sut.close() }
        chown(sut.path, 65_534, 65_534)

        // When
        let delivery = await Task.detached { LinkEndpoint.send("news/2", to: sut.path) }.value

        // Then
        #expect(delivery == .anotherUsersApp(uid: 65_534))
        #expect(received.isEmpty)
    }

    @Test(.enabled(if: geteuid() == 0, "giving a socket another owner takes root"))
    func anAppOfAnotherUserBehindASocketOfTheSendersOwnIsNeverSentTheLink() async throws {
        // Given: the socket and its folder are the sender's (65534), the process answering on it is root's
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        var received: [String] = []
        try sut.listen { received.append($0) }
        defer { sut.close() }
        chown(sut.path, 65_534, 65_534)
        chown(folder.path, 65_534, 65_534)

        // When
        let delivery = await Task.detached { LinkEndpoint.send("news/2", to: sut.path, user: 65_534) }.value

        // Then
        #expect(delivery == .anotherUsersApp(uid: 0))
        #expect(received.isEmpty)
    }

    @Test func aFolderOfAnotherUserIsSaidRatherThanNobodyListening() {
        // Given: no socket, in a folder that is not the sender's
        let sender = geteuid() == 0 ? UInt32(65_534) : 0

        // When
        let delivery = LinkEndpoint.send("news/2", to: folder.file("links.sock"), user: sender)

        // Then
        #expect(delivery == .anotherUsersFolder(uid: UInt32(geteuid())))
    }

    @Test func aRefusalIsPassedOnAsOneShortLineOfPlainText() async throws {
        // Given: something of the sender's own answering with escape sequences, a line separator and a long text
        let listener = TestSocket.stream()
        defer { close(listener) }
        #expect(TestSocket.withAddress(of: folder.file("links.sock")) { bind(listener, $0, $1) })
        #expect(listen(listener, 1) == 0)
        let path = folder.file("links.sock")
        let sending = Task.detached { LinkEndpoint.send("news/2", to: path) }

        // When
        let client = accept(listener, nil, nil)
        let answer = "error: \u{1B}]0;title\u{07}\u{1B}[2Jdisk\u{2028}full " + String(repeating: "x", count: 300) + "\n"
        _ = TestSocket.send(client, Array(answer.utf8))
        close(client)
        let delivery = await sending.value

        // Then
        let expected = "disk full " + String(repeating: "x", count: LinkEndpoint.maximumReasonLength - 11) + "…"
        #expect(delivery == .refused(expected))
    }

    @Test func aSymbolicLinkAtTheSocketsPathIsReplacedNeverConnectedThrough() async throws {
        // Given: a link at the path to a socket that answers elsewhere
        let elsewhere = TemporaryDirectory()
        let other = LinkEndpoint(path: elsewhere.file("links.sock"))
        var reachedElsewhere: [String] = []
        try other.listen { reachedElsewhere.append($0) }
        defer { other.close() }
        symlink(other.path, folder.file("links.sock"))
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        let (links, received) = AsyncStream.makeStream(of: String.self)

        // When
        try sut.listen { received.yield($0) }
        defer { sut.close() }
        let delivery = await Task.detached { LinkEndpoint.send("news/2", to: sut.path) }.value
        var iterator = links.makeAsyncIterator()
        let link = await iterator.next()

        // Then
        #expect(delivery == .delivered)
        #expect(link == "news/2")
        #expect(reachedElsewhere.isEmpty)
    }

    @Test func closingLeavesAnotherInstancesSocketInPlace() throws {
        // Given: the socket at the path was replaced by another instance's
        let first = LinkEndpoint(path: folder.file("links.sock"))
        try first.listen { _ in }
        unlink(folder.file("links.sock"))
        let second = LinkEndpoint(path: folder.file("links.sock"))
        try second.listen { _ in }
        defer { second.close() }

        // When
        first.close()

        // Then
        #expect(LinkEndpoint.send("news", to: folder.file("links.sock")) == .delivered)
    }

    @Test func aLinkCutShortIsRefusedNotTakenAsAShorterOne() async throws {
        // Given
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        var received: [String] = []
        try sut.listen { received.append($0) }
        defer { sut.close() }

        // When
        let reply = await Task.detached { [path = sut.path] in Self.sendWithoutEnding("cards/1", to: path) }.value

        // Then
        #expect(reply == "error: the link did not arrive whole in time")
        #expect(received.isEmpty)
    }

    /// Writes `link` without a newline and keeps the connection open, as a stalled sender would.
    private nonisolated static func sendWithoutEnding(_ link: String, to path: String) -> String {
        guard let client = LinkClient(path: path) else { return "not connected" }
        client.write(link)
        return client.reply(within: .seconds(10)) ?? ""
    }
}

/// A descriptor and the file it had open, so a number the system hands out again to another file counts as closed.
private struct OpenFile: CustomStringConvertible {
    let descriptor: Int32
    let device: UInt64
    let inode: UInt64

    var description: String { "\(descriptor)" }

    /// Whether the descriptor still has the same file open.
    var isOpen: Bool {
        OpenFile(descriptor: descriptor).map { $0.device == device && $0.inode == inode } ?? false
    }

    /// The file open at `descriptor`; `nil` if none is (`fcntl` fails with `EBADF`).
    init?(descriptor: Int32) {
        var status = stat()
        guard fcntl(descriptor, F_GETFD) != -1, fstat(descriptor, &status) == 0 else { return nil }
        self.descriptor = descriptor
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }

    /// Waits until one of `files` is no longer open, or `timeout` passes; returns those closed then, none if none.
    static func firstClosed(among files: [OpenFile], within timeout: Duration) -> [OpenFile] {
        let deadline = ContinuousClock.now + timeout
        repeat {
            let closed = files.filter { !$0.isOpen }
            guard closed.isEmpty else { return closed }
            var nothing = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&nothing, 1, 5)
        } while ContinuousClock.now < deadline
        return []
    }

    /// Waits until none of `files` is open any more, or `timeout` passes; returns whether they all closed.
    static func waitUntilClosed(_ files: [OpenFile], timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while files.contains(where: \.isOpen) {
            guard ContinuousClock.now < deadline else { return false }
            var nothing = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&nothing, 1, 5)
        }
        return true
    }
}

/// Bytes that are not a link, with the reason the endpoint gives; named, so no control character reaches a test
/// report.
enum Junk: String, CaseIterable, Sendable {
    case controlCharacters
    case tooLong
    case empty

    var text: String {
        switch self {
        case .controlCharacters: "\u{1B}[2Jnews"
        case .tooLong: String(repeating: "x", count: 600)
        case .empty: ""
        }
    }

    var reason: String {
        switch self {
        case .controlCharacters: "control characters in a link"
        case .tooLong: "longer than 512 bytes"
        case .empty: "an empty link"
        }
    }
}
