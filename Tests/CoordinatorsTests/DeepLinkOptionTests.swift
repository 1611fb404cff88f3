import Testing

@testable import Coordinators

@Suite struct DeepLinkOptionTests {
    @Test(arguments: [
        ("news", DeepLinkOption.news),
        ("news/3", .article(id: 3)),
        ("surfmvp://news/3", .article(id: 3)),
        ("SURFMVP://cards/2/", .card(id: 2)),
        (" cards ", .cards),
        ("profile", .profile),
        ("profile/edit", .editProfile),
        ("surfmvp://signup", .signUp),
    ])
    func parsesEveryLink(text: String, option: DeepLinkOption) throws {
        #expect(try DeepLinkOption(parsing: text) == option)
    }

    @Test(arguments: [DeepLinkOption.news, .article(id: 7), .cards, .card(id: 1), .profile, .editProfile, .signUp])
    func printsWhatItParses(option: DeepLinkOption) throws {
        #expect(try DeepLinkOption(parsing: option.description) == option)
    }

    @Test(arguments: [
        ("", "the link is empty; try news/3"),
        ("https://example.com/news", "links start with surfmvp:// or with nothing, not https://"),
        ("news/abc", "the article id is a number from 1, as in news/2"),
        ("news/0", "the article id is a number from 1, as in news/2"),
        ("cards/-1", "the card id is a number from 1, as in cards/2"),
        ("cards/99999999999999999999", "the card id is a number from 1, as in cards/2"),
        ("news/1/2", "it has parts the app does not know; try news"),
        ("profile/delete", "it has parts the app does not know; try profile"),
        ("settings", "unknown link; try news[/<id>], cards[/<id>], profile[/edit] or signup"),
        (String(repeating: "n", count: 201), "the link is longer than 200 characters"),
        (String(repeating: "x", count: 190) + "://news", "links start with surfmvp:// or with nothing"),
    ])
    func rejectsWithAReason(text: String, message: String) {
        #expect(throws: DeepLinkOption.ParseError(message: message)) { try DeepLinkOption(parsing: text) }
    }
}
