/// The signed-in account's profile.
public protocol ProfileService: Sendable {
    /// The profile of whoever is signed in.
    func profile() async throws(ProfileError) -> Profile

    /// Saves an edited profile: the name and the subscription.
    func save(_ profile: Profile) async throws(ProfileError)
}

/// Why a profile request failed.
public enum ProfileError: Error, Sendable, Equatable {
    /// Nobody is signed in.
    case signedOut
    /// The profile could not be read just now.
    case unreadable(StorageError)
    /// A file could not be written.
    case storage(StorageError)
}
