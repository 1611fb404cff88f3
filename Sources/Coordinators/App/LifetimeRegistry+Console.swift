import Terminal

extension LifetimeRegistry {
    /// A registry that writes where the app does: lifecycle events to `tracer` when it is on, and each leak in red to
    /// `console`'s standard error.
    convenience init(tracer: Tracer, console: any Console) {
        self.init(
            trace: tracer.isEnabled ? { tracer.trace($0) } : nil,
            reportLeak: { console.writeErrorLines($0, styled: console.errorStyle.red) }
        )
    }
}
