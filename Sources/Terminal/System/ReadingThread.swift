import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thread of its own that makes blocking reads, one at a time, as they are handed to it: a read that must wait
/// costs a hand-over to a thread that is already there, not a new thread for every key.
///
/// The thread is started at the first read and lives as long as the process, waiting on a condition variable (no
/// descriptor) between reads. It comes from the C library, not a dispatch queue, so a read still gets a thread when
/// no descriptor is left (`ulimit -n`).
nonisolated final class ReadingThread: Sendable {
    /// What the thread shares with whoever hands it work: the lock and condition it waits on, and the work.
    private final class Handover: @unchecked Sendable {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// The read to make next; guarded by `lock`.
        var work: (@Sendable () -> Void)?

        init() {
            pthread_mutex_init(lock, nil)
            pthread_cond_init(condition, nil)
        }

        /// Runs each read handed over, one after the other, for ever.
        func serve() {
            while true {
                pthread_mutex_lock(lock)
                while work == nil {
                    pthread_cond_wait(condition, lock)
                }
                let next = work
                work = nil
                pthread_mutex_unlock(lock)
                next?()
            }
        }
    }

    // MARK: - Properties

    private let handover = Handover()
    /// Whether the thread is there to hand reads to.
    private let isStarted = Mutex(false)

    // MARK: - Internal Methods

    /// Hands `read` to the thread, starting it the first time; returns `false`, handing nothing over, when no thread
    /// could be started.
    ///
    /// Call it again only once the previous read has run.
    func run(_ read: @escaping @Sendable () -> Void) -> Bool {
        let handover = handover
        let hasThread = isStarted.withLock { isStarted in
            if !isStarted {
                isStarted = DetachedThread.run { handover.serve() }
            }
            return isStarted
        }
        guard hasThread else { return false }
        pthread_mutex_lock(handover.lock)
        handover.work = read
        pthread_cond_signal(handover.condition)
        pthread_mutex_unlock(handover.lock)
        return true
    }
}
