@testable import Storage

/// A value for tests that only need some file written: a line of text, with nothing to check on read.
struct StoredLine: StoredValue, Equatable {
    /// The text.
    var text: String

    /// Creates a line.
    init(_ text: String) {
        self.text = text
    }

    func validated() -> StoredLine {
        self
    }
}
