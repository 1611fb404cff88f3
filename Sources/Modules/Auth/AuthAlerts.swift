/// The alerts of the Auth flow, with the actions its coordinator tells apart.
nonisolated extension AlertModel {
    /// Three wrong codes in a row, saying when a new code can be sent: in `secondsUntilNewCode`, or now when it is 0.
    public static func tooManyAttempts(secondsUntilNewCode seconds: Int) -> AlertModel {
        let newCode =
            seconds > 0
            ? "A new one can be sent in \(seconds) \(seconds == 1 ? "second" : "seconds"): "
                + "type your phone or e-mail on Login again then."
            : "Type your phone or e-mail on Login again for a new one."
        return AlertModel(
            title: "Too many attempts",
            message: "That was the third wrong code, so this code no longer works. " + newCode,
            actions: [.backToLogin],
            preferredAction: .backToLogin
        )
    }

    /// The terms were declined.
    public static let termsDeclined = AlertModel(
        title: "Terms declined",
        message: "An account needs the terms accepted. Read them again, or cancel the sign-up?",
        actions: [.readAgain, .cancelSignUp],
        preferredAction: .readAgain
    )
}

nonisolated extension AlertAction {
    /// Acknowledges "Too many attempts".
    public static let backToLogin = AlertAction("Back to Login", isCancel: true)

    /// Returns to the terms.
    public static let readAgain = AlertAction("Read again", isCancel: true)

    /// Abandons the new account and returns to Login.
    public static let cancelSignUp = AlertAction("Cancel sign-up")
}
