import Testing

@testable import Terminal

@Suite struct StyleTests {
    @Test func colourOnlyOnATerminalWithoutOptOut() {
        #expect(Style(isTerminal: true, environment: ["TERM": "xterm"], noColor: false).isEnabled)
        #expect(!Style(isTerminal: false, environment: ["TERM": "xterm"], noColor: false).isEnabled)
        #expect(!Style(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"], noColor: false).isEnabled)
        #expect(!Style(isTerminal: true, environment: ["TERM": "dumb"], noColor: false).isEnabled)
        #expect(!Style(isTerminal: true, environment: ["TERM": "xterm"], noColor: true).isEnabled)
    }

    @Test func emptyNoColorDoesNotOptOut() {
        #expect(Style(isTerminal: true, environment: ["NO_COLOR": ""], noColor: false).isEnabled)
    }

    @Test func plainStyleWritesNoEscapes() {
        #expect(Style.plain.red("x") == "x")
        #expect(Style.ansi.red("x") == "\u{1B}[31mx\u{1B}[0m")
    }
}
