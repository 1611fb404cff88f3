@testable import Terminal

extension ViewController {
    /// Draws the status line as the app does under the screen before the next prompt: once, then it is gone.
    func drawStatus(in console: any Console) {
        takeStatusMessage().map(console.draw)
    }
}
