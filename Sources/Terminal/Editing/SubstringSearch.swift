/// A run of elements to look for in longer sequences, found in time linear in both lengths (Knuth–Morris–Pratt): the
/// reverse search's query in the lines of the history, however long the query and the lines are.
///
/// A plain search compares the query again from each position of a line, so a long query over long lines costs their
/// lengths multiplied. This one reads each line once, front to back: a mismatch falls back, through a table worked
/// out from the query alone, to the longest part of the query still matched there, so it makes at most two comparisons
/// per element read. The table grows and shrinks with the query, as reverse search types and deletes it a key at a
/// time.
nonisolated struct SubstringSearch<Element: Equatable & Sendable>: Sendable {
    // MARK: - Properties

    /// What is looked for.
    private(set) var pattern: [Element] = []

    /// For each prefix of `pattern`, the length of its longest proper prefix that is also a suffix of it: how much
    /// of the pattern still matches after a mismatch that follows it.
    private var fallback: [Int] = []

    // MARK: - Initialization

    /// A search for nothing yet: ``append(contentsOf:)`` adds what to look for.
    init() {}

    /// A search for `pattern`.
    init(_ pattern: some Sequence<Element>) {
        append(contentsOf: pattern)
    }

    // MARK: - Methods

    /// Adds elements at the end of the pattern.
    mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements {
            let matched = pattern.isEmpty ? 0 : extended(fallback[pattern.count - 1], with: element)
            pattern.append(element)
            fallback.append(matched)
        }
    }

    /// Removes the last element of the pattern, if there is one.
    mutating func removeLast() {
        guard !pattern.isEmpty else { return }
        pattern.removeLast()
        fallback.removeLast()
    }

    /// Where the last occurrence of the pattern in `text` starts, among those that start before `limit`; nil when
    /// none does, or when the pattern is empty.
    ///
    /// `text` is read once, front to back, and no further than a match starting before `limit` could reach. Given
    /// `lengthAtMost`, an upper bound on how many elements `text` has (a line has no more characters than bytes), a
    /// text too short for the pattern is not read at all.
    func lastStart(in text: some Sequence<Element>, lengthAtMost: Int = .max, before limit: Int = .max) -> Int? {
        guard !pattern.isEmpty, pattern.count <= lengthAtMost, limit > 0 else { return nil }
        var last: Int?
        var matched = 0
        var index = 0
        for element in text {
            matched = extended(matched, with: element)
            index += 1
            if matched == pattern.count {
                last = index - matched
                matched = fallback[matched - 1]
            }
            if index - matched >= limit {
                break
            }
        }
        return last
    }
}

// MARK: - Private Methods

nonisolated extension SubstringSearch {
    /// How much of the pattern matches once `element` follows a match of its first `matched` elements: one more,
    /// or less through the fallback table, down to none.
    ///
    /// Each comparison either ends the call or falls back, and a match cannot fall back by more than it grew, so
    /// reading a text makes at most two comparisons per element read.
    private func extended(_ matched: Int, with element: Element) -> Int {
        var matched = matched
        while true {
            if pattern[matched] == element {
                return matched + 1
            }
            guard matched > 0 else { return 0 }
            matched = fallback[matched - 1]
        }
    }
}
