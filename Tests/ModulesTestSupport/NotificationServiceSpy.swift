import Synchronization

@testable import Modules

/// Records every delivered message, so tests can read the code the way a person reads a text message.
final class NotificationServiceSpy: NotificationService {
    // MARK: - Properties

    private let delivered = Mutex<[String]>([])

    var messages: [String] { delivered.withLock { $0 } }

    /// The 6-digit code in the last message.
    var lastCode: String? {
        guard let word = messages.last?.split(separator: " ").last, word.count == 6 else { return nil }
        return String(word)
    }

    // MARK: - NotificationService

    func deliver(_ message: String) async {
        delivered.withLock { $0.append(message) }
    }
}
