@testable import Coordinators
@testable import Modules
@testable import Terminal

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

extension LifetimeRegistry {
    /// A registry that traces nothing and reports leaks nowhere.
    @MainActor static func silent() -> LifetimeRegistry {
        LifetimeRegistry()
    }

    /// A registry that writes where the app's does: leaks, and lifecycle events when `tracing`, to `console`'s
    /// standard error.
    @MainActor static func writing(to console: ScriptedConsole, tracing: Bool = false) -> LifetimeRegistry {
        let tracer = Tracer(console: console, isEnabled: tracing)
        return LifetimeRegistry(
            trace: tracing ? { tracer.trace($0) } : nil,
            reportLeak: { console.writeErrorLines($0) }
        )
    }
}

extension Article {
    static let sample = Article(id: 3, title: "The weak view", date: "2026-11-18", body: "Text.")
}
