import Testing

@testable import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct DetachedThreadTests {
    @Test func aThreadAsksForItsOwnStackSizeRatherThanTheCLibrarysDefault() {
        // Given
        var size = 0

        // When
        let isSet = DetachedThread.withAttributes { attributes in
            attributes.map { pthread_attr_getstacksize($0, &size) == 0 } ?? false
        }

        // Then: 1 MiB, where musl's default is 128 KiB and glibc's `ulimit -s`
        #expect(isSet)
        #expect(size == DetachedThread.stackSize)
        #expect(DetachedThread.stackSize == 1 << 20)
    }

    @Test func startsAThreadThatRunsTheWork() async {
        // Given
        let (ran, finished) = AsyncStream.makeStream(of: Bool.self)

        // When
        let started = DetachedThread.run {
            finished.yield(true)
            finished.finish()
        }
        var iterator = ran.makeAsyncIterator()

        // Then
        #expect(started)
        #expect(await iterator.next() == true)
    }
}
