import Synchronization

@testable import Modules

/// Records every delivered message, so tests can read the code the way a person reads a text message.
final class NotificationServiceSpy: NotificationService {
    // MARK: - Properties

    private let delivered = Mutex<[String]>([])

    var messages: [String] { delivered.withLock { $0 } }

    /// The 6-digit code in the last message.
    var lastCode: String? {
        messages.last.flatMap { message in
            message.split(separator: " ").last.map(String.init).flatMap { $0.count == 6 ? $0 : nil }
        }
    }

    // MARK: - NotificationService

    func deliver(_ message: String) async {
        delivered.withLock { $0.append(message) }
    }
}
