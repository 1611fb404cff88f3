import Testing

@testable import Terminal

@Suite struct LineEditorTests {
    // MARK: - Typing and Moving

    @Test func typingInsertsAtTheCursor() {
        // Given
        var sut = makeSUT(typing: ":hep", cursorAt: 3)

        // When
        let outcome = sut.handle(.text("l"))

        // Then
        #expect(outcome == .editing)
        #expect(sut.text == ":help")
        #expect(sut.cursor == 4)
    }

    @Test(arguments: [Key.left, .control("b")])
    func leftAndCtrlBMoveOneCharacterBackAndStopAtTheStart(key: Key) {
        // Given
        var sut = makeSUT(typing: "ab")

        // When
        let moves = (1...3).map { _ -> Int in
            _ = sut.handle(key)
            return sut.cursor
        }

        // Then
        #expect(moves == [1, 0, 0])
        #expect(sut.text == "ab")
    }

    @Test(arguments: [Key.right, .control("f")])
    func rightAndCtrlFMoveOneCharacterOnAndStopAtTheEnd(key: Key) {
        // Given
        var sut = makeSUT(typing: "ab", cursorAt: 0)

        // When
        let moves = (1...3).map { _ -> Int in
            _ = sut.handle(key)
            return sut.cursor
        }

        // Then
        #expect(moves == [1, 2, 2])
    }

    @Test(arguments: KeyCase.oneKey)
    func aKeyChangesTheLineAndTheCursorAsBashDoes(keyCase: KeyCase) {
        // Given
        var sut = makeSUT(typing: keyCase.line, cursorAt: keyCase.cursor)

        // When
        let outcome = sut.handle(keyCase.key)

        // Then
        #expect(outcome == .editing)
        #expect(sut.text == keyCase.expectedLine)
        #expect(sut.cursor == keyCase.expectedCursor)
    }

    @Test(arguments: [Key.wordLeft, .alt("b"), .alt("B")])
    func wordLeftStopsAtTheStartOfEachRunOfLettersAndDigits(key: Key) {
        // Given
        var sut = makeSUT(typing: ":open cards/12 now")

        // When
        let stops = (1...5).map { _ -> Int in
            _ = sut.handle(key)
            return sut.cursor
        }

        // Then
        #expect(stops == [15, 12, 6, 1, 0])
    }

    @Test(arguments: [Key.wordRight, .alt("f"), .alt("F")])
    func wordRightStopsAtTheEndOfEachRunOfLettersAndDigits(key: Key) {
        // Given
        var sut = makeSUT(typing: ":open cards/12 now", cursorAt: 0)

        // When
        let stops = (1...5).map { _ -> Int in
            _ = sut.handle(key)
            return sut.cursor
        }

        // Then
        #expect(stops == [5, 11, 14, 18, 18])
    }

    // MARK: - Deleting

    @Test func ctrlDOnAnEmptyLineEndsTheInput() {
        // Given
        var sut = makeSUT()

        // When
        let outcome = sut.handle(.control("d"))

        // Then
        #expect(outcome == .endOfInput)
    }

    @Test func deleteOnAnEmptyLineDoesNotEndTheInput() {
        // Given
        var sut = makeSUT()

        // When
        let outcome = sut.handle(.delete)

        // Then
        #expect(outcome == .editing)
    }

    @Test func altBackspaceCutsOnlyLettersAndDigitsBeforeTheCursor() {
        // Given
        var sut = makeSUT(typing: ":open cards/1")

        // When
        _ = sut.handle(.altBackspace)
        let once = sut.text
        _ = sut.handle(.altBackspace)

        // Then
        #expect(once == ":open cards/")
        #expect(sut.text == ":open ")
    }

    @Test(arguments: CutRun.all)
    func cutsInARowArePastedBackTogetherAsReadlineKillsAre(run: CutRun) {
        // Given
        var sut = makeSUT(typing: run.line, cursorAt: run.cursor)

        // When
        for key in run.keys {
            _ = sut.handle(key)
        }

        // Then
        #expect(sut.text == run.expectedLine)
        #expect(sut.cursor == run.expectedCursor)
    }

    @Test func altYAfterCtrlYSwapsInTheEarlierCutsInTurnAndComesRound() {
        // Given: "three", then "two", then "one" cut apart, which leaves two spaces
        var sut = makeSUT(typing: "one two three")
        for key in [Key.altBackspace, .left, .altBackspace, .left, .altBackspace, .end] {
            _ = sut.handle(key)
        }

        // When
        _ = sut.handle(.control("y"))
        var lines = [sut.text]
        for _ in 1...3 {
            _ = sut.handle(.alt("y"))
            lines.append(sut.text)
        }

        // Then
        #expect(lines == ["  one", "  two", "  three", "  one"])
        #expect(sut.cursor == 5)
    }

