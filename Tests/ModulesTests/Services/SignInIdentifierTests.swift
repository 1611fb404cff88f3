import Testing

@testable import Modules

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
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SignInIdentifier.self, from: Data(json.utf8)) }
    }
}
