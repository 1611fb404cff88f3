import Testing

@testable import Terminal

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
