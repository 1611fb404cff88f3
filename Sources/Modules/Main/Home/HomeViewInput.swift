/// What the Home presenter tells its view.
@MainActor
protocol HomeViewInput: AnyObject {
    /// Greets the signed-in person by name.
    func configure(with name: String)
}
