/// A screen the screen stack can show: the terminal's `UIViewController`.
///
/// Each module's `XView` is one, as a module's view controller is in a UIKit app; `ScreenStack` (the
/// `UINavigationController`) and `TabBarController` (the `UITabBarController`) hold and show them. The UIKit
/// counterparts: `title` is `title`, `viewDidLoad()` and `viewWillAppear()` are their namesakes, `draw()` is the
/// view drawing its content, `handle(_:)` is input handling (a control's action), `handleBack()` is the back button,
/// and `applicationWillTerminate()` is the app delegate's `applicationWillTerminate(_:)`.
///
/// A view controller is also `Presentable`: it presents itself, so a router takes it as it is.
@MainActor
public protocol ViewController: Presentable {
    /// This screen's part of the header breadcrumb, e.g. `Login`.
    var title: String { get }

    /// The name of the module the screen belongs to, as the navigation log and `:tree` show it.
    var moduleName: String { get }

    /// How the screen's input is read.
    var textField: TextField { get }

    /// The screen's own keys and commands, listed by `:help`; a command listed here reaches `handle(_:)`.
    var helpItems: [HelpItem] { get }

    /// Called once, before the screen is first drawn: the place to load what it shows.
    func viewDidLoad() async

    /// Called each time the screen is about to be drawn anew (first shown, or back on top): the place to refresh.
    func viewWillAppear() async

    /// Draws the screen's body below the header.
    func draw()

    /// Handles one line typed at the prompt: anything that is not a global command.
    func handle(_ input: String) async

    /// Called on `:back`; returns `true` when the screen handled it itself (an alert's cancel action, a
    /// "discard your edits?" question), `false` to let the stack go back.
    func handleBack() async -> Bool

    /// Called once when the app is about to quit (`:quit` or the end of input) while the screen is on a stack: the
    /// place to keep what must outlive the run, as `applicationWillTerminate(_:)` is in UIKit.
    func applicationWillTerminate() async
}

extension ViewController {
    /// The screen itself.
    public func toPresent() -> (any ViewController)? { self }

    /// The type's name without its `View` suffix: `LoginView` is module `Login`.
    public var moduleName: String {
        let name = _typeName(type(of: self), qualified: false)
        return name.hasSuffix("View") ? String(name.dropLast(4)) : name
    }

    /// A plain `›` prompt.
    public var textField: TextField { TextField(label: "") }

    /// No keys of its own.
    public var helpItems: [HelpItem] { [] }

    /// Nothing to load.
    public func viewDidLoad() async {}

    /// Nothing to refresh.
    public func viewWillAppear() async {}

    /// Lets the stack go back.
    public func handleBack() async -> Bool { false }

    /// Nothing to keep.
    public func applicationWillTerminate() async {}
}
