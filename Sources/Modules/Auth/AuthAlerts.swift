/// The alerts of the Auth flow, with the actions its coordinator tells apart.
extension AlertModel {
    /// Three wrong codes in a row.
    public static let tooManyAttempts = AlertModel(
        title: "Too many attempts",
        message: "That was the third wrong code, so this code no longer works. Sign in again for a new one.",
        actions: [.backToLogin],
        preferredAction: .backToLogin
    )

    /// The terms were declined.
    public static let termsDeclined = AlertModel(
        title: "Terms declined",
        message: "An account needs the terms accepted. Read them again, or cancel the sign-up?",
        actions: [.readAgain, .cancelSignUp],
        preferredAction: .readAgain
    )
}

extension AlertAction {
    /// Acknowledges "Too many attempts".
    public static let backToLogin = AlertAction("Back to Login", isCancel: true)

    /// Returns to the terms.
    public static let readAgain = AlertAction("Read again", isCancel: true)

    /// Abandons the new account and returns to Login.
    public static let cancelSignUp = AlertAction("Cancel sign-up")
}
