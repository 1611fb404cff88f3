/// What became of a link handed to a coordinator: the value `start(with:)` and `handle(deepLinkOption:)` return.
///
/// The coordinator that decides says so; nobody learns it by watching the tree change afterwards.
nonisolated enum DeepLinkOutcome: Equatable, Sendable {
    /// What the link names is on screen now (or already was).
    case opened
    /// The link waits for someone to sign in, and opens by itself then.
    case keptUntilSignedIn
    /// The link waits for the introduction to end, and opens by itself then.
    case keptUntilIntroductionIsOver
    /// The link cannot open here; `reason` is one line saying why.
    case rejected(reason: String)
}
