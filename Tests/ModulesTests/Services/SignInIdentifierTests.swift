import Testing

@testable import Modules
@testable import ModulesTestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct SignInIdentifierTests {
    @Test(arguments: [
        ("demo@example.com", "demo@example.com"),
        ("  Demo@Example.COM ", "demo@example.com"),
        ("a.b+tag@mail.co.uk", "a.b+tag@mail.co.uk"),
        ("+44 20 7946 0958", "+442079460958"),
        ("(555) 123-4567", "5551234567"),
        ("123456789012345", "123456789012345"),
    ])
    func acceptsEmailsAndPhones(text: String, normalized: String) {
        #expect(SignInIdentifier(text)?.value == normalized)
    }

    @Test(arguments: [
        "", "demo", "demo@", "@example.com", "demo@example", "de mo@example.com", "demo@@example.com",
        "demo@exa_mple.com", "a..b@example.com", "123456789", "1234567890123456", "++12345678901",
        "12345abcde", "+", "demo@example.c0m",
    ])
    func rejectsEverythingElse(text: String) {
        #expect(SignInIdentifier(text) == nil)
    }

    /// Kept out of the arguments above, which the test runner prints.
    @Test func rejectsAnEscapeSequence() {
        #expect(SignInIdentifier("\u{1B}[31m@example.com") == nil)
    }

    @Test func aStoredIdentifierWithALineBreakIsRefusedOnRead() {
        // Given
        let json = #"{"kind": "email", "value": "eve@example.com\n[notification] Signed out"}"#

        // Then
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SignInIdentifier.self, from: Data(json.utf8)).validated()
        }
    }

    @Test(arguments: [
        #"{"kind": "phone", "value": "demo@example.com"}"#,
        #"{"kind": "email", "value": "Demo@Example.com"}"#,
        #"{"kind": "phone", "value": "+44 20 7946 0958"}"#,
    ])
    func aStoredIdentifierTheAppWouldNotHaveMadeIsRefused(json: String) throws {
        // Given
        let sut = try JSONDecoder().decode(SignInIdentifier.self, from: Data(json.utf8))

        // Then
        #expect(throws: DecodingError.self) { try sut.validated() }
    }

    @Test func aStoredIdentifierLongerThan254BytesIsRefused() throws {
        // Given: 64 + 1 + 190 bytes
        let domain = Array(repeating: String(repeating: "d", count: 60), count: 3).joined(separator: ".") + ".example"
        let value = String(repeating: "a", count: 64) + "@" + domain
        let sut = try JSONDecoder().decode(
            SignInIdentifier.self,
            from: Data(#"{"kind": "email", "value": "\#(value)"}"#.utf8)
        )

        // Then
        #expect(value.utf8.count > 254)
        #expect(throws: DecodingError.self) { try sut.validated() }
    }

    @Test func aStoredIdentifierTheAppMadeIsKept() throws {
        // Given
        let sut = try JSONDecoder().decode(SignInIdentifier.self, from: JSONEncoder().encode(SignInIdentifier.demo))

        // When
        let validated = try sut.validated()

        // Then
        #expect(validated == .demo)
    }
}
