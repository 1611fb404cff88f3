import Testing

@testable import SurfMVPGenerate

/// Names the generator builds on, and the titles it makes of them.
@Suite struct TypeNameTests {
    @Test(arguments: [
        ("Nickname", "Nickname"),
        ("CardNickname", "Card nickname"),
        ("URLPreview", "URL preview"),
        ("TwoFactorCode", "Two factor code"),
        ("Step2Summary", "Step2 summary"),
    ])
    func aNameIsTitledInItsWords(name: String, title: String) throws {
        // When
        let sut = try TypeName(name)

        // Then
        #expect(sut.title == title)
        #expect(sut.value == name)
    }

    @Test(arguments: ["Overview", "Preview", "Review"])
    func aNameThatOnlyEndsInTheLettersOfARoleIsTaken(name: String) throws {
        // When
        let sut = try TypeName(name)

        // Then
        #expect(sut.words == [name])
    }

    @Test(arguments: ["View", "Presenter", "Coordinator"])
    func aNameThatIsARoleIsRefused(name: String) {
        // When
        let error: GenerationError?
        do {
            _ = try TypeName(name)
            error = nil
        } catch let refusal {
            error = refusal
        }

        // Then
        #expect(error?.message == "\"\(name)\" is a role the generator adds itself: pick another name")
    }
}
