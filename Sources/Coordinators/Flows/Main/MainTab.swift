/// The tabs of the Main flow, in tab-bar order.
nonisolated enum MainTab: Int, CaseIterable {
    /// News, the first tab: the list of articles.
    case news
    /// Cards: the account's cards.
    case cards
    /// Profile: the account and its settings.
    case profile

    /// The tab's name on screen.
    var title: String {
        switch self {
        case .news: "News"
        case .cards: "Cards"
        case .profile: "Profile"
        }
    }

    /// The link that shows the tab at its first screen.
    var link: DeepLinkOption {
        switch self {
        case .news: .news
        case .cards: .cards
        case .profile: .profile
        }
    }

    /// The tab that shows `option`, if any.
    init?(showing option: DeepLinkOption) {
        switch option {
        case .news, .article: self = .news
        case .cards, .card: self = .cards
        case .profile, .editProfile: self = .profile
        case .signUp: return nil
        }
    }
}
