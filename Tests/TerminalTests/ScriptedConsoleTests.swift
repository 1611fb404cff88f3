import Testing

@testable import Terminal

/// The scripted console every flow test and the soak run on: what it records, and that it can forget it.
@MainActor struct ScriptedConsoleTests {
    @Test func clearingTheOutputForgetsTheCompletionsOfferedSoALongRunKeepsNoneOfIt() async {
        // Given: a prompt offered its completions, and output written
        let sut = ScriptedConsole(input: ["1"])
        _ = await sut.readLine(
            prompt: "› ",
            masked: false,
            completions: [":help", ":tree"],
            moreCompletions: { _ in [] },
            redrawScreen: {}
        )
        sut.write("a screen\n")
        #expect(sut.completionsOffered == [[":help", ":tree"]])

        // When
        sut.clearOutput()

        // Then
        #expect(sut.completionsOffered.isEmpty)
        #expect(sut.output.isEmpty)
    }
}
