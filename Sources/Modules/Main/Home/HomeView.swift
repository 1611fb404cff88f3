import Terminal

/// The signed-in home screen: a greeting and what you can do from here.
final class HomeView: Presentable {
    // MARK: - Properties

    var output: (any HomeViewOutput)?

    let title = "Main"

    var helpItems: [HelpItem] { [menu.helpItem] }

    private let console: any Console
    private let menu = Menu(["Sign out"])
    private var name = ""

    // MARK: - Initialization

    init(console: any Console) {
        self.console = console
    }

    // MARK: - Presentable

    func viewDidLoad() async {
        await output?.viewLoaded()
    }

    func draw() {
        console.draw(Text("Hello, \(name)!"))
        console.draw(menu)
    }

    func handle(_ input: String) async {
        guard menu.choice(for: input) == 0 else {
            console.draw(Text(menu.invalidChoiceMessage, role: .error))
            return
        }
        output?.signOut()
    }
}

// MARK: - HomeViewInput

extension HomeView: HomeViewInput {
    func configure(with name: String) {
        self.name = name
    }
}
