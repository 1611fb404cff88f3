/// A new account waiting for the terms to be accepted: the verified identifier and the chosen name.
public nonisolated struct Registration: Sendable, Equatable {
    /// The verified phone or e-mail.
    public let identifier: SignInIdentifier

    /// The name to greet the person by.
    public let name: String

    /// Creates a registration.
    public init(identifier: SignInIdentifier, name: String) {
        self.identifier = identifier
        self.name = name
    }
}
