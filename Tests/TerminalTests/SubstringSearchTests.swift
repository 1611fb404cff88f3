import Testing

@testable import Terminal
@testable import TestSupport

@Suite struct SubstringSearchTests {
    // MARK: - Finding

    @Test(
        arguments: [
            ("open", ":open news/3 :open cards", Int.max, 14),
            ("open", ":open news/3 :open cards", 14, 1),
            ("open", ":open news/3 :open cards", 1, nil),
            ("aa", "aaaa", Int.max, 2),
            ("aab", "aaab", Int.max, 1),
            ("abab", "abababab", 4, 2),
            ("x", "abc", Int.max, nil),
            ("abcd", "abc", Int.max, nil),
            ("", "abc", Int.max, nil),
            ("张伟", "Zoë 张伟", Int.max, 4),
        ] as [(String, String, Int, Int?)]
    )
    func findsTheLastStartBeforeTheLimit(pattern: String, text: String, limit: Int, expected: Int?) {
        // Given
        let sut = SubstringSearch(Array(pattern))

        // When
        let start = sut.lastStart(in: text, before: limit)

        // Then
        #expect(start == expected)
    }

    @Test func findsWhatAPlainSearchFindsAsThePatternGrowsAndShrinks() {
        var generator = SeededGenerator(seed: 29)
        for round in 0..<500 {
            // Given: short texts of two letters, so that matches overlap and fall back often
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Bool.random(using: &generator) ? "a" : "b"
            }
            let pattern = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                Bool.random(using: &generator) ? "a" : "b"
            }
            var sut = SubstringSearch(pattern)
            if Bool.random(using: &generator) {
                sut.append(contentsOf: ["a"])
                sut.removeLast()
            }
            let limit = Int.random(in: 0...42, using: &generator)

            // When
            let start = sut.lastStart(in: text, before: limit)

            // Then
            #expect(start == Self.plainLastStart(of: pattern, in: text, before: limit), "round \(round)")
        }
    }

    // MARK: - Work

    @Test func comparesEachElementOfTheTextAtMostTwice() {
        // Given: a pattern that matches all but its last element at every place of the text, which costs a plain
        // search the pattern's length at each place
        let counter = ComparisonCounter()
        let pattern = (Array(repeating: "a", count: 1_000) + ["b"]).map { CountedElement($0, counter) }
        let text = Array(repeating: "a", count: 10_000).map { CountedElement($0, counter) }
        let sut = SubstringSearch(pattern)
        let preparing = counter.comparisons

        // When
        let start = sut.lastStart(in: text)

        // Then
        #expect(start == nil)
        #expect(preparing <= 2 * pattern.count)
        #expect(counter.comparisons - preparing <= 2 * text.count)
    }

    @Test func readsNothingOfATextTooShortForThePattern() {
        // Given
        let counter = ComparisonCounter()
        let sut = SubstringSearch(Array(repeating: CountedElement("a", counter), count: 100))
        let text = ReadCountingSequence(elements: Array(repeating: CountedElement("a", counter), count: 99))

        // When
        let start = sut.lastStart(in: text, lengthAtMost: 99)

        // Then
        #expect(start == nil)
        #expect(text.reads.value == 0)
    }

    @Test func stopsReadingOnceNoMatchCouldStartBeforeTheLimit() {
        // Given
        let counter = ComparisonCounter()
        let sut = SubstringSearch(Array("ab").map { CountedElement($0, counter) })
        let text = ReadCountingSequence(
            elements: Array("ab" + String(repeating: "x", count: 1_000)).map { CountedElement($0, counter) }
        )

        // When
        let start = sut.lastStart(in: text, before: 1)

        // Then
        #expect(start == 0)
        #expect(text.reads.value <= 3)
    }

    // MARK: - Helpers

    private static func plainLastStart(of pattern: [String], in text: [String], before limit: Int) -> Int? {
        guard !pattern.isEmpty, pattern.count <= text.count else { return nil }
        return (0...text.count - pattern.count).last { start in
            start < limit && Array(text[start..<start + pattern.count]) == pattern
        }
    }
}

// MARK: - Doubles

/// Counts the comparisons of the elements that share it.
private final class ComparisonCounter: @unchecked Sendable {
    var comparisons = 0
}

/// An element that counts each comparison made with it.
private struct CountedElement: Equatable, Sendable {
    let value: Character
    let counter: ComparisonCounter

    init(_ value: Character, _ counter: ComparisonCounter) {
        self.value = value
        self.counter = counter
    }

    static func == (lhs: CountedElement, rhs: CountedElement) -> Bool {
        lhs.counter.comparisons += 1
        return lhs.value == rhs.value
    }
}

/// A sequence that counts the elements read from it.
private struct ReadCountingSequence: Sequence {
    final class Count: @unchecked Sendable {
        var value = 0
    }

    let elements: [CountedElement]
    let reads = Count()

    func makeIterator() -> AnyIterator<CountedElement> {
        var iterator = elements.makeIterator()
        return AnyIterator {
            let next = iterator.next()
            if next != nil {
                reads.value += 1
            }
            return next
        }
    }
}