    @Test func wordMovesTreatEmojiAndPunctuationAsSpaceBetweenWords() {
        // Given
        var sut = makeSUT(typing: "👩‍💻 张伟, abc", cursorAt: 0)

        // When
        _ = sut.handle(.wordRight)
        let first = sut.cursor
        _ = sut.handle(.wordRight)

        // Then
        #expect(first == 4)
        #expect(sut.cursor == 9)
    }

    // MARK: - Screen and Submitting

    @Test func ctrlLAsksForTheScreenToBeClearedAndKeepsTheLine() {
        // Given
        var sut = makeSUT(typing: ":tre", cursorAt: 2)

        // When
        let outcome = sut.handle(.control("l"))

        // Then
        #expect(outcome == .clearScreen)
        #expect(sut.text == ":tre")
        #expect(sut.cursor == 2)
    }

    @Test func enterSubmitsTheWholeLineWhereverTheCursorIs() {
        // Given
        var sut = makeSUT(typing: ":open news/3", cursorAt: 2)

        // When
        let outcome = sut.handle(.enter)

        // Then
        #expect(outcome == .submitted(":open news/3"))
        #expect(sut.history.entries == [":open news/3"])
    }

    @Test func enterSubmitsAnEmptyLineAndKeepsItOutOfTheHistory() {
        // Given
        var sut = makeSUT()

        // When
        let outcome = sut.handle(.enter)

        // Then
        #expect(outcome == .submitted(""))
        #expect(sut.history.entries.isEmpty)
    }

    @Test func enterNeverAddsTheLineSubmittedBeforeAgain() {
        // Given
        var sut = makeSUT(history: [":tree"])
        _ = sut.handle(.up)

        // When
        let outcome = sut.handle(.enter)

        // Then
        #expect(outcome == .submitted(":tree"))
        #expect(sut.history.entries == [":tree"])
    }

    // MARK: - Masked

    @Test func aMaskedLineEditsLikeAnyOther() {
        // Given
        var sut = makeSUT(typing: "48293", isMasked: true)

        // When
        _ = sut.handle(.left)
        _ = sut.handle(.text("1"))
        _ = sut.handle(.control("a"))
        _ = sut.handle(.delete)

        // Then
        #expect(sut.text == "82913")
        #expect(sut.cursor == 0)
    }

    @Test func aMaskedLineIsNeverAddedToTheHistory() {
        // Given
        var sut = makeSUT(typing: "482913", history: [":help"], isMasked: true)

        // When
        let outcome = sut.handle(.enter)

        // Then
        #expect(outcome == .submitted("482913"))
        #expect(sut.history.entries == [":help"])
    }

    @Test(arguments: [Key.up, .control("p"), .control("r"), .tab])
    func aMaskedLineOffersNoHistoryNorCompletion(key: Key) {
        // Given
        var sut = makeSUT(typing: ":", history: [":help"], completions: [":help"], isMasked: true)

        // When
        let outcome = sut.handle(key)
        let second = sut.handle(key)

        // Then
        #expect(outcome == .editing)
        #expect(second == .editing)
        #expect(sut.text == ":")
        #expect(sut.searchQuery == nil)
    }

    // MARK: - History

    @Test(arguments: [(Key.up, Key.down), (.control("p"), .control("n"))])
    func upAndDownBrowseTheHistory(previous: Key, next: Key) {
        // Given
        var sut = makeSUT(history: ["1", ":tree", ":help"])

        // When
        let lines = [previous, previous, previous, previous, next, next].map { key -> String in
            _ = sut.handle(key)
            return sut.text
        }

        // Then
        #expect(lines == [":help", ":tree", "1", "1", ":tree", ":help"])
        #expect(sut.cursor == 5)
    }

    @Test func theHalfTypedLineComesBackAfterTheNewestEntry() {
        // Given
        var sut = makeSUT(typing: ":op", history: [":help"])
        _ = sut.handle(.left)

        // When
        _ = sut.handle(.up)
        let recalled = sut.text
        _ = sut.handle(.down)

        // Then
        #expect(recalled == ":help")
        #expect(sut.text == ":op")
        #expect(sut.cursor == 3)
    }

    @Test func downOnTheLineBeingTypedDoesNothing() {
        // Given
        var sut = makeSUT(typing: ":op", history: [":help"])

        // When
        _ = sut.handle(.down)

        // Then
        #expect(sut.text == ":op")
    }

    @Test func upWithNoHistoryDoesNothing() {
        // Given
        var sut = makeSUT(typing: ":op")

        // When
        _ = sut.handle(.up)

        // Then
        #expect(sut.text == ":op")
    }

    @Test func editingARecalledLineKeepsTheEditWhileBrowsingAndLeavesTheHistoryAlone() {
        // Given
        var sut = makeSUT(history: [":open news", ":tree"])
        _ = sut.handle(.up)
        _ = sut.handle(.up)
        _ = sut.handle(.text("/3"))

        // When
        _ = sut.handle(.down)
        _ = sut.handle(.up)
        let edited = sut.text
        let outcome = sut.handle(.enter)

        // Then
        #expect(edited == ":open news/3")
        #expect(outcome == .submitted(":open news/3"))
        #expect(sut.history.entries == [":open news", ":tree", ":open news/3"])
    }

