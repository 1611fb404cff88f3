/// Splits a byte stream into lines, the way a terminal's canonical mode does, for any byte sequence.
nonisolated struct LineBuffer {
    // MARK: - Properties

    /// The longest line kept; the rest of a longer line is dropped.
    static let maximumLineLength = 64 * 1024

    private var pending: [UInt8] = []
    private var dropping = false

    /// Whether a whole line has arrived and waits to be taken.
    var hasLine: Bool {
        pending.contains(UInt8(ascii: "\n"))
    }

    // MARK: - Internal Methods

    /// Adds bytes read from the stream.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// Takes the next complete line, if one has arrived.
    mutating func nextLine() -> String? {
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let bytes = pending[..<newline]
            pending.removeSubrange(...newline)
            if dropping {
                dropping = false
                continue
            }
            return Self.decode(bytes)
        }
        if pending.count > Self.maximumLineLength {
            if !dropping {
                let head = pending.prefix(Self.maximumLineLength)
                pending.removeAll()
                dropping = true
                return Self.decode(head)
            }
            pending.removeAll()
        }
        return nil
    }

    /// Takes what is left after the end of input, as a last line without a newline.
    mutating func remainder() -> String? {
        defer {
            pending.removeAll()
            dropping = false
        }
        guard !pending.isEmpty, !dropping else { return nil }
        return Self.decode(pending[...])
    }

    // MARK: - Private Methods

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var line = bytes
        if line.last == UInt8(ascii: "\r") {
            line = line.dropLast()
        }
        return String(decoding: line, as: UTF8.self)
    }
}
