import Testing

@testable import Modules

/// A failed read is reported as a read, a failed save as a save: the person is never told that something was not
/// saved when nothing was being saved.
@Suite struct ErrorMessageTests {
    private let readFailure = StorageError(path: "/s/file.json", operation: "read", reason: "Input/output error")
    private let saveFailure = StorageError(path: "/s/file.json", operation: "save", reason: "No space left on device")

    @Test func authReadAndSaveFailuresSayWhichTheyWere() {
        #expect(AuthError.storage(readFailure).userMessage.hasPrefix("Could not read /s/file.json just now"))
        #expect(AuthError.storage(saveFailure).userMessage.hasPrefix("Could not save"))
    }

    @Test func cardReadAndSaveFailuresSayWhichTheyWere() {
        #expect(
            CardError.unreadable(readFailure).userMessage
                == "Could not read your cards just now: Input/output error. Try again later."
        )
        #expect(CardError.storage(saveFailure).userMessage.hasPrefix("Could not save"))
    }

    @Test func profileReadAndSaveFailuresSayWhichTheyWere() {
        #expect(
            ProfileError.unreadable(readFailure).userMessage
                == "Could not read your profile just now: Input/output error. Try again later."
        )
        #expect(ProfileError.storage(saveFailure).userMessage.hasPrefix("Could not save"))
    }
}
