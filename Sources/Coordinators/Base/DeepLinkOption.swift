/// A place in the app that a link can open: `news`, `news/<id>`, `cards`, `cards/<id>`, `profile`,
/// `profile/edit` or `signup`, with or without `surfmvp://` in front.
nonisolated enum DeepLinkOption: Hashable, Sendable, CustomStringConvertible {
    /// `news`: the News tab's list.
    case news
    /// `news/<id>`: one article.
    case article(id: Int)
    /// `cards`: the Cards tab's list.
    case cards
    /// `cards/<id>`: one card of the signed-in account.
    case card(id: Int)
    /// `profile`: the Profile tab.
    case profile
    /// `profile/edit`: the profile editor.
    case editProfile
    /// `signup`: the sign-up screen, signed out only.
    case signUp

    /// Why text is not a link the app knows.
    struct ParseError: Error, Equatable {
        /// One line naming what was wrong.
        let message: String
    }

    // MARK: - Properties

    /// The longest link accepted, in characters.
    static let maximumLength = 200

    /// The link in its short form, such as `news/3`.
    var description: String {
        switch self {
        case .news: "news"
        case .article(let id): "news/\(id)"
        case .cards: "cards"
        case .card(let id): "cards/\(id)"
        case .profile: "profile"
        case .editProfile: "profile/edit"
        case .signUp: "signup"
        }
    }

    // MARK: - Initialization

    /// Parses a link; the error says what was wrong with it without repeating it, since whoever shows the error shows
    /// the link beside it.
    init(parsing text: String) throws(ParseError) {
        let link = text.trimmingSpaces()
        guard !link.isEmpty else { throw ParseError(message: "the link is empty; try news/3") }
        guard link.count <= Self.maximumLength else {
            throw ParseError(message: "the link is longer than \(Self.maximumLength) characters")
        }
        var path = Substring(link)
        if let schemeEnd = link.firstRange(of: "://") {
            let scheme = link[..<schemeEnd.lowerBound]
            guard scheme.lowercased() == "surfmvp" else {
                // A scheme is short; a long one is not repeated, so the message stays one short line.
                let isShort = scheme.count <= 20 && scheme.utf8.count <= 80
                throw ParseError(
                    message: "links start with surfmvp:// or with nothing" + (isShort ? ", not \(scheme)://" : "")
                )
            }
            path = link[schemeEnd.upperBound...]
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let trimmed = parts.last == "" ? Array(parts.dropLast()) : parts
        switch (trimmed.first?.lowercased(), trimmed.count) {
        case ("news", 1): self = .news
        case ("news", 2): self = .article(id: try Self.id(trimmed[1], in: "news", naming: "article"))
        case ("cards", 1): self = .cards
        case ("cards", 2): self = .card(id: try Self.id(trimmed[1], in: "cards", naming: "card"))
        case ("profile", 1): self = .profile
        case ("profile", 2) where trimmed[1].lowercased() == "edit": self = .editProfile
        case ("signup", 1): self = .signUp
        case ("news", _), ("cards", _), ("profile", _), ("signup", _):
            throw ParseError(message: "it has parts the app does not know; try \(trimmed[0].lowercased())")
        default:
            throw ParseError(message: "unknown link; try news[/<id>], cards[/<id>], profile[/edit] or signup")
        }
    }

    // MARK: - Private Methods

    private static func id(_ text: String, in section: String, naming item: String) throws(ParseError) -> Int {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(text), id > 0
        else { throw ParseError(message: "the \(item) id is a number from 1, as in \(section)/2") }
        return id
    }
}

nonisolated extension String {
    /// The string without leading and trailing white space.
    fileprivate func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
