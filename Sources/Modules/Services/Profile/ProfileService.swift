/// The signed-in account's profile.
public nonisolated protocol ProfileService: Sendable {
    /// The profile of whoever is signed in.
    func profile() async throws(ProfileError) -> Profile

    /// Saves an edited profile: the name and the subscription; any kept draft is dropped.
    func save(_ profile: Profile) async throws(ProfileError)

    /// Keeps unsaved edits until the profile is next edited, for when the app quits in the middle of an edit or the
    /// session ends under it: they are kept for the account whose identifier `profile` has, signed in or not.
    func keepDraft(_ profile: Profile) async throws(ProfileError)

    /// The edits kept by ``keepDraft(_:)``, handed out once; `nil` when there are none.
    func takeKeptDraft() async -> Profile?
}

/// Why a profile request failed.
public nonisolated enum ProfileError: Error, Sendable, Equatable {
    /// Nobody is signed in.
    case signedOut
    /// The profile could not be read just now, or the edits could not be saved.
    case unavailable(ServiceFailure)
    /// The new subscription was saved but the new name was not (why it was not), and the subscription could not be
    /// put back.
    case onlySubscriptionSaved(ServiceFailure)
}
