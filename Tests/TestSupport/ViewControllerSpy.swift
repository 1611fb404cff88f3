@testable import Terminal

/// A screen that records what reached it.
@MainActor
final class ViewControllerSpy: ViewController {
    // MARK: - Properties

    override var moduleName: String { name }
    override var helpItems: [HelpItem] { commands }
    var commands: [HelpItem] = []
    var handlesBack = false
    /// Runs as each input is handled, after it is recorded.
    var onHandle: ((String) -> Void)?

    private(set) var handledInputs: [String] = []
    private(set) var loadCount = 0
    private(set) var drawCount = 0
    private(set) var backRequests = 0

    private let name: String

    // MARK: - Initialization

    init(_ name: String) {
        self.name = name
        super.init(title: name)
    }

    // MARK: - ViewController

    override func viewDidLoad() async {
        loadCount += 1
    }

    override func draw(in console: any Console) {
        drawCount += 1
    }

    override func handle(_ input: String) async {
        handledInputs.append(input)
        onHandle?(input)
    }

    override func handleBack() async -> Bool {
        backRequests += 1
        return handlesBack
    }
}
