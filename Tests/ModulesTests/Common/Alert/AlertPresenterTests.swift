import Testing

@testable import Modules

/// The Alert presenter: it shows the model it was given and reports the action picked.
@MainActor @Suite struct AlertPresenterTests {
    private let view = AlertViewInputSpy()

    private func makeSUT(_ model: AlertModel) -> AlertPresenter {
        let sut = AlertPresenter()
        sut.view = view
        sut.configureModule(with: model)
        return sut
    }

    @Test func showsItsModelAndReportsThePickedAction() {
        // Given
        let sut = makeSUT(.termsDeclined)
        var picked: [AlertAction] = []
        sut.onAction = { picked.append($0) }

        // When
        sut.viewLoaded()
        sut.pick(view.action("Cancel sign-up"))

        // Then
        #expect(view.model == .termsDeclined)
        #expect(picked == [.cancelSignUp])
    }
}
