/// What the EditProfile view reports to its presenter.
@MainActor
protocol EditProfileViewOutput: AnyObject {
    /// The screen is about to be shown: load the profile to edit.
    func viewLoaded() async

    /// The person typed a new name.
    func changeName(to name: String)

    /// The person switched the subscription.
    func toggleSubscription()

    /// The person wants the edits saved.
    func save() async

    /// The person wants to leave the editor.
    func close()

    /// The app is quitting: keep unsaved edits for the next time the profile is edited.
    func keepUnsavedEdits() async
}
