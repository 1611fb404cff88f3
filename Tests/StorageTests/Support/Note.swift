@testable import Storage

/// A value for tests that only need some file written: a line of text, with nothing to check on read.
struct Note: StoredValue, Equatable {
    /// The text.
    var text: String

    /// Creates a note.
    init(_ text: String) {
        self.text = text
    }

    func validated() -> Note {
        self
    }
}
