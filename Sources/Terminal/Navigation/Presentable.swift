/// Something a router can show: the `Presentable` of Surf's CoordinatorsSupport and of the ApplicationCoordinator
/// example, a thin adapter that hands over the screen to show.
///
/// Routers take a `Presentable` rather than a screen so that a coordinator can pass anything that has a screen to
/// show; a `ViewController` presents itself.
@MainActor
public protocol Presentable: AnyObject {
    /// The screen to show, or `nil` when there is none, in which case a router shows nothing.
    func toPresent() -> ViewController?
}
