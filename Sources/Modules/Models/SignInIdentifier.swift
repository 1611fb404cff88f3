/// What a person signs in with: an e-mail address or a phone number, normalised.
public nonisolated struct SignInIdentifier: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Which kind of identifier it is.
    public enum Kind: String, Codable, Sendable {
        /// An e-mail address, or a phone number.
        case email, phone
    }

    // MARK: - Properties

    /// E-mail or phone.
    public let kind: Kind

    /// The normalised value: a lower-cased e-mail, or a phone's digits with its leading `+`.
    public let value: String

    public var description: String { value }

    // MARK: - Initialization

    /// Parses typed text: an e-mail of the usual shape, or a phone of 10–15 digits with an optional leading `+`
    /// (spaces, dashes, dots and brackets between digits are allowed); `nil` for anything else.
    public init?(_ text: String) {
        let typed = text.trimmingWhitespace()
        if typed.contains("@") {
            guard Self.isEmailShaped(typed) else { return nil }
            kind = .email
            value = typed.lowercased()
            return
        }
        let hasPlus = typed.hasPrefix("+")
        let rest = hasPlus ? typed.dropFirst() : Substring(typed)
        guard rest.allSatisfy({ $0.isASCII && ($0.isNumber || " -.()".contains($0)) }) else { return nil }
        let digits = rest.filter(\.isNumber)
        guard (10...15).contains(digits.count), rest.first?.isNumber ?? false || rest.first == "(" else { return nil }
        kind = .phone
        value = (hasPlus ? "+" : "") + digits
    }

    // MARK: - Public Methods

    /// The identifier as read from a file, when it is one the app itself would have made: its value parses, already
    /// normalised, as an identifier of its kind (so it holds no line break or escape), in at most 254 bytes; throws
    /// `DecodingError.dataCorrupted` otherwise.
    public func validated() throws -> SignInIdentifier {
        guard value.utf8.count <= 254, let parsed = SignInIdentifier(value), parsed == self else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [CodingKeys.value], debugDescription: "not an identifier")
            )
        }
        return self
    }

    // MARK: - Private Methods

    private static func isEmailShaped(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, text.utf8.count <= 254 else { return false }
        let local = parts[0]
        let domain = parts[1]
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return local.count <= 64
            && local.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "!#$%&'*+/=?^_`{|}~-.".contains($0)) }
            // Dots only between other characters: none first, last, or two in a row (nor an empty local part).
            && local.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty }
            && labels.count >= 2
            && labels.allSatisfy { label in
                !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
            && labels.last.map { $0.count >= 2 && $0.allSatisfy(\.isLetter) } ?? false
    }
}
