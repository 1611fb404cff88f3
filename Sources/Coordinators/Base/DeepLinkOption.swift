/// A place in the app that a link can open.
enum DeepLinkOption: Equatable, Sendable {
    case news
    case article(id: Int)
    case cards
    case card(id: Int)
    case profile
    case editProfile
    case signUp
}
