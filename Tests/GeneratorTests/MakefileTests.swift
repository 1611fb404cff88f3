import Testing

@testable import ProcessTestSupport
@testable import SurfMVPGenerate
@testable import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `make module`, `make flow`, `make service` and `make feature`, run with the repository's Makefile: each variable
/// reaches the generator as one argument, as typed, and nothing in it runs as a command.
@Suite struct MakefileTests {
    private let directory = TemporaryDirectory()
    private let tools = TemporaryDirectory()

    /// A target, and the variable given the hostile value; the others get valid ones.
    private static let variables = [
        ("module", "name"), ("module", "flow"), ("module", "input"), ("module", "kind"), ("module", "service"),
        ("module", "field"), ("module", "add"), ("module", "entry"), ("module", "limit"), ("flow", "name"),
        ("service", "name"), ("service", "kind"), ("service", "field"), ("service", "limit"), ("feature", "name"),
        ("feature", "flow"), ("feature", "entry"), ("feature", "field"), ("feature", "limit"),
    ]

    /// The valid values each target is given beside the hostile one.
    private static let validValues = [
        "module": ["name": "Nickname", "flow": "Cards"], "flow": ["name": "Nickname"], "service": ["name": "Nickname"],
        "feature": ["name": "Nickname", "flow": "Cards", "entry": "CardList"],
    ]

    /// Values that a shell or make would run something in, if either read them as anything but text: each touches
    /// `marker` in the repository if it ever runs.
    private static let hostileValues = [
        "Nick`touch marker`", "Nick$$(touch marker)", "Nick$(touch marker)", "Nick$(shell touch marker)",
        "Nick\" ; touch marker ; echo \"", "Nick'; touch marker; echo '", "Nick\ntouch marker", "Nick\\",
    ].map(Value.init)

    /// A value given to make, shown escaped in the test's name, so no control character reaches the terminal.
    struct Value: CustomTestStringConvertible, Sendable {
        let text: String

        var testDescription: String { DisplayedText.escaped(text) }
    }

    /// The fixture repository with the real Makefile, and a `swift` that runs the built generator as `swift run
    /// --quiet surfmvp-generate` would, so make runs the recipe as it is, without building the package there.
    private func makeRepository() throws {
        try GeneratorFixture.write(into: directory)
        directory.write(try ProjectFolder.text(of: "Makefile"), to: "Makefile")
        tools.write(
            """
            #!/bin/sh
            [ "$1 $2 $3" = "run --quiet surfmvp-generate" ] || { echo "not a generator run: $*" >&2; exit 99; }
            shift 3
            exec '\(AppProcess.binaryPath)-generate' "$@"

            """,
            to: "swift"
        )
        chmod(tools.file("swift"), 0o755)
    }

    /// Runs `make` with `arguments` in the repository; returns how it ended and what it wrote to standard error.
    private func make(_ arguments: [String]) throws -> (ending: AppProcess.Ending, errors: String) {
        let process = try AppProcess(
            executable: "/usr/bin/env",
            arguments: ["make", "-C", directory.path, "--no-print-directory"] + arguments,
            environment: ["PATH": tools.path + ":/usr/bin:/bin:/usr/local/bin"],
            columns: nil,
            streams: [STDOUT_FILENO: .file("/dev/null")]
        )
        let ending = process.waitForExit()
        return (ending, process.output)
    }

    @Test(arguments: variables, hostileValues)
    func aValueRunsNothingAndReachesTheGeneratorWholeToBeRefusedInOneLine(
        variable: (target: String, name: String),
        value: Value
    ) throws {
        // Given
        try makeRepository()
        var values = Self.validValues[variable.target] ?? [:]
        values[variable.name] = value.text
        let before = directory.snapshot()

        // When
        let run = try make([variable.target] + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

        // Then
        let generatorLines = run.errors.split(separator: "\n").filter { !$0.hasPrefix("make: ") }
        #expect(directory.contents(of: "marker") == nil, "a command in \(variable.name)= ran")
        #expect(run.ending != .exited(0))
        #expect(generatorLines.count == 1, "\(generatorLines)")
        #expect(generatorLines.first?.hasPrefix("surfmvp-generate: ") == true, "\(generatorLines)")
        #expect(GeneratorFixture.pathsChanged(in: directory, since: before).isEmpty)
    }

    @Test func aNameReachesTheGeneratorAsTyped() throws {
        // Given
        try makeRepository()

        // When
        let run = try make(["module", "name=Nick`touch marker`'$$(x)\"", "flow=Cards"])

        // Then
        #expect(run.errors.hasPrefix(#"surfmvp-generate: "Nick`touch marker`'$$(x)\u{22}" is not an UpperCamelCase"#))
    }
}
