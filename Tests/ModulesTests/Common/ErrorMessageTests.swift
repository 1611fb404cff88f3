import Testing

@testable import Modules

/// A failed read is reported as a read, a failed save as a save: the person is never told that something was not
/// saved when nothing was being saved.
@Suite struct ErrorMessageTests {
    private let readFailure = ServiceFailure(step: .read, detail: "/s/file.json: Input/output error")
    private let saveFailure = ServiceFailure(step: .save, detail: "/s/file.json: No space left on device")
    private let refusal = ServiceFailure(
        step: .refusedSave,
        detail: "another surfmvp held this state folder at launch, so this one saves nothing"
    )

    @Test func authReadAndSaveFailuresSayWhichTheyWere() {
        #expect(
            AuthError.unavailable(readFailure).userMessage
                == "Could not read /s/file.json: Input/output error. Nothing was changed; try again later."
        )
        #expect(
            AuthError.unavailable(saveFailure).userMessage
                == "Not saved: could not save /s/file.json: No space left on device. Nothing was changed."
        )
    }

    @Test func cardReadAndSaveFailuresSayWhichTheyWere() {
        #expect(
            CardError.unavailable(readFailure).userMessage
                == "Could not read your cards just now (/s/file.json: Input/output error). Try again later."
        )
        #expect(CardError.unavailable(saveFailure).userMessage.hasPrefix("Not saved: could not save"))
    }

    @Test func profileReadAndSaveFailuresSayWhichTheyWere() {
        #expect(
            ProfileError.unavailable(readFailure).userMessage
                == "Could not read your profile just now (/s/file.json: Input/output error). Try again later."
        )
        #expect(ProfileError.unavailable(saveFailure).userMessage.hasPrefix("Not saved: could not save"))
    }

    @Test func aCodeRequestThatFailedSaysNoCodeWasSentWhicheverStepFailed() {
        #expect(
            AuthError.unavailable(readFailure).codeRequestMessage
                == "Could not read /s/file.json: Input/output error. No code was sent; try again later."
        )
        #expect(
            AuthError.unavailable(saveFailure).codeRequestMessage
                == "No code was sent: could not save /s/file.json: No space left on device."
        )
        #expect(
            AuthError.unavailable(refusal).codeRequestMessage
                == "No code was sent: another surfmvp held this state folder at launch, so this one saves nothing."
        )
    }

    @Test func theWaitForANewCodeIsInSecondsAsTheAlertSaysIt() {
        #expect(AuthError.resendTooSoon(secondsLeft: 1).userMessage.hasSuffix("a new one in 1 second."))
        #expect(AuthError.resendTooSoon(secondsLeft: 19).userMessage.hasSuffix("a new one in 19 seconds."))
    }

    @Test func aRefusedSaveSaysWhyOnceWithoutTheFile() {
        let reason = "Another surfmvp held this state folder at launch, so this one saves nothing."
        #expect(CardError.unavailable(refusal).userMessage == reason + " Nothing was changed.")
        #expect(ProfileError.unavailable(refusal).userMessage == reason + " Your edits are still here.")
        #expect(AuthError.unavailable(refusal).userMessage == reason + " Nothing was changed.")
    }

    @Test func aSignUpWhoseSessionWasNotSavedSaysTheAccountWasMadeAndWhatToDo() {
        // When
        let message = AuthError.signedUpButNotSignedIn(saveFailure).userMessage

        // Then
        #expect(
            message == "Your account was made but you could not be signed in: could not save /s/file.json: "
                + "No space left on device. Choose Accept again."
        )
        #expect(!message.contains("Nothing was changed"))
    }

    @Test func aSubscriptionSavedWithoutTheNameSaysSoAndKeepsTheEdits() {
        #expect(
            ProfileError.onlySubscriptionSaved(saveFailure).userMessage
                == "Your subscription was saved but your name was not: could not save /s/file.json: "
                + "No space left on device. Your edits are still here."
        )
    }

    @Test func unsavedEditsNotKeptForNextTimeSayWhyWhenItIsAFile() {
        #expect(
            ProfileError.unavailable(saveFailure).draftNotKeptMessage
                == "Your unsaved edits were not kept for next time: could not save /s/file.json: "
                + "No space left on device."
        )
        #expect(ProfileError.signedOut.draftNotKeptMessage == "Your unsaved edits were not kept for next time.")
    }

    @Test func anIntroductionNotRememberedSaysItMayShowAgain() {
        #expect(
            saveFailure.introductionNotRememberedMessage
                == "Could not remember that the introduction was seen (could not save /s/file.json: "
                + "No space left on device); it may show again."
        )
    }
}
