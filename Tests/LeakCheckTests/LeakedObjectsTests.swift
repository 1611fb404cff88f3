import LeakCheck
import Testing

/// The leak check's finding, as an XCTest case would assert it: what is still alive, by name, from the objects given
/// and everything they own.
@MainActor @Suite struct LeakedObjectsTests {
    @Test func findsNothingWhenEverythingIsReleased() async {
        // When
        let leaked = await leakedObjects {
            let screen = ScreenStub()
            screen.onDone = { [weak screen] in screen?.onDone = nil }
            return [screen]
        }

        // Then
        #expect(leaked.isEmpty)
    }

    @Test func namesAnObjectKeptByARetainCycleByItsType() async {
        // When: a closure on the screen holds the screen strongly
        let leaked = await leakedObjects {
            let screen = ScreenStub()
            screen.onDone = { _ = screen }
            return [screen, ScreenStub()]
        }

        // Then
        #expect(leaked == ["ScreenStub"])
    }

    @Test func watchesEverythingTheObjectsOwnAtAnyDepth() async {
        // Given
        let ownership = OwnershipFake()
        var kept: [ScreenStub] = []

        // When: a screen two levels down is held from outside the flow that owned it
        let leaked = await leakedObjects(watching: ownership.ownedObjects) {
            let application = ownership.record(ScreenStub(), named: "Application")
            let cards = ownership.record(ScreenStub(), named: "Cards", ownedBy: application)
            application.onDone = { _ = cards }
            let presenter = ownership.record(ScreenStub(), named: "Presenter", ownedBy: cards)
            ownership.record(ScreenStub(), named: "Gone", ownedBy: cards)
            kept.append(presenter)
            return [application]
        }

        // Then
        #expect(leaked == ["Application › Cards › Presenter"])
        withExtendedLifetime(kept) {}
    }

    @Test func watchesOnlyTheObjectsGivenWithoutOwnership() async {
        // Given
        let ownership = OwnershipFake()
        var kept: [ScreenStub] = []

        // When: the same leak, checked without what the flow owns
        let leaked = await leakedObjects {
            let application = ownership.record(ScreenStub(), named: "Application")
            kept.append(ownership.record(ScreenStub(), named: "Presenter", ownedBy: application))
            return [application]
        }

        // Then
        #expect(leaked.isEmpty)
        withExtendedLifetime(kept) {}
    }

    @Test func waitsForTheActionBeforeChecking() async {
        // Given
        var held: ScreenStub?

        // When: the object is let go only by the action
        let leaked = await leakedObjects(
            of: {
                let object = ScreenStub()
                held = object
                return [object]
            },
            after: { held = nil }
        )

        // Then
        #expect(leaked.isEmpty)
        #expect(held == nil)
    }
}
