import Testing

@testable import Modules
@testable import ModulesTestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a name may be, counted in characters and in bytes, and that a name the app accepts is read back whole.
@Suite struct PersonNameTests {
    private static let accent = "\u{301}"

    @Test func aCharacterOfThousandsOfCombiningMarksIsTooLong() {
        // Given
        let text = "a" + String(repeating: Self.accent, count: 30_000)

        // When / Then
        #expect(throws: PersonName.Problem.tooLong) { try PersonName(text) }
    }

    @Test func fiftyAccentedCharactersAreAccepted() throws {
        // Given: 50 characters of 3 bytes each
        let text = String(repeating: "e" + Self.accent, count: PersonName.maximumLength)

        // When
        let sut = try PersonName(text)

        // Then
        #expect(sut.value == text)
    }

    @Test func oneByteTooManyIsTooLong() {
        // Given: 41 characters, 401 bytes
        let text = String(repeating: "é", count: 40) + "e" + String(repeating: Self.accent, count: 160)

        // When / Then
        #expect(text.utf8.count == PersonName.maximumBytes + 1)
        #expect(throws: PersonName.Problem.tooLong) { try PersonName(text) }
    }

    @Test func anAcceptedNameIsReadBackAsItWasSaved() throws {
        // Given: 50 characters, 393 bytes
        let name = try PersonName("a" + String(repeating: "\u{1F469}\u{1F3FD}", count: 49)).value
        let account = Account(identifier: .demo, name: name, createdAt: Date(timeIntervalSince1970: 0))

        // When
        let read = try JSONDecoder().decode(Account.self, from: JSONEncoder().encode(account)).validated()

        // Then
        let isWhole = read.name == name
        #expect(isWhole)
    }

    @Test func aStoredNameOfThousandsOfMarksIsCutToTheBytesOfAName() throws {
        // Given
        let stored =
            "{\"createdAt\":0,\"id\":\"\(UUID().uuidString)\",\"identifier\":{\"kind\":\"email\","
            + "\"value\":\"demo@example.com\"},\"name\":\"a\(String(repeating: Self.accent, count: 30_000))\"}"

        // When
        let read = try JSONDecoder().decode(Account.self, from: Data(stored.utf8)).validated()

        // Then
        let bytes = read.name.utf8.count
        let isAccepted = (try? PersonName(read.name))?.value == read.name
        #expect(bytes <= PersonName.maximumBytes)
        #expect(read.name.unicodeScalars.first == "a")
        #expect(isAccepted, "what is read is a name the app accepts")
    }
}
