import Testing

@testable import Terminal
@testable import TestSupport

/// A screen is what a router shows: it presents itself.
@MainActor @Suite struct ViewControllerTests {
    @Test func aViewControllerPresentsItself() {
        // Given
        let sut = ViewControllerSpy("Login")

        // When
        let presented = sut.toPresent()

        // Then
        #expect(presented === sut)
    }

    @Test func aTabBarControllerPresentsItself() {
        // Given
        let sut = TabBarController(title: "Main", tabTitles: ["News", "Cards"])

        // When
        let presented = sut.toPresent()

        // Then
        #expect(presented === sut)
    }
}

/// A screen keeps what it shows as state: a change asks for a redraw, and the status line shows once.
@MainActor @Suite struct ViewControllerStateTests {
    private let console = ScriptedConsole()

    @Test func aNewScreenNeedsDrawingAndDrawingClearsIt() {
        // Given
        let sut = ViewControllerSpy("Login")
        let needsDisplayWhenNew = sut.needsDisplay

        // When
        sut.display(in: console)

        // Then
        #expect(needsDisplayWhenNew)
        #expect(!sut.needsDisplay)
        #expect(sut.drawCount == 1)
    }

    @Test func setNeedsDisplayAsksForTheNextDraw() {
        // Given
        let sut = ViewControllerSpy("Login")
        sut.display(in: console)

        // When
        sut.setNeedsDisplay()

        // Then
        #expect(sut.needsDisplay)
    }

    @Test(arguments: ["error", "message", "hint"])
    func theStatusLineIsOneLineAndShowsOnce(kind: String) {
        // Given
        let sut = ViewControllerSpy("Login")
        let drawn: String
        switch kind {
        case "error":
            sut.showError("Not\nnow.")
            drawn = "✗ Not now.\n"
        case "message":
            sut.showMessage("Not\nnow.")
            drawn = "✓ Not now.\n"
        default:
            sut.showHint("Not\nnow.")
            drawn = "Not now.\n"
        }

        // When
        let first = sut.takeStatusMessage()?.render(style: .plain, columns: 80)
        let second = sut.takeStatusMessage()

        // Then
        #expect(first == drawn)
        #expect(second == nil)
    }
}
