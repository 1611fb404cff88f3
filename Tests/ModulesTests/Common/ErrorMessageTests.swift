import Testing

@testable import Modules
@testable import Storage

/// A failed read is reported as a read, a failed save as a save: the person is never told that something was not
/// saved when nothing was being saved.
@Suite struct ErrorMessageTests {
    private let readFailure = StorageError(path: "/s/file.json", operation: "read", reason: "Input/output error")
    private let saveFailure = StorageError(path: "/s/file.json", operation: "write", reason: "No space left on device")
    private let refusal = StorageError(
        refusingToSave: "/s/file.json",
        because: "another surfmvp is running on this state folder, so this one saves nothing"
    )

    @Test func authReadAndSaveFailuresSayWhichTheyWere() {
        #expect(AuthError.storage(readFailure).userMessage.hasPrefix("Could not read /s/file.json just now"))
        #expect(AuthError.storage(saveFailure).userMessage.hasPrefix("Not saved: could not write"))
    }

    @Test func cardReadAndSaveFailuresSayWhichTheyWere() {
        #expect(
            CardError.unreadable(readFailure).userMessage
                == "Could not read your cards just now: Input/output error. Try again later."
        )
        #expect(CardError.storage(saveFailure).userMessage.hasPrefix("Not saved: could not write"))
    }

    @Test func profileReadAndSaveFailuresSayWhichTheyWere() {
        #expect(
            ProfileError.unreadable(readFailure).userMessage
                == "Could not read your profile just now: Input/output error. Try again later."
        )
        #expect(ProfileError.storage(saveFailure).userMessage.hasPrefix("Not saved: could not write"))
    }

    @Test func theWaitForANewCodeIsInSecondsAsTheAlertSaysIt() {
        #expect(AuthError.resendTooSoon(secondsLeft: 1).userMessage.hasSuffix("a new one in 1 second."))
        #expect(AuthError.resendTooSoon(secondsLeft: 19).userMessage.hasSuffix("a new one in 19 seconds."))
    }

    @Test func aRefusedSaveSaysWhyOnceWithoutTheFile() {
        let reason = "Another surfmvp is running on this state folder, so this one saves nothing."
        #expect(CardError.storage(refusal).userMessage == reason + " Nothing was changed.")
        #expect(ProfileError.storage(refusal).userMessage == reason + " Your edits are still here.")
        #expect(AuthError.storage(refusal).userMessage == reason + " Nothing was changed.")
    }

    @Test func aSignUpWhoseSessionWasNotSavedSaysTheAccountWasMadeAndWhatToDo() {
        // When
        let message = AuthError.signedUpButNotSignedIn(saveFailure).userMessage

        // Then
        #expect(
            message == "Your account was made but you could not be signed in: could not write /s/file.json: "
                + "No space left on device. Choose Accept again."
        )
        #expect(!message.contains("Nothing was changed"))
    }

    @Test func aSubscriptionSavedWithoutTheNameSaysSoAndKeepsTheEdits() {
        #expect(
            ProfileError.onlySubscriptionSaved(saveFailure).userMessage
                == "Your subscription was saved but your name was not: could not write /s/file.json: "
                + "No space left on device. Your edits are still here."
        )
    }

    @Test func unsavedEditsNotKeptForNextTimeSayWhyWhenItIsAFile() {
        #expect(
            ProfileError.storage(saveFailure).draftNotKeptMessage
                == "Your unsaved edits were not kept for next time: could not write /s/file.json: "
                + "No space left on device."
        )
        #expect(ProfileError.signedOut.draftNotKeptMessage == "Your unsaved edits were not kept for next time.")
    }

    @Test func anIntroductionNotRememberedSaysItMayShowAgain() {
        #expect(
            saveFailure.introductionNotRememberedMessage
                == "Could not remember that the introduction was seen (could not write /s/file.json: "
                + "No space left on device); it may show again."
        )
    }
}
