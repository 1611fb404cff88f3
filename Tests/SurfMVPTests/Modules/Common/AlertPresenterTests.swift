import Testing

@testable import Modules

@MainActor @Suite struct AlertPresenterTests {
    private let view = AlertViewInputSpy()
    private let model = AlertModel(
        title: "Terms declined",
        message: "Read again?",
        actions: [AlertAction("Read again", isCancel: true), AlertAction("Cancel sign-up")]
    )

    private func makeSUT(_ model: AlertModel) -> AlertPresenter {
        let sut = AlertPresenter()
        sut.view = view
        sut.configureModule(with: model)
        return sut
    }

    @Test func showsItsModelAndReportsThePickedAction() {
        // Given
        let sut = makeSUT(model)
        var picked: [AlertAction] = []
        sut.onAction = { picked.append($0) }

        // When
        sut.viewLoaded()
        sut.selectAction(at: 1)
        sut.selectAction(at: 7)

        // Then
        #expect(view.model == model)
        #expect(picked == [AlertAction("Cancel sign-up")])
    }

    @Test func backPicksTheCancelAction() {
        // Given
        let sut = makeSUT(model)
        var picked: [AlertAction] = []
        sut.onAction = { picked.append($0) }

        // When
        let handled = sut.cancel()

        // Then
        #expect(handled)
        #expect(picked == [AlertAction("Read again", isCancel: true)])
    }

    @Test func backWithoutACancelActionIsLeftToTheStack() {
        // Given
        let sut = makeSUT(AlertModel(title: "T", message: "", actions: [AlertAction("OK")]))
        var picked = false
        sut.onAction = { _ in picked = true }

        // Then
        #expect(!sut.cancel())
        #expect(!picked)
    }
}
