import Testing

@testable import Modules

/// The Auth flow's alerts: what "Too many attempts" says about the next code.
@Suite struct AuthAlertsTests {
    @Test(
        arguments: [
            (19, "A new one can be sent in 19 seconds: type your phone or e-mail on Login again then."),
            (1, "A new one can be sent in 1 second: type your phone or e-mail on Login again then."),
            (0, "Type your phone or e-mail on Login again for a new one."),
        ]
    )
    func tooManyAttemptsSaysWhenANewCodeCanBeSent(secondsUntilNewCode: Int, newCode: String) {
        // When
        let sut = AlertModel.tooManyAttempts(secondsUntilNewCode: secondsUntilNewCode)

        // Then
        #expect(sut.title == "Too many attempts")
        #expect(sut.message == "That was the third wrong code, so this code no longer works. " + newCode)
        #expect(sut.actions == [.backToLogin])
        #expect(sut.preferredAction == .backToLogin)
    }
}
