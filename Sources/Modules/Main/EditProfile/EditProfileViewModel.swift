/// What the EditProfile screen draws, as its presenter decided it: the texts of the rows that change with the
/// draft, and whether the draft has edits that are not saved.
struct EditProfileViewModel: Equatable {
    /// The name row, such as "Name: Demo User"; the name is as typed, and the view makes it safe to draw.
    let nameRow: String

    /// The subscription row: the plan, and the one choosing the row switches to.
    let subscriptionRow: String

    /// Whether the draft differs from the saved profile.
    let hasUnsavedEdits: Bool
}
