import Synchronization

@testable import Modules

/// A profile kept in memory; can be told to fail.
final class ProfileServiceFake: ProfileService {
    private let state = Mutex(
        (
            profile: Profile(name: "Demo User", identifier: .demo, subscription: .free),
            draft: Profile?.none,
            failure: ProfileError?.none
        )
    )

    var storedProfile: Profile { state.withLock { $0.profile } }

    var keptDraft: Profile? { state.withLock { $0.draft } }

    func fail(with error: ProfileError?) {
        state.withLock { $0.failure = error }
    }

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
