/// The descriptors the Swift runtime's thread pool keeps for the life of the process, made before the app first waits
/// for a person, while there are plenty.
///
/// libdispatch makes them on first use and ends the process (SIGILL) if it cannot: the main queue's wake-up
/// descriptor, when the main thread hands the main queue over to the pool at the app's first suspension (which on a
/// busy machine can come after the prompt is shown), and the event loop's, when the pool's first thread starts (for
/// the spinner's first wait, say). Running out of descriptors later must fail only what needs a new one, in one line.
///
/// So before the app shows anything, when its input is not there yet (a person has still to type), it suspends once
/// and waits for the pool's first thread: both are made then, before a person can see the app ready; and again, once,
/// before the first prompt that has to wait. A run whose input is there already (a pipe or a file read to its end)
/// starts no thread for it and costs nothing here.
@MainActor
enum RuntimeDescriptors {
    // MARK: - Properties

    private static var isReserved = false

    // MARK: - Internal Methods

    /// Makes the descriptors, once; later calls return at once.
    static func reserve() async {
        guard !isReserved else { return }
        isReserved = true
        await Task.detached {}.value
    }
}
