/// Opens the links the app's queue hands it, as an app delegate opens the URLs the system hands the app: the
/// composition root's link handler.
@MainActor
public protocol LinkOpener: AnyObject {
    /// Opens `link`, and says what became of it in one line.
    func open(_ link: String) async

    /// Opens the links the opener holds itself and can open now (one kept until sign-in, once someone has signed
    /// in), before any the queue holds: they came first.
    func openHeldLinks() async
}
