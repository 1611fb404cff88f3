@testable import Terminal

/// A screen that records what reached it.
@MainActor
final class ViewControllerSpy: ViewController {
    // MARK: - Properties

    let title: String
    let moduleName: String
    var helpItems: [HelpItem] = []
    var handlesBack = false

    private(set) var handledInputs: [String] = []
    private(set) var loadCount = 0
    private(set) var drawCount = 0
    private(set) var backRequests = 0

    // MARK: - Initialization

    init(_ name: String) {
        title = name
        moduleName = name
    }

    // MARK: - ViewController

    func viewDidLoad() async {
        loadCount += 1
    }

    func draw() {
        drawCount += 1
    }

    func handle(_ input: String) async {
        handledInputs.append(input)
    }

    func handleBack() async -> Bool {
        backRequests += 1
        return handlesBack
    }
}
