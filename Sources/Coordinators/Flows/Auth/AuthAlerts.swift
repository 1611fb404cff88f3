import Modules

/// The alerts of the Auth flow, with the actions its coordinator tells apart.
extension AlertModel {
    /// Three wrong codes in a row.
    static let tooManyAttempts = AlertModel(
        title: "Too many attempts",
        message: "That was the third wrong code, so this code no longer works. Sign in again for a new one.",
        actions: [.backToLogin]
    )

    /// The terms were declined.
    static let termsDeclined = AlertModel(
        title: "Terms declined",
        message: "An account needs the terms accepted. Read them again, or cancel the sign-up?",
        actions: [.readAgain, .cancelSignUp]
    )
}

extension AlertAction {
    /// Acknowledges "Too many attempts".
    static let backToLogin = AlertAction("Back to Login", isCancel: true)

    /// Returns to the terms.
    static let readAgain = AlertAction("Read again", isCancel: true)

    /// Abandons the new account and returns to Login.
    static let cancelSignUp = AlertAction("Cancel sign-up")
}
