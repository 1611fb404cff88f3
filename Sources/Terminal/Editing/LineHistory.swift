/// The lines submitted at the prompts of this run, oldest first, that Up and Down (Ctrl-P and Ctrl-N) and reverse
/// search (Ctrl-R) bring back: a shell's history, kept in memory only.
///
/// It keeps what bash keeps with `HISTCONTROL=ignoredups`: a line the same as the one before it is added once, and a
/// blank line not at all. When it is full, the oldest line goes. A masked line (a code, a password) is never added:
/// ``LineEditor`` does not offer it, and nothing else should.
public nonisolated struct LineHistory: Sendable, Equatable {
    // MARK: - Properties

    /// How many lines a history keeps unless told otherwise: bash's `HISTSIZE` is 500, linenoise's 100.
    public static let defaultCapacity = 100

    /// The most lines it keeps; adding one more drops the oldest.
    public let capacity: Int

    /// The lines kept, oldest first.
    public private(set) var entries: [String] = []

    // MARK: - Initialization

    /// An empty history that keeps at most `capacity` lines (none when `capacity` is 0 or less).
    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(capacity, 0)
    }

    // MARK: - Public Methods

    /// Adds a submitted line as the newest entry, unless it is blank or the same as the newest entry already.
    public mutating func add(_ line: String) {
        guard capacity > 0, !line.allSatisfy(\.isWhitespace), entries.last != line else { return }
        entries.append(line)
        if entries.count > capacity {
            entries.removeFirst(entries.count - capacity)
        }
    }
}
