@testable import Terminal

/// An adapter that is not a screen itself: it presents the screen it was given, or none.
@MainActor
final class PresentableStub: Presentable {
    // MARK: - Properties

    private let screen: ViewController?

    // MARK: - Initialization

    init(presenting screen: ViewController?) {
        self.screen = screen
    }

    // MARK: - Presentable

    func toPresent() -> ViewController? {
        screen
    }
}
