/// A screen: the terminal's `UIViewController`, which every module's `XView` subclasses.
///
/// A view controller is retained-mode, as in UIKit: it keeps what it shows as state, a presenter changes that state
/// through the module's view input, and the view calls `setNeedsDisplay()`. The app draws the screen when it is on
/// display, before the next prompt: the header, then `draw(in:)`, then the status line. So one state update both
/// configures a screen that is not shown yet and refreshes one that is.
///
/// The UIKit counterparts: `title` is `title`; `viewDidLoad()` and `viewWillAppear()` are their namesakes;
/// `setNeedsDisplay()` and `draw(in:)` are `UIView`'s, the console passed in being the graphics context the platform
/// provides; `showError(_:)` and `showMessage(_:)` set the status line, where an iOS screen would show an alert or a
/// banner; `handle(_:)` is a control's action; `handleBack()` is a custom back button; `applicationWillTerminate()` is
/// the app delegate's `applicationWillTerminate(_:)`.
///
/// A view controller is also `Presentable`: it presents itself, so a router takes it as it is.
@MainActor
open class ViewController: Presentable {
    // MARK: - Properties

    /// This screen's part of the header breadcrumb, such as `Login`.
    public var title: String

    /// The one-line message shown under the screen before the next prompt, once: an error or a confirmation.
    public private(set) var statusMessage: Text?

    /// Whether the screen must be drawn again before the next prompt.
    public private(set) var needsDisplay = true

    // MARK: - Initialization

    /// Creates a screen titled `title`.
    public init(title: String = "") {
        self.title = title
    }

    // MARK: - Overridable Properties

    /// The name of the module the screen belongs to, as the navigation log and `:tree` show it: the type's name
    /// without its `View` suffix, so `LoginView` is module `Login`.
    open var moduleName: String { typeModuleName }

    /// `moduleName` as the type's name gives it, worked out once.
    private lazy var typeModuleName: String = {
        let name = _typeName(type(of: self), qualified: false)
        return name.hasSuffix("View") ? String(name.dropLast(4)) : name
    }()

    /// How the screen's input is read: a plain `›` prompt unless overridden.
    open var textField: TextField { TextField(label: "") }

    /// The screen's own keys and commands, listed by `:help`; a command listed here reaches `handle(_:)`.
    open var helpItems: [HelpItem] { [] }

    /// The whole lines Tab completes to at the prompt for the screen's own commands: by default, each of
    /// `helpItems` that is a command (starts with `:`), such as `:resend`.
    open var commandCompletions: [String] {
        helpItems.map { $0.key }.filter { $0.hasPrefix(":") }
    }

    // MARK: - Lifecycle

    /// Called once, before the screen is first drawn: the place to load what it shows.
    open func viewDidLoad() async {}

    /// Called each time the screen is about to be drawn anew (first shown, or back on top): the place to refresh.
    open func viewWillAppear() async {}

    /// Called once when the app is about to quit (`:quit` or the end of input) while the screen is on a stack: the
    /// place to keep what must outlive the run.
    open func applicationWillTerminate() async {}

    // MARK: - Drawing

    /// Draws the screen's body below the header, from the screen's state.
    open func draw(in console: any Console) {}

    /// Marks the screen to be drawn again before the next prompt, after its state changed.
    public final func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Shows `message` as a one-line error under the screen.
    public final func showError(_ message: String) {
        statusMessage = Text(TerminalText.oneLine(message), role: .error)
    }

    /// Shows `message` as a one-line confirmation under the screen.
    public final func showMessage(_ message: String) {
        statusMessage = Text(TerminalText.oneLine(message), role: .success)
    }

    /// Shows `message` as a one-line hint under the screen, such as what can be typed here.
    public final func showHint(_ message: String) {
        statusMessage = Text(TerminalText.oneLine(message), role: .hint)
    }

    // MARK: - Input

    /// Handles one line typed at the prompt: anything that is not a global command.
    open func handle(_ input: String) async {}

    /// Called on `:back`; returns `true` when the screen handled it itself (an alert's cancel action, a question
    /// before dropping edits), `false` to let the stack go back.
    open func handleBack() async -> Bool { false }

    // MARK: - Presentable

    /// The screen itself.
    public final func toPresent() -> ViewController? { self }

    // MARK: - Display

    /// Draws the body and clears `needsDisplay`; the app calls it with the header already drawn.
    func display(in console: any Console) {
        needsDisplay = false
        draw(in: console)
    }

    /// The status message to draw now, cleared so it shows once.
    func takeStatusMessage() -> Text? {
        defer { statusMessage = nil }
        return statusMessage
    }
}