    @Test func settingTheHistoryStartsBrowsingAfresh() {
        // Given
        var sut = makeSUT(history: ["1", "2"])
        _ = sut.handle(.up)

        // When
        sut.history = LineHistory()
        _ = sut.handle(.down)

        // Then
        #expect(sut.text == "2")
    }

    // MARK: - Completion

    @Test func tabCompletesTheOnlyCandidate() {
        // Given
        var sut = makeSUT(typing: ":he", completions: [":help", ":tree"])

        // When
        let outcome = sut.handle(.tab)

        // Then
        #expect(outcome == .editing)
        #expect(sut.text == ":help")
        #expect(sut.cursor == 5)
    }

    @Test func tabWithNothingToCompleteAsksTheAppOnceForTheLine() {
        // Given
        var sut = makeSUT(typing: ":open cards/", completions: [":open cards", ":help"])

        // When
        let first = sut.handle(.tab)
        let second = sut.handle(.tab)

        // Then
        #expect(first == .completionsWanted(":open cards/"))
        #expect(second == .editing)
        #expect(sut.text == ":open cards/")
    }

    @Test func linesTheAppGivesCompleteAsTheTabThatAskedThenListOnTheNext() {
        // Given
        var sut = makeSUT(typing: ":open cards/", completions: [":help"])
        _ = sut.handle(.tab)

        // When
        let answered = sut.addCompletions([":open cards/12", ":open cards/13"])
        let listed = sut.handle(.tab)

        // Then: the part they share, then the choices
        #expect(answered == .editing)
        #expect(sut.text == ":open cards/1")
        #expect(listed == .choices([":open cards/12", ":open cards/13"]))
    }

    @Test func aSingleLineTheAppGivesCompletesTheLine() {
        // Given
        var sut = makeSUT(typing: ":open news/", completions: [])
        _ = sut.handle(.tab)

        // When
        _ = sut.addCompletions([":open news/3"])

        // Then
        #expect(sut.text == ":open news/3")
    }

    @Test func tabKeepsTheCandidateAsGivenTrailingSpaceIncluded() {
        // Given
        var sut = makeSUT(typing: ":o", completions: [":help", ":open "])

        // When
        _ = sut.handle(.tab)

        // Then
        #expect(sut.text == ":open ")
    }

    @Test func firstTabAddsTheCommonPrefixAndSecondListsTheChoices() {
        // Given
        let tabs = [":tab News", ":tab Cards", ":tab Profile", ":tree"]
        var sut = makeSUT(typing: ":ta", completions: tabs)

        // When
        let first = sut.handle(.tab)
        let completed = sut.text
        let second = sut.handle(.tab)

        // Then
        #expect(first == .editing)
        #expect(completed == ":tab ")
        #expect(second == .choices([":tab News", ":tab Cards", ":tab Profile"]))
        #expect(sut.text == ":tab ")
    }

    @Test func aFirstTabWithNothingToAddListsNothing() {
        // Given
        var sut = makeSUT(typing: ":t", completions: [":tab News", ":tree"])

        // When
        let first = sut.handle(.tab)

        // Then
        #expect(first == .editing)
        #expect(sut.text == ":t")
    }

    @Test func tabsNotInARowDoNotListTheChoices() {
        // Given
        var sut = makeSUT(typing: ":t", completions: [":tab News", ":tree"])
        _ = sut.handle(.tab)
        _ = sut.handle(.left)
        _ = sut.handle(.right)

        // When
        let outcome = sut.handle(.tab)

        // Then
        #expect(outcome == .editing)
    }

    @Test func aLineThatIsACandidateAndThePrefixOfOthersListsThemAll() {
        // Given
        var sut = makeSUT(typing: ":tab", completions: [":tab", ":tab News", ":tab", ":tab Cards"])

        // When
        _ = sut.handle(.tab)
        let outcome = sut.handle(.tab)

        // Then
        #expect(outcome == .choices([":tab", ":tab News", ":tab Cards"]))
    }

    @Test func tabWithNoCandidateChangesNothingWhenTheAppHasNoneEither() {
        // Given
        var sut = makeSUT(typing: ":x", completions: [":help", ":tree"])
        _ = sut.handle(.tab)

        // When
        let answered = sut.addCompletions([])
        let second = sut.handle(.tab)

        // Then
        #expect(answered == .editing)
        #expect(second == .editing)
        #expect(sut.text == ":x")
    }

    @Test func tabWithTheCursorBeforeTheEndDoesNothing() {
        // Given
        var sut = makeSUT(typing: ":he", cursorAt: 2, completions: [":help"])

        // When
        let outcome = sut.handle(.tab)

        // Then
        #expect(outcome == .editing)
        #expect(sut.text == ":he")
        #expect(sut.cursor == 2)
    }

