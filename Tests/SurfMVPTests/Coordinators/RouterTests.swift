import Testing

@testable import Coordinators
@testable import Terminal

/// The `Router` the app's coordinators present with.
@MainActor @Suite struct RouterTests {
    @Test func screenStackRouterShowsOnItsStackWithTheStacksLog() {
        // Given
        let stack = ScreenStack()
        let sut = ScreenStackRouter(stack: stack)

        // When
        sut.setRootModule(PresentableSpy("Login"))
        sut.push(PresentableSpy("Code"))
        sut.present(PresentableSpy("Terms"))
        sut.dismissModule()
        sut.popModule()
        sut.push(PresentableSpy("Code"))
        sut.popToRootModule()

        // Then
        #expect(
            stack.log == [
                .setRoot("Login"), .push("Code"), .present("Terms"), .dismiss("Terms"), .pop("Code"), .push("Code"),
                .pop("Code"),
            ]
        )
        #expect(stack.breadcrumb == ["Login"])
    }
}
