/// The app's links: one typed with `:open` opens now; one delivered from outside, or held by the app until it can
/// open, waits for the next prompt, in the order it came.
@MainActor
public final class LinkQueue {
    // MARK: - Properties

    /// Opens one link; prints its own outcome line.
    public var onOpen: ((String) async -> Void)?

    /// What opens at the next prompt, oldest first: delivered links (with their text) and links the app holds as
    /// values.
    private var pending: [(link: String?, open: @MainActor () async -> Void)] = []

    /// Whether nothing waits for the next prompt.
    var isEmpty: Bool { pending.isEmpty }

    // MARK: - Initialization

    /// Creates an empty queue.
    public init() {}

    // MARK: - Public Methods

    /// Opens `link` now.
    public func open(_ link: String) async {
        await onOpen?(link)
    }

    /// Queues `link` to open at the next prompt.
    public func deliver(_ link: String) {
        pending.append((link, { [weak self] in await self?.onOpen?(link) }))
    }

    /// Runs `open` at the next prompt, after the links queued before it: how a link the app already holds (one kept
    /// until sign-in) opens once the line being handled is done, in order with the others.
    public func schedule(_ open: @escaping @MainActor () async -> Void) {
        pending.append((nil, open))
    }

    // MARK: - Methods

    /// Opens everything queued, oldest first, including what the openings queue in turn.
    func openAll() async {
        while !pending.isEmpty {
            await pending.removeFirst().open()
        }
    }

    /// Empties the queue, returning the delivered links that were waiting in it, oldest first: what the app names as
    /// not opened when it quits before its next prompt.
    func removeAll() -> [String] {
        defer { pending = [] }
        return pending.compactMap(\.link)
    }
}
