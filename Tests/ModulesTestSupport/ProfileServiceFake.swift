@testable import Modules
@testable import TestSupport

/// A profile kept in memory; can be told to fail.
final class ProfileServiceFake: ProfileService {
    private struct State {
        var profile = Profile(name: "Demo User", identifier: .demo, subscription: .free)
        var draft: Profile?
        var failure: ProfileError?
    }

    // MARK: - Properties

    private let state = Locked(State())

    var storedProfile: Profile { state.profile }

    var keptDraft: Profile? { state.draft }

    func fail(with error: ProfileError?) {
        state.failure = error
    }

    // MARK: - ProfileService

    func profile() async throws(ProfileError) -> Profile {
        try state.withLock { state throws(ProfileError) in
            if let failure = state.failure { throw failure }
            return state.profile
        }
    }

    func save(_ profile: Profile) async throws(ProfileError) {
        try state.withLock { state throws(ProfileError) in
            if let failure = state.failure { throw failure }
            state.profile = profile
            state.draft = nil
        }
    }

    func keepDraft(_ profile: Profile) async throws(ProfileError) {
        try state.withLock { state throws(ProfileError) in
            if let failure = state.failure { throw failure }
            state.draft = profile
        }
    }

    func takeKeptDraft() async -> Profile? {
        state.withLock { state in
            defer { state.draft = nil }
            return state.draft
        }
    }
}