    @Test func tabOnAnEmptyLineOffersEveryCompletion() {
        // Given
        var sut = makeSUT(completions: [":help", ":tree"])

        // When
        _ = sut.handle(.tab)
        let outcome = sut.handle(.tab)

        // Then
        #expect(sut.text == ":")
        #expect(outcome == .choices([":help", ":tree"]))
    }

    // MARK: - Reverse Search

    @Test func ctrlRFindsTheNewestEntryWithTheQuery() {
        // Given
        var sut = makeSUT(history: [":open news/3", ":tree", ":open cards/2", "2"])

        // When
        _ = sut.handle(.control("r"))
        let started = sut.searchQuery
        _ = sut.handle(.text("open"))

        // Then
        #expect(started == "")
        #expect(sut.searchQuery == "open")
        #expect(sut.text == ":open cards/2")
        #expect(sut.cursor == 1)
        #expect(sut.isSearchFailing == false)
    }

    @Test func typingRefinesTheSearch() {
        // Given
        var sut = makeSUT(history: [":open news/3", ":tree", ":open cards/2"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("o"))

        // When
        _ = sut.handle(.text("p"))
        _ = sut.handle(.text("en n"))

        // Then
        #expect(sut.text == ":open news/3")
        #expect(sut.cursor == 1)
    }

    @Test func ctrlRAgainFindsAnOlderEntry() {
        // Given
        var sut = makeSUT(history: [":open news/3", ":tree", ":open cards/2"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("open"))

        // When
        _ = sut.handle(.control("r"))

        // Then
        #expect(sut.text == ":open news/3")
    }

    @Test func ctrlRAgainFindsAnEarlierMatchInTheSameEntryFirst() {
        // Given
        var sut = makeSUT(history: [":open news", ":tab News :tab Cards"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("tab"))

        // When
        let positions = (1...3).map { _ -> Int in
            _ = sut.handle(.control("r"))
            return sut.cursor
        }

        // Then
        #expect(positions == [1, 1, 1])
        #expect(sut.text == ":tab News :tab Cards")
        #expect(sut.isSearchFailing)
    }

    @Test func aQueryThatMatchesNothingFailsAndKeepsTheLastEntryFound() {
        // Given
        var sut = makeSUT(history: [":open news/3", ":tree"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("tr"))

        // When
        _ = sut.handle(.text("x"))

        // Then
        #expect(sut.isSearchFailing)
        #expect(sut.text == ":tree")
    }

    @Test func ctrlRPastTheOldestMatchFails() {
        // Given
        var sut = makeSUT(history: [":tree", "1"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("tree"))

        // When
        _ = sut.handle(.control("r"))

        // Then
        #expect(sut.isSearchFailing)
        #expect(sut.text == ":tree")
    }

    @Test func backspaceShortensTheQueryAndSearchesAgain() {
        // Given
        var sut = makeSUT(typing: "x", history: [":tree", ":tab News"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("tr"))

        // When
        _ = sut.handle(.backspace)
        let shortened = sut.text
        _ = sut.handle(.backspace)

        // Then
        #expect(shortened == ":tab News")
        #expect(sut.searchQuery == "")
        #expect(sut.text == "x")
    }

    @Test func enterSubmitsTheEntryFound() {
        // Given
        var sut = makeSUT(typing: "half", history: [":tree", "1"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("re"))

        // When
        let outcome = sut.handle(.enter)

        // Then
        #expect(outcome == .submitted(":tree"))
        #expect(sut.searchQuery == nil)
        #expect(sut.history.entries == [":tree", "1", ":tree"])
    }

    @Test(arguments: [Key.control("g"), .escape])
    func ctrlGAndEscapeCancelTheSearch(key: Key) {
        // Given
        var sut = makeSUT(typing: "half", cursorAt: 2, history: [":tree"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("tr"))

        // When
        let outcome = sut.handle(key)

        // Then
        #expect(outcome == .editing)
        #expect(sut.searchQuery == nil)
        #expect(sut.text == "half")
        #expect(sut.cursor == 2)
    }

    @Test func aMovementKeyKeepsTheEntryFoundAndMoves() {
        // Given
        var sut = makeSUT(history: [":open news/3", ":tree"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("news"))

        // When
        _ = sut.handle(.right)

        // Then
        #expect(sut.searchQuery == nil)
        #expect(sut.text == ":open news/3")
        #expect(sut.cursor == 7)
    }

    @Test func anEditingKeyKeepsTheEntryFoundAndEdits() {
        // Given
        var sut = makeSUT(history: [":open news/3", ":tree"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("news"))

        // When
        _ = sut.handle(.control("k"))

        // Then
        #expect(sut.searchQuery == nil)
        #expect(sut.text == ":open ")
    }

    @Test func browsingGoesOnFromTheEntryFound() {
        // Given
        var sut = makeSUT(typing: "half", history: ["1", ":tree", "2"])
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("tree"))
        _ = sut.handle(.end)

        // When
        _ = sut.handle(.down)
        let newer = sut.text
        _ = sut.handle(.down)

        // Then
        #expect(newer == "2")
        #expect(sut.text == "half")
    }

    @Test func ctrlRWithNoQueryYetStaysPut() {
        // Given
        var sut = makeSUT(typing: "half", history: [":tree"])
        _ = sut.handle(.control("r"))

        // When
        _ = sut.handle(.control("r"))

        // Then
        #expect(sut.searchQuery == "")
        #expect(sut.isSearchFailing == false)
        #expect(sut.text == "half")
    }

    @Test func aPasteDuringASearchRefinesTheQueryWithoutItsControlCharacters() {
        // Given
        var sut = makeSUT(history: [":open news/3", ":tree"])
        _ = sut.handle(.control("r"))

        // When
        let outcome = sut.handle(.paste("news\u{7}"))

        // Then
        #expect(outcome == .notice("Control characters in the paste were left out."))
        #expect(sut.searchQuery == "news")
        #expect(sut.text == ":open news/3")
    }

    @Test func aQueryLongerThanEveryEntryFails() {
        // Given
        var sut = makeSUT(typing: "half", history: [":tree", ":open news/3"])
        _ = sut.handle(.control("r"))

        // When
        _ = sut.handle(.paste(String(repeating: ":open news/3", count: 100)))

        // Then
        #expect(sut.isSearchFailing)
        #expect(sut.text == "half")
    }

    @Test(.timeLimit(.minutes(1)))
    func aLongQueryOverLongEntriesIsFoundInLinearTime() {
        // Given: a full history of 20,000-character lines; a plain search for 10,000 characters and a mismatch at
        // the end compares 10,000 characters at each of 10,000 places of each of 100 lines, 10^10 comparisons in all
        let lines = (0..<LineHistory.defaultCapacity).map { String(repeating: "a", count: 20_000) + "\($0)" }
        var sut = makeSUT(history: lines)
        _ = sut.handle(.control("r"))

        // When
        _ = sut.handle(.paste(String(repeating: "a", count: 10_000) + "b"))
        let failed = sut.isSearchFailing
        _ = sut.handle(.backspace)
        let found = (sut.text, sut.cursor)
        _ = sut.handle(.control("r"))

        // Then
        #expect(failed)
        #expect(found == (lines[LineHistory.defaultCapacity - 1], 10_000))
        #expect(sut.cursor == 9_999)
    }

    @Test func ctrlRWithNoHistoryDoesNotSearch() {
        // Given
        var sut = makeSUT(typing: "a")

        // When
        _ = sut.handle(.control("r"))
        _ = sut.handle(.text("b"))

        // Then
        #expect(sut.searchQuery == nil)
        #expect(sut.text == "ab")
    }

    // MARK: - Paste

    @Test func aPasteIsInsertedAtTheCursorAndNeverSubmitted() {
        // Given
        var sut = makeSUT(typing: ":open ", history: [])

        // When
        let outcome = sut.handle(.paste("cards/1"))

        // Then
        #expect(outcome == .editing)
        #expect(sut.text == ":open cards/1")
        #expect(sut.cursor == 13)
        #expect(sut.history.entries.isEmpty)
    }

    @Test func lineBreaksAndTabsInAPasteBecomeOneSpaceEach() {
        // Given
        var sut = makeSUT()

        // When
        let outcome = sut.handle(.paste(":quit\n:help\r\n:tree\r1\t2\u{2028}3\n"))

        // Then
        #expect(outcome == .editing)
        #expect(sut.text == ":quit :help :tree 1 2 3 ")
    }

    @Test(arguments: ["07", "00", "7F", "202E"])
    func controlCharactersInAPasteAreLeftOutWithOneNotice(hexadecimal: String) throws {
        // Given
        var sut = makeSUT()
        let control = String(try #require(UInt32(hexadecimal, radix: 16).flatMap(Unicode.Scalar.init)))

        // When
        let outcome = sut.handle(.paste("a\(control)[31mb\(control)c"))

        // Then
        #expect(outcome == .notice("Control characters in the paste were left out."))
        #expect(sut.text == "a[31mbc")
    }

    @Test func anEscapeSequenceInAPasteIsLeftOutWholeWithOneNotice() {
        // Given
        var sut = makeSUT()
        let escape = "\u{1B}"

        // When
        let outcome = sut.handle(.paste("a\(escape)[31mred\(escape)[0m \u{9B}1mb"))

        // Then
        #expect(outcome == .notice("Control characters in the paste were left out."))
        #expect(sut.text == "ared b")
    }

    @Test func aPasteInTheMiddleKeepsWhatFollows() {
        // Given
        var sut = makeSUT(typing: ":open 3", cursorAt: 6)

        // When
        _ = sut.handle(.paste("news/"))

        // Then
        #expect(sut.text == ":open news/3")
        #expect(sut.cursor == 11)
    }

    @Test func aLineStopsAtItsLimitAndSaysSoOnce() {
        // Given
        var sut = makeSUT()
        let long = String(repeating: "ab", count: LineEditor.maximumLength)

        // When
        let outcome = sut.handle(.paste(long))
        let more = sut.handle(.text("c"))

        // Then
        #expect(sut.text.utf8.count == LineEditor.maximumLength)
        #expect(outcome == .notice("The line is at its limit of 65536 bytes: the rest was left out."))
        #expect(more == .editing)
    }

    @Test func keysTypedPastTheLimitGiveOneNoticeAndTheNextRunAnother() {
        // Given: a full line
        var sut = makeSUT()
        _ = sut.handle(.paste(String(repeating: "a", count: LineEditor.maximumLength)))

        // When: 2,000 keys, a move among them, then a Backspace and 2,000 more
        let keys = Array(repeating: Key.text("x"), count: 1_000) + [.left] + Array(repeating: .text("y"), count: 999)
        let first = keys.map { sut.handle($0) }
        _ = sut.handle(.backspace)
        let second = keys.map { sut.handle($0) }

        // Then
        #expect(first.filter { $0 != .editing }.count == 1)
        #expect(second.filter { $0 != .editing }.count == 1)
        #expect(sut.text.utf8.count == LineEditor.maximumLength)
    }

    @Test(arguments: [
        ([Key.backspace], false),  // the last character
        ([.home, .delete], true),  // the first
    ])
    func aCharacterDeletedAtAnEndOfAFullLineMakesRoomForOneKeyAndTheNextPastItIsSaidAgain(
        keys: [Key],
        isAtStart: Bool
    ) {
        // Given: a full line, and a key past it already refused with its notice
        var sut = makeSUT()
        _ = sut.handle(.paste(String(repeating: "a", count: LineEditor.maximumLength)))
        let refused = sut.handle(.text("y"))

        // When
        for key in keys { _ = sut.handle(key) }
        let fits = sut.handle(.text("x"))
        let past = sut.handle(.text("y"))

        // Then
        let notice = LineEditor.Outcome.notice("The line is at its limit of 65536 bytes: the rest was left out.")
        #expect(refused == notice)
        #expect(fits == .editing)
        #expect(past == notice, "a new run of refused keys gets a notice of its own")
        #expect(sut.text.utf8.count == LineEditor.maximumLength)
        #expect(isAtStart ? sut.text.hasPrefix("xa") : sut.text.hasSuffix("ax"))
    }

    @Test(arguments: [false, true])
    func aPasteCutShortSaysSo(withAControlCharacter: Bool) {
        // Given
        var sut = makeSUT()
        let bell = "\u{7}"

        // When
        let outcome = sut.handle(.paste(withAControlCharacter ? "a\(bell)bc" : "abc", isCut: true))

        // Then
        let notice = "The paste was longer than 65536 bytes: the rest was left out"
        #expect(outcome == .notice(notice + (withAControlCharacter ? ", and so were its control characters." : ".")))
        #expect(sut.text == "abc")
    }

    // MARK: - Characters

    @Test func theCursorMovesByWholeCharacters() {
        // Given
        var sut = makeSUT(typing: "a张👩‍💻e\u{301}🇫🇷")

        // When
        var stops: [Int] = []
        for _ in 0..<6 {
            _ = sut.handle(.left)
            stops.append(sut.cursor)
        }

        // Then
        #expect(sut.characters.count == 5)
        #expect(stops == [4, 3, 2, 1, 0, 0])
    }

    @Test func backspaceDeletesAWholeCharacter() {
        // Given
        var sut = makeSUT(typing: "a👩‍💻")

        // When
        _ = sut.handle(.backspace)

        // Then
        #expect(sut.text == "a")
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        // Given
        var sut = makeSUT(typing: "e")

        // When
        _ = sut.handle(.text("\u{301}"))

        // Then
        #expect(sut.text == "e\u{301}")
        #expect(sut.characters.count == 1)
        #expect(sut.cursor == 1)
    }

    @Test func twoRegionalIndicatorsTypedApartMakeOneFlag() {
        // Given
        var sut = makeSUT(typing: "\u{1F1EB}")

        // When
        _ = sut.handle(.text("\u{1F1F7}"))

        // Then
        #expect(sut.characters == ["🇫🇷"])
        #expect(sut.cursor == 1)
    }

    // MARK: - Helpers

    private func makeSUT(
        typing line: String = "",
        cursorAt cursor: Int? = nil,
        history lines: [String] = [],
        completions: [String] = [],
        isMasked: Bool = false
    ) -> LineEditor {
        var history = LineHistory()
        for entry in lines {
            history.add(entry)
        }
        var sut = LineEditor(history: history, completions: completions, isMasked: isMasked)
        for character in line {
            _ = sut.handle(.text(String(character)))
        }
        if let cursor {
            while sut.cursor > cursor {
                _ = sut.handle(.left)
            }
        }
        return sut
    }
}

// MARK: - Cases

extension LineEditorTests {
    /// One key on a line, and the line and the cursor it leaves, named so that no control character is printed.
    struct KeyCase: Sendable, CustomTestStringConvertible {
        let name: String
        let key: Key
        let line: String
        let cursor: Int
        let expectedLine: String
        let expectedCursor: Int

        var testDescription: String { "\(name) on \"\(line)\" at \(cursor)" }

        /// A key that leaves the line as it was and the cursor where it was.
        static func unchanged(_ name: String, _ key: Key) -> KeyCase {
            KeyCase(name: name, key: key, line: "abc", cursor: 1, expectedLine: "abc", expectedCursor: 1)
        }

        static let oneKey: [KeyCase] = [
            KeyCase(
                name: "Home",
                key: .home,
                line: ":open news",
                cursor: 10,
                expectedLine: ":open news",
                expectedCursor: 0
            ),
            KeyCase(
                name: "Ctrl-A",
                key: .control("a"),
                line: ":open news",
                cursor: 10,
                expectedLine: ":open news",
                expectedCursor: 0
            ),
            KeyCase(
                name: "End",
                key: .end,
                line: ":open news",
                cursor: 2,
                expectedLine: ":open news",
                expectedCursor: 10
            ),
            KeyCase(
                name: "Ctrl-E",
                key: .control("e"),
                line: ":open news",
                cursor: 2,
                expectedLine: ":open news",
                expectedCursor: 10
            ),
            KeyCase(name: "Backspace", key: .backspace, line: "abc", cursor: 2, expectedLine: "ac", expectedCursor: 1),
            KeyCase(
                name: "Backspace at the start",
                key: .backspace,
                line: "abc",
                cursor: 0,
                expectedLine: "abc",
                expectedCursor: 0
            ),
            KeyCase(name: "Delete", key: .delete, line: "abc", cursor: 1, expectedLine: "ac", expectedCursor: 1),
            KeyCase(name: "Ctrl-D", key: .control("d"), line: "abc", cursor: 1, expectedLine: "ac", expectedCursor: 1),
            KeyCase(
                name: "Delete at the end",
                key: .delete,
                line: "abc",
                cursor: 3,
                expectedLine: "abc",
                expectedCursor: 3
            ),
            KeyCase(
                name: "Ctrl-D at the end",
                key: .control("d"),
                line: "abc",
                cursor: 3,
                expectedLine: "abc",
                expectedCursor: 3
            ),
            KeyCase(
                name: "Ctrl-U",
                key: .control("u"),
                line: ":open news",
                cursor: 6,
                expectedLine: "news",
                expectedCursor: 0
            ),
            KeyCase(
                name: "Ctrl-K",
                key: .control("k"),
                line: ":open news",
                cursor: 5,
                expectedLine: ":open",
                expectedCursor: 5
            ),
            KeyCase(
                name: "Ctrl-W, punctuation and all",
                key: .control("w"),
                line: ":open cards/1  ",
                cursor: 15,
                expectedLine: ":open ",
                expectedCursor: 6
            ),
            KeyCase(
                name: "Alt-Backspace",
                key: .altBackspace,
                line: ":open cards/1",
                cursor: 13,
                expectedLine: ":open cards/",
                expectedCursor: 12
            ),
            KeyCase(
                name: "Alt-Backspace, any script",
                key: .altBackspace,
                line: "Zoë 张伟",
                cursor: 6,
                expectedLine: "Zoë ",
                expectedCursor: 4
            ),
            KeyCase(
                name: "Alt-D",
                key: .alt("d"),
                line: ":open cards/1",
                cursor: 5,
                expectedLine: ":open/1",
                expectedCursor: 5
            ),
            KeyCase(
                name: "Alt-Shift-D",
                key: .alt("D"),
                line: ":open cards/1",
                cursor: 5,
                expectedLine: ":open/1",
                expectedCursor: 5
            ),
            KeyCase(
                name: "Alt-Shift-B",
                key: .alt("B"),
                line: ":open news",
                cursor: 10,
                expectedLine: ":open news",
                expectedCursor: 6
            ),
            KeyCase(
                name: "Alt-Shift-F",
                key: .alt("F"),
                line: ":open news",
                cursor: 0,
                expectedLine: ":open news",
                expectedCursor: 5
            ),
            KeyCase(
                name: "Ctrl-T",
                key: .control("t"),
                line: "abcd",
                cursor: 1,
                expectedLine: "bacd",
                expectedCursor: 2
            ),
            KeyCase(
                name: "Ctrl-T at the end",
                key: .control("t"),
                line: ":hlep",
                cursor: 5,
                expectedLine: ":hlpe",
                expectedCursor: 5
            ),
            KeyCase(
                name: "Ctrl-T at the start",
                key: .control("t"),
                line: "abc",
                cursor: 0,
                expectedLine: "abc",
                expectedCursor: 0
            ),
            KeyCase(
                name: "Ctrl-T on one character",
                key: .control("t"),
                line: "a",
                cursor: 1,
                expectedLine: "a",
                expectedCursor: 1
            ),
            KeyCase(
                name: "Ctrl-T on none",
                key: .control("t"),
                line: "",
                cursor: 0,
                expectedLine: "",
                expectedCursor: 0
            ),
            KeyCase(
                name: "Ctrl-T, whole characters",
                key: .control("t"),
                line: "e\u{301}张",
                cursor: 2,
                expectedLine: "张e\u{301}",
                expectedCursor: 2
            ),
            unchanged("Insert", .insert),
            unchanged("Page Up", .pageUp),
            unchanged("Page Down", .pageDown),
            unchanged("Shift-Tab", .backTab),
            unchanged("Escape", .escape),
            unchanged("Ctrl-C", .control("c")),
            unchanged("Ctrl-X", .control("x")),
            unchanged("Alt-X", .alt("x")),
            unchanged("Ctrl-Y with nothing cut", .control("y")),
            unchanged("Alt-Y with nothing pasted back", .alt("y")),
        ]
    }

    /// Keys that cut and paste back, on a line, and the line and the cursor they leave.
    struct CutRun: Sendable, CustomTestStringConvertible {
        let name: String
        let line: String
        let cursor: Int
        let keys: [Key]
        let expectedLine: String
        let expectedCursor: Int

        var testDescription: String { "\(name) on \"\(line)\" at \(cursor)" }

        static let all: [CutRun] = [
            CutRun(
                name: "Ctrl-W Ctrl-W Ctrl-Y",
                line: "hello world test",
                cursor: 16,
                keys: [.control("w"), .control("w"), .control("y")],
                expectedLine: "hello world test",
                expectedCursor: 16
            ),
            CutRun(
                name: "Alt-D Alt-D Ctrl-Y",
                line: "hello world test",
                cursor: 0,
                keys: [.alt("d"), .alt("d"), .control("y")],
                expectedLine: "hello world test",
                expectedCursor: 11
            ),
            CutRun(
                name: "Alt-Backspace twice, Ctrl-Y",
                line: ":open cards/12",
                cursor: 14,
                keys: [.altBackspace, .altBackspace, .control("y")],
                expectedLine: ":open cards/12",
                expectedCursor: 14
            ),
            CutRun(
                name: "Alt-D Ctrl-K Ctrl-Y",
                line: "one two three",
                cursor: 0,
                keys: [.alt("d"), .control("k"), .control("y")],
                expectedLine: "one two three",
                expectedCursor: 13
            ),
            CutRun(
                name: "Ctrl-U Ctrl-K Ctrl-Y",
                line: "one two",
                cursor: 3,
                keys: [.control("u"), .control("k"), .control("y")],
                expectedLine: "one two",
                expectedCursor: 7
            ),
            CutRun(
                name: "Ctrl-K Ctrl-U Ctrl-Y",
                line: "one two",
                cursor: 3,
                keys: [.control("k"), .control("u"), .control("y")],
                expectedLine: "one two",
                expectedCursor: 7
            ),
            CutRun(
                name: "Ctrl-W Ctrl-U Ctrl-Y",
                line: "a b c",
                cursor: 5,
                keys: [.control("w"), .control("u"), .control("y")],
                expectedLine: "a b c",
                expectedCursor: 5
            ),
            CutRun(
                name: "a cut of nothing keeps the run",
                line: "one two",
                cursor: 7,
                keys: [.control("w"), .control("k"), .control("w"), .control("y")],
                expectedLine: "one two",
                expectedCursor: 7
            ),
            CutRun(
                name: "Ctrl-E ends the run",
                line: "hello world test",
                cursor: 16,
                keys: [.control("w"), .control("e"), .control("w"), .control("y")],
                expectedLine: "hello world ",
                expectedCursor: 12
            ),
            CutRun(
                name: "Ctrl-Y ends the run",
                line: "one two",
                cursor: 7,
                keys: [.control("w"), .control("y"), .control("w"), .control("y")],
                expectedLine: "one two",
                expectedCursor: 7
            ),
            CutRun(
                name: "Ctrl-Y elsewhere",
                line: "one two",
                cursor: 7,
                keys: [.control("w"), .home, .control("y")],
                expectedLine: "twoone ",
                expectedCursor: 3
            ),
            CutRun(
                name: "a cut of nothing keeps the last cut",
                line: "one two",
                cursor: 7,
                keys: [.control("w"), .home, .control("u"), .control("y")],
                expectedLine: "twoone ",
                expectedCursor: 3
            ),
            CutRun(
                name: "Alt-Y not right after Ctrl-Y",
                line: "one two",
                cursor: 7,
                keys: [.control("w"), .control("y"), .left, .alt("y")],
                expectedLine: "one two",
                expectedCursor: 6
            ),
        ]
    }
}
