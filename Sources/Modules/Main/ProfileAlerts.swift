/// The alerts of the Profile flow, with the actions its coordinator tells apart.
nonisolated extension AlertModel {
    /// `:back` from Edit profile with unsaved edits.
    public static let discardEdits = AlertModel(
        title: "Discard your edits?",
        message: "The changes you made to your profile have not been saved.",
        actions: [.discard, .keepEditing],
        preferredAction: .discard
    )
}

nonisolated extension AlertAction {
    /// Drops the edits and leaves the editor.
    public static let discard = AlertAction("Discard")

    /// Stays in the editor with the edits.
    public static let keepEditing = AlertAction("Keep editing", isCancel: true)
}
