/// A stand-in for a module's screen: it does nothing but hold the closure its presenter or coordinator gives it.
final class ScreenStub {
    /// Called when the screen is done.
    var onDone: (() -> Void)?
}
