import Testing

@testable import Terminal

@MainActor @Suite struct WidgetTests {
    @Test func menuNumbersItsOptionsAndReadsChoices() {
        // Given
        let sut = Menu(["Accept", "Decline"])

        // Then
        #expect(sut.render(style: .plain, columns: 80) == "1) Accept\n2) Decline\n")
        #expect(sut.choice(for: " 2 ") == 1)
        #expect(sut.choice(for: "decline") == 1)
        #expect(sut.choice(for: "3") == nil)
        #expect(sut.choice(for: "") == nil)
        #expect(sut.choice(for: "", defaultChoice: 0) == 0)
        #expect(sut.invalidChoiceMessage == "Type a number from 1 to 2.")
    }

    @Test func alertEnterPicksTheFirstAction() {
        // Given
        let sut = Alert(title: "Sign out?", message: "Sure?", actions: ["Sign out", "Cancel"])

        // Then
        #expect(sut.choice(for: "") == 0)
        #expect(sut.render(style: .plain, columns: 80) == "! Sign out?\nSure?\n1) Sign out\n2) Cancel\n")
    }

    @Test func headerShowsTheBreadcrumbOnceEach() {
        // Given
        let sut = Header(path: ["Onboarding", "Onboarding", "Login", "Code"])

        // Then
        #expect(sut.render(style: .plain, columns: 40).contains("── Onboarding › Login › Code ─"))
    }

    @Test func textWrapsToTheWidthAndSanitizes() {
        // Given
        let sut = Text("one two three four\u{1B}[2J five")

        // When
        let rendered = sut.render(style: .plain, columns: 10)

        // Then
        #expect(rendered == "one two\nthree four\nfive\n")
    }

    @Test func aBulletsLinesAfterTheFirstAreIndentedUnderItsTextAndALongWordKeepsItsBullet() {
        // Given
        let words = Text(bullet: "one two three four five six")
        let longWord = Text(bullet: String(repeating: "é", count: 25))

        // Then
        #expect(words.render(style: .plain, columns: 16) == "• one two three\n  four five six\n")
        #expect(longWord.render(style: .plain, columns: 16) == "• éééééééééééééé\n  ééééééééééé\n")
    }

    @Test func outcomesHaveAMarkAndStatesHaveNone() {
        // Given
        let roles: [Text.Role] = [.success, .error, .positive, .negative]

        // When
        let plain = roles.map { Text("Active.", role: $0).render(style: .plain, columns: 40) }
        let coloured = roles.map { Text("Active.", role: $0).render(style: .ansi, columns: 40) }

        // Then: marks for outcomes only, and the colours of the outcomes they stand beside
        #expect(plain == ["✓ Active.\n", "✗ Active.\n", "Active.\n", "Active.\n"])
        let style = Style.ansi
        #expect(
            coloured == [
                style.green("✓ Active.") + "\n", style.red("✗ Active.") + "\n",
                style.green("Active.") + "\n", style.red("Active.") + "\n",
            ]
        )
    }

    @Test func listShowsItemsOrItsEmptyMessage() {
        #expect(ItemList([.init(title: "A", detail: "x")]).render(style: .plain, columns: 80) == "1) A  x\n")
        #expect(ItemList([], emptyMessage: "None.").render(style: .plain, columns: 80) == "None.\n")
    }

    @Test func aListSaysWhatToTypeForWhatItListsOrThatItIsEmpty() {
        // Given
        let cards = ItemList([.init(title: "Visa"), .init(title: "Mir")], naming: "a card", emptyMessage: "No cards.")
        let empty = ItemList([], naming: "a card", emptyMessage: "No cards.")

        // Then
        #expect(cards.invalidChoiceMessage == "Type the number of a card, 1 to 2.")
        #expect(empty.invalidChoiceMessage == "No cards.")
    }

    @Test func maskedFieldHidesTyping() {
        #expect(TextField.masked(label: "Code").isSecureTextEntry)
        #expect(TextField(label: "Code").render(style: .plain) == "Code › ")
    }

    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "0", "-1"])
    func hugeNumbersPickNothingInsteadOfCrashing(input: String) {
        #expect(Menu(["One", "Two"]).choice(for: input) == nil)
        #expect(ItemList([.init(title: "One")]).choice(for: input) == nil)
    }
}
