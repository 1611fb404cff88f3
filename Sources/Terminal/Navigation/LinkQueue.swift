/// The app's links: one typed with `:open` opens now; one delivered from outside waits for the next prompt (or opens
/// at once when nothing is typed at the prompt), in the order they came, after those its opener holds itself.
@MainActor
public final class LinkQueue {
    // MARK: - Properties

    /// Opens each link, and those it holds itself first.
    public weak var opener: (any LinkOpener)?

    /// The delivered links that wait for the next prompt, oldest first.
    private var pending: [String] = []

    /// Whether no delivered link waits for the next prompt.
    var isEmpty: Bool { pending.isEmpty }

    // MARK: - Initialization

    /// Creates an empty queue.
    public init() {}

    // MARK: - Public Methods

    /// Opens `link` now.
    public func open(_ link: String) async {
        await opener?.open(link)
    }

    /// Queues `link` to open at the next prompt.
    public func deliver(_ link: String) {
        pending.append(link)
    }

    // MARK: - Methods

    /// Opens the links the opener holds and can open now, then every delivered link, oldest first.
    func openAll() async {
        await opener?.openHeldLinks()
        while !pending.isEmpty {
            let link = pending.removeFirst()
            await opener?.open(link)
        }
    }

    /// Empties the queue, returning the delivered links that were waiting in it, oldest first: what the app names as
    /// not opened when it quits before its next prompt.
    func removeAll() -> [String] {
        defer { pending = [] }
        return pending
    }
}
