import Terminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct AllBytesTests {
    @Test func goesOnAfterPartialAndInterruptedWritesUntilEveryByteIsWritten() {
        // Given: a descriptor that takes two bytes at a time and is interrupted once
        var written: [UInt8] = []
        var calls = 0

        // When
        let error = AllBytes.write(Array("hello".utf8), to: 7) { _, buffer in
            calls += 1
            if calls == 2 {
                errno = EINTR
                return -1
            }
            let count = min(2, buffer.count)
            written.append(contentsOf: buffer.prefix(count))
            return count
        }

        // Then
        #expect(error == nil)
        #expect(written == Array("hello".utf8))
    }

    @Test func stopsWithTheErrorThatStoppedItAndWithEIOWhenNothingWasTaken() {
        // Given / When
        let full = AllBytes.write([1, 2], to: 7) { _, _ in
            errno = EAGAIN
            return -1
        }
        let nothing = AllBytes.write([1, 2], to: 7) { _, _ in 0 }

        // Then: a full descriptor stops the write unless told to wait
        #expect(full == EAGAIN)
        #expect(nothing == EIO)
    }

    @Test func waitsForRoomOnAFullDescriptorWhenToldTo() throws {
        // Given: a pipe, writable, and a write that finds it full once
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        var calls = 0

        // When
        let error = AllBytes.write([1, 2, 3], to: ends[1], whenFull: .wait) { _, buffer in
            calls += 1
            if calls == 1 {
                errno = EAGAIN
                return -1
            }
            return buffer.count
        }

        // Then
        #expect(error == nil)
        #expect(calls == 2)
    }

    @Test func writesToARealDescriptor() throws {
        // Given
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }

        // When
        let error = AllBytes.write(Array("line\n".utf8), to: ends[1])
        var received = [UInt8](repeating: 0, count: 16)
        let count = received.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }

        // Then
        #expect(error == nil)
        #expect(Array(received.prefix(max(0, count))) == Array("line\n".utf8))
    }
}
