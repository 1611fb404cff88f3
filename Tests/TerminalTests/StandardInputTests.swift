import Testing

@testable import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct StandardInputTests {
    /// What `poll` can report for standard input, by name, and whether a read then returns at once.
    enum Report: String, CaseIterable, Sendable {
        case data
        case endOfInput
        case error
        case nothing
        case unwatchable
        case unwatchableYetReadable

        var revents: Int16 {
            switch self {
            case .data: Int16(POLLIN)
            case .endOfInput: Int16(POLLHUP)
            case .error: Int16(POLLERR)
            case .nothing: 0
            case .unwatchable: Int16(POLLNVAL)
            case .unwatchableYetReadable: Int16(POLLNVAL | POLLIN)
            }
        }

        var readsWithoutWaiting: Bool {
            switch self {
            case .data, .endOfInput, .error: true
            case .nothing, .unwatchable, .unwatchableYetReadable: false
            }
        }
    }

    @Test(arguments: Report.allCases)
    func aDescriptorPollCannotWatchIsReadOnTheReadingThread(report: Report) {
        // When
        let canRead = StandardInput.canRead(withoutWaitingAfter: report.revents)

        // Then: Darwin reports `/dev/tty` as POLLNVAL and POLLIN while a read of it would block
        #expect(canRead == report.readsWithoutWaiting)
    }
}
