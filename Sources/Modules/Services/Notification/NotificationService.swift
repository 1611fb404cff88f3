/// Delivers a message to the person's device, as a text message or an e-mail would.
public nonisolated protocol NotificationService: Sendable {
    /// Delivers `message`.
    func deliver(_ message: String) async
}
