/// The name of a module or a flow, as the generator builds type names on it: an UpperCamelCase Swift identifier in
/// ASCII letters and digits, such as `Nickname` or `CardNickname`.
struct TypeName: Equatable, CustomStringConvertible {
    // MARK: - Properties

    /// Role suffixes the generator adds itself, so a name that ends in one would read twice (`NicknameViewView`).
    static let roleSuffixes = ["View", "Presenter", "Module", "Configurator", "Coordinator"]

    /// Swift keywords that start with a capital letter: the code built on such a name compiles, but a screen called
    /// `Self` or `Type` reads as the language wherever its name stands alone, as in a breadcrumb or the `:tree`.
    static let keywords: Set = ["Any", "Protocol", "Self", "Type"]

    /// The name as typed.
    let value: String

    var description: String { value }

    /// The words of the name, split where the case changes: `CardNickname` is `Card` and `Nickname`, `URLPreview` is
    /// `URL` and `Preview`.
    var words: [String] {
        let characters = Array(value)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty {
            words.append(word)
        }
        return words
    }

    /// The name as a screen's title: its words with a space between them, each but the first and any acronym in
    /// lower case, so `CardNickname` is `Card nickname`.
    var title: String {
        words.enumerated().map { index, word in
            index == 0 || word.allSatisfy(\.isUppercase) ? word : word.lowercased()
        }.joined(separator: " ")
    }

    /// The title as it reads inside a sentence: its first word in lower case too, unless an acronym, so
    /// `CardNickname` is `card nickname`.
    var lowercaseTitle: String {
        guard let first = words.first, !first.allSatisfy(\.isUppercase) else { return title }
        return first.lowercased() + title.dropFirst(first.count)
    }

    /// The value type a form of this name checks what is typed with: the name and `Value` (`Limit` checks a
    /// `LimitValue`), or the name alone where it ends in `Value` already (`LimitValue` checks a `LimitValue`).
    var valueType: String {
        value.hasSuffix("Value") ? value : value + "Value"
    }

    // MARK: - Initialization

    /// Takes `text` if it is a name the generator can build on; otherwise says why not.
    init(_ text: String) throws(GenerationError) {
        guard Self.startsWithCapital(text) else {
            throw .invalidName(
                text,
                reason: "is not an UpperCamelCase Swift identifier: start it with a capital, A to Z"
            )
        }
        guard Self.isIdentifier(text) else {
            throw .invalidName(text, reason: "is not an UpperCamelCase Swift identifier: use ASCII letters and digits")
        }
        guard !Self.keywords.contains(text) else {
            throw .invalidName(text, reason: "is a Swift keyword: pick another name")
        }
        if let suffix = Self.roleSuffixes.first(where: text.hasSuffix) {
            let stem = text.dropLast(suffix.count)
            throw .invalidName(
                text,
                reason: stem.isEmpty
                    ? "is a role the generator adds itself: pick another name"
                    : "ends in \(suffix), which the generator adds itself: name it \(stem)"
            )
        }
        value = text
    }

    // MARK: - Public Methods

    /// An UpperCamelCase type name as a lowerCamelCase property name: `Card` is `card`, `URLPreview` is
    /// `urlPreview`.
    static func lowerFirst(_ type: String) -> String {
        let characters = Array(type)
        var upper = characters.prefix { $0.isUppercase }.count
        if upper > 1, upper < characters.count {
            upper -= 1
        }
        return String(characters.prefix(upper)).lowercased() + String(characters.dropFirst(upper))
    }

    /// A lowerCamelCase name with its first letter capitalized, for a test's name: `card` is `Card`.
    static func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Whether `text` reads as a Swift type's name, whatever it ends in: a capital, then ASCII letters and digits.
    static func isIdentifier(_ text: String) -> Bool {
        startsWithCapital(text) && text.unicodeScalars.allSatisfy(\.isASCIILetterOrDigit)
    }

    // MARK: - Private Methods

    /// Whether `text` starts with an ASCII capital.
    private static func startsWithCapital(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first)
    }
}

extension Unicode.Scalar {
    /// Whether it is an ASCII letter or digit.
    var isASCIILetterOrDigit: Bool {
        ("A"..."Z").contains(self) || ("a"..."z").contains(self) || ("0"..."9").contains(self)
    }
}
