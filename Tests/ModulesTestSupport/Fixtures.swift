@testable import Modules

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignInIdentifier {
    /// An identifier the test knows to be valid.
    static func valid(_ text: String) -> SignInIdentifier {
        guard let identifier = SignInIdentifier(text) else { preconditionFailure("\(text) is not a valid identifier") }
        return identifier
    }

    static let demo = valid("demo@example.com")
    static let newcomer = valid("new@example.com")
}

extension Account {
    static let demo = Account(identifier: .demo, name: "Demo User", createdAt: Date(timeIntervalSince1970: 0))
}

extension Article {
    static let sample = Article(id: 3, title: "The weak view", date: "2026-11-18", body: "Text.")
}

extension Card {
    static let sample = Card(id: 7, brand: "Visa", lastDigits: "1234")
}

extension Profile {
    static let sample = Profile(name: "Demo User", identifier: .demo, subscription: .free)
}
