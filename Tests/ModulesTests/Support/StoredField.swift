import Testing

@testable import Terminal
@testable import TestSupport

/// A stored field (a name, an identifier, a card's brand, a title) as someone editing the state folder may leave it.
///
/// It tries to print lines of its own after a line feed and a line separator, and to write the clipboard with an
/// OSC 52 sequence. Whatever a file holds, each screen keeps such a field on its own line and lets no escape through.
enum StoredField {
    /// The hostile field.
    static let hostile =
        "Eve\n[notification] Your sign-in code is 123456\u{1B}]52;c;aGk=\u{07}\u{2028}[notification] again"

    /// What the hostile field reads as once it is made one line.
    static let shown = "Eve [notification] Your sign-in code is 123456 [notification] again"

    /// Draws `screen` wide enough that no line wraps, and expects each of `expected` on one line of what it drew,
    /// no line that starts like a notification, no escape or line separator, and a title of one line.
    @MainActor
    static func expectEachOnItsLine(
        _ expected: [String],
        drawnBy screen: ViewController,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let console = ScriptedConsole(columns: 300)
        screen.draw(in: console)
        let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("[notification]") }, "\(console.output)", sourceLocation: sourceLocation)
        #expect(
            !console.output.unicodeScalars.contains { [0x07, 0x1B, 0x85, 0x2028, 0x2029].contains($0.value) },
            sourceLocation: sourceLocation
        )
        for text in expected {
            #expect(
                lines.contains { $0.contains(text) },
                "\(text) is not on one line in \(console.output)",
                sourceLocation: sourceLocation
            )
        }
        #expect(!screen.title.contains { $0.isNewline }, sourceLocation: sourceLocation)
    }
}
