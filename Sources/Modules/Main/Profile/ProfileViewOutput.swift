/// What the Profile view reports to its presenter.
@MainActor
protocol ProfileViewOutput: AnyObject {
    /// The profile is about to be shown, first or again: load it.
    func viewWillAppear() async

    /// The person wants to edit the profile.
    func editProfile()

    /// The person wants to sign out.
    func signOut()
}
