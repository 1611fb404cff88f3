import Terminal

/// Stands for a module's view in a coordinator's tests: it holds the module's presenter as `output`, as every view
/// does, and nothing of the platform, so a flow runs on its modules' real presenters without their views.
@MainActor
final class ModuleScreenStub: ViewController {
    // MARK: - Properties

    /// The module's presenter, kept alive by the screen as a view keeps it.
    private(set) var output: AnyObject?

    // MARK: - Initialization

    /// Creates the screen of the module whose presenter is `output`.
    init(output: AnyObject) {
        self.output = output
        super.init()
    }
}
