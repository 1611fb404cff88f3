/// A person's name as the app accepts it: trimmed, with a letter, at most 50 characters and 400 bytes, no control
/// characters.
public nonisolated struct PersonName: Sendable, Equatable {
    /// Why a typed name is not accepted.
    public enum Problem: Error, Sendable, Equatable {
        /// The name has no letter, is longer than ``PersonName/maximumLength`` or ``PersonName/maximumBytes``, or
        /// holds control characters.
        case noLetter, tooLong, controlCharacters

        /// One line for the person.
        public var message: String {
            switch self {
            case .noLetter: "Type your name: at least one letter."
            case .tooLong:
                "That name is too long: \(PersonName.maximumLength) characters and \(PersonName.maximumBytes) bytes at "
                    + "most (an accent or an emoji takes several bytes)."
            case .controlCharacters: "A name cannot hold control characters."
            }
        }
    }

    // MARK: - Properties

    /// The longest name accepted, in characters.
    public static let maximumLength = 50

    /// The longest name accepted, in bytes of UTF-8: a character may be built of any number of combining marks.
    public static let maximumBytes = 400

    /// The accepted name, trimmed.
    public let value: String

    // MARK: - Initialization

    /// Accepts typed text as a name, or says why not.
    public init(_ text: String) throws(Problem) {
        let name = text.trimmingWhitespace()
        guard name.contains(where: \.isLetter) else { throw .noLetter }
        guard name.fits(characters: Self.maximumLength, bytes: Self.maximumBytes) else { throw .tooLong }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters
        }
        value = name
    }
}

nonisolated extension String {
    /// The text cut to the longest name the app accepts, for a name read from a file.
    func cappedAsName() -> String {
        capped(at: PersonName.maximumLength, bytes: PersonName.maximumBytes)
    }
}
