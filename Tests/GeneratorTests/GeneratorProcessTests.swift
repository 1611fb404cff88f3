import Testing

@testable import ProcessTestSupport
@testable import SurfMVPGenerate
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `surfmvp-generate`, run as `make module` runs it, on a small repository in a temporary folder: it writes
/// what it plans, and a refusal is one line on standard error, a non-zero exit, and nothing written.
@Suite struct GeneratorProcessTests {
    private let directory = TemporaryDirectory()

    /// The generator binary `swift test` builds next to the test bundle and `surfmvp`.
    private var binaryPath: String {
        AppProcess.binaryPath + "-generate"
    }

    /// The fixture and the real templates, written into the temporary folder.
    private func makeRepository() throws {
        try GeneratorFixture.write(into: directory)
    }

    /// The paths made, removed or changed since `before`, sorted.
    private func pathsChanged(since before: [String: String]) -> [String] {
        GeneratorFixture.pathsChanged(in: directory, since: before)
    }

    /// Runs the generator on the temporary folder, through `sh` after `limit` (a `ulimit` or a `kill` command) if
    /// given, with `blockedSignals` blocked from the start; returns how it ended and what it wrote to standard error.
    private func generate(
        _ arguments: [String],
        after limit: String? = nil,
        blockedSignals: [Int32] = []
    ) throws -> (ending: AppProcess.Ending, errors: String) {
        let command = [binaryPath] + arguments + ["--root", directory.path]
        let process = try AppProcess(
            executable: limit == nil ? binaryPath : "/bin/sh",
            arguments: limit.map { ["-c", "\($0); exec \"$0\" \"$@\""] + command } ?? Array(command.dropFirst()),
            columns: nil,
            streams: [STDOUT_FILENO: .file("/dev/null")],
            blockedSignals: blockedSignals
        )
        let ending = process.waitForExit()
        return (ending, process.output)
    }

    @Test func aModuleIsWrittenWhereThePlanSays() throws {
        // Given
        try makeRepository()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards", "--input", "", "--kind", ""])

        // Then
        #expect(run.ending == .exited(0))
        #expect(run.errors.isEmpty)
        #expect(directory.contents(of: "Sources/Modules/Main/Nickname/NicknamePresenter.swift")?.isEmpty == false)
        #expect(directory.contents(of: Repository.moduleFactories)?.contains("func makeNicknameModule()") == true)
    }

    @Test(arguments: [
        ("an invalid name", ["module", "nickname", "--flow", "Cards"], "\"nickname\" is not an UpperCamelCase"),
        ("a name in use", ["module", "CardList", "--flow", "Cards"], "CardList exists already: "),
        ("an unknown flow", ["module", "Nickname", "--flow", "Settings"], "there is no flow \"Settings\""),
        ("a flow in use", ["flow", "Cards"], "Cards exists already: "),
    ])
    func aRefusalIsOneLineOnStandardErrorAndWritesNothing(example: String, arguments: [String], start: String) throws {
        // Given
        try makeRepository()
        let before = directory.snapshot()

        // When
        let run = try generate(arguments)

        // Then
        #expect(run.ending == .exited(1))
        #expect(run.errors.hasPrefix("surfmvp-generate: " + start))
        #expect(run.errors.split(separator: "\n").count == 1 && run.errors.hasSuffix("\n"))
        #expect(pathsChanged(since: before).isEmpty)
    }

    @Test func aFileInTheWayIsRefusedAndKept() throws {
        // Given
        try makeRepository()
        let spies = "Tests/ModulesTests/Doubles/NicknameViewSpies.swift"
        try FileManager.default.createDirectory(
            atPath: directory.file(Repository.moduleSpies),
            withIntermediateDirectories: true
        )
        directory.write("// Kept for later.\n", to: spies)
        let before = directory.snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"])

        // Then
        #expect(run.ending == .exited(1))
        #expect(run.errors == "surfmvp-generate: \(spies) exists already and would be overwritten\n")
        #expect(pathsChanged(since: before).isEmpty)
    }

    @Test func aFileCutShortByAFileSizeLimitIsRemovedWithEverythingWrittenBeforeIt() throws {
        // Given: files may grow to 1 block, so the first long generated file fails part-way through its writing
        try makeRepository()
        let before = directory.snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"], after: "trap '' XFSZ; ulimit -f 1")

        // Then
        #expect(run.ending == .exited(1))
        #expect(run.errors.hasPrefix("surfmvp-generate: could not write "))
        #expect(run.errors.hasSuffix("; everything written before it was undone\n"))
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(pathsChanged(since: before).isEmpty)
    }

    @Test func aFileSizeLimitAloneFailsTheWriteAndUndoesItInsteadOfEndingTheGenerator() throws {
        // Given: files may grow to 1 block, and SIGXFSZ has its default action, which ends a process
        try makeRepository()
        let before = directory.snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"], after: "ulimit -f 1")

        // Then
        #expect(run.ending == .exited(1))
        #expect(run.errors.hasSuffix("; everything written before it was undone\n"))
        #expect(pathsChanged(since: before).isEmpty)
    }

    /// Runs the generator on the temporary folder with room for `descriptors` open descriptors, and the toolchain on
    /// the path; returns how it ended and what it wrote to standard error.
    ///
    /// Bash closes what it was given beyond the standard streams first, so that the room is the same in any test run.
    private func generate(
        _ arguments: [String],
        descriptors: Int
    ) throws -> (ending: AppProcess.Ending, errors: String) {
        let limit =
            #"for fd in $(ls /dev/fd); do ((fd > 2)) && eval "exec $fd>&-"; done; ulimit -n "#
            + "\(descriptors); " + #"exec "$0" "$@""#
        let process = try AppProcess(
            executable: "/bin/bash",
            arguments: ["-c", limit, binaryPath] + arguments + ["--root", directory.path],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
            columns: nil,
            streams: [STDOUT_FILENO: .file("/dev/null")]
        )
        let ending = process.waitForExit(timeout: .seconds(120))
        return (ending, process.output)
    }

    @Test func aDescriptorLimitWhileFormattingIsAOneLineRefusalNeverACrash() throws {
        // Given: the repository's `.swift-format` and the toolchain on the path, so that the planned files go through
        // several `swift format` at once, three pipes each, and room for 11 descriptors, too few for them all
        try makeRepository()
        let configuration = try #require(GeneratorFixture.repository.contents(of: ".swift-format"))
        directory.write(configuration, to: ".swift-format")
        let before = directory.snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"], descriptors: 11)

        // Then: everything written, where the formats took turns, or a one-line refusal and nothing written
        switch run.ending {
        case .exited(0):
            #expect(directory.contents(of: Repository.moduleFactories)?.contains("func makeNicknameModule()") == true)
        case .exited(1):
            #expect(run.errors.hasPrefix("surfmvp-generate: "), "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
            #expect(pathsChanged(since: before).isEmpty)
        default:
            Issue.record("the generator ended as \(run.ending), saying: \(run.errors)")
        }
    }

    @Test func aFolderThatCannotBeOpenedForWantOfDescriptorsIsToldAsSuchNotAsALink() throws {
        // Given: room for 6 descriptors, the standard streams and the lock among them, too few to walk the folders
        try makeRepository()
        let before = directory.snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"], descriptors: 6)

        // Then: the system's reason, with no hint of a link, which there is none of
        #expect(run.ending == .exited(1))
        #expect(run.errors.hasPrefix("surfmvp-generate: the generator could not read "), "\(run.errors)")
        #expect(run.errors.hasSuffix("; nothing was written\n"), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(pathsChanged(since: before).isEmpty)
    }

    @Test func aGenerationWhileAnotherHoldsTheRepositoryIsRefusedInOneLineAndWritesNothing() throws {
        // Given: another generation holds the repository's lock, as the first of two started at once does
        try makeRepository()
        try FileManager.default.createDirectory(atPath: directory.file(".build"), withIntermediateDirectories: true)
        let lock = open(directory.file(GenerationLock.path), O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(lock) }
        try #require(flock(lock, LOCK_EX | LOCK_NB) == 0)
        let before = directory.snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"])

        // Then
        #expect(run.ending == .exited(1))
        #expect(run.errors.hasPrefix("surfmvp-generate: another generation is running in this repository"))
        #expect(run.errors.split(separator: "\n").count == 1 && run.errors.hasSuffix("\n"))
        #expect(pathsChanged(since: before).isEmpty)
    }

    @Test func twoGenerationsStartedAtOnceNeverLoseAModulesWiring() throws {
        // Given: each round, two modules of one flow generated at once, both editing the flow's two factories
        for _ in 1...5 {
            let repository = TemporaryDirectory()
            try GeneratorFixture.write(into: repository)
            let modules = ["Alpha", "Beta"]

            // When
            let runs = try modules.map { module in
                try AppProcess(
                    executable: binaryPath,
                    arguments: ["module", module, "--flow", "Cards", "--root", repository.path],
                    columns: nil,
                    streams: [STDOUT_FILENO: .file("/dev/null")]
                )
            }
            let endings = runs.map { $0.waitForExit() }

            // Then: each either generated, wired into both factories, or refused in one line with nothing of it written
            for (module, (run, ending)) in zip(modules, zip(runs, endings)) {
                let wired = [Repository.moduleFactories, Repository.appModuleFactory].map { path in
                    repository.contents(of: path)?.contains("func make\(module)Module()") == true
                }
                let written = repository.contents(of: "Sources/Modules/Main/\(module)/\(module)Presenter.swift") != nil
                if ending == .exited(0) {
                    #expect(wired == [true, true] && written, "\(module) was not wired in")
                } else {
                    #expect(run.output.hasPrefix("surfmvp-generate: another generation is running"), "\(run.output)")
                    #expect(wired == [false, false] && !written, "\(module) was written in part")
                }
            }
        }
    }

    @Test func aTemplateThatMakesInvalidSwiftIsRefusedInOneLineNamingTheFileAndItsError() throws {
        // Given: the repository's `.swift-format`, and a template that makes a file swift format cannot read
        try makeRepository()
        let configuration = try #require(GeneratorFixture.repository.contents(of: ".swift-format"))
        directory.write(configuration, to: ".swift-format")
        let template = "Templates/Module/ViewInput.swift.template"
        directory.write((directory.contents(of: template) ?? "") + "let  = = {\n", to: template)
        let before = directory.snapshot()

        // When
        let command = ["module", "Nickname", "--flow", "Cards", "--root", directory.path]
        let process = try AppProcess(
            executable: binaryPath,
            arguments: command,
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
            columns: nil,
            streams: [STDOUT_FILENO: .file("/dev/null")]
        )
        let ending = process.waitForExit(timeout: .seconds(120))

        // Then: one line, naming the file as the repository would have it, and nothing written
        let file = "Sources/Modules/Main/Nickname/NicknameViewInput.swift"
        #expect(ending == .exited(1))
        #expect(
            process.output.hasPrefix(
                "surfmvp-generate: \(file) would not be valid Swift: expected pattern in variable, at "
            )
        )
        #expect(process.output.hasSuffix(" of the text it would hold; nothing was written\n"))
        #expect(process.output.split(separator: "\n").count == 1)
        #expect(pathsChanged(since: before).isEmpty)
    }

    @Test func aCommandLineItDoesNotTakeExitsWithTheUsageStatus() throws {
        // Given
        try makeRepository()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards", "--kind", "sheet"])

        // Then
        #expect(run.ending == .exited(64))
        #expect(run.errors.hasPrefix("surfmvp-generate: kind= takes screen (or message), form, list or alert;"))
    }

    @Test func aFolderLinkedOutsideTheRepositoryIsRefusedAndNothingIsWrittenThere() throws {
        // Given: the views' spies' folder is a link to a folder outside the repository
        try makeRepository()
        let outside = TemporaryDirectory()
        let spies = Repository.moduleSpies
        try FileManager.default.createDirectory(
            atPath: directory.file(spies.split(separator: "/").dropLast().joined(separator: "/")),
            withIntermediateDirectories: true
        )
        symlink(outside.path, directory.file(spies))
        let before = directory.snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"])

        // Then
        #expect(run.ending == .exited(1))
        #expect(
            run.errors.hasPrefix("surfmvp-generate: the generator does not read \(spies) (a symbolic link): it reads")
        )
        #expect(run.errors.split(separator: "\n").count == 1 && run.errors.hasSuffix("\n"))
        #expect(pathsChanged(since: before).isEmpty)
        #expect(outside.names().isEmpty)
    }

    @Test func aFileLinkedOutsideTheRepositoryIsRefusedByNameAndWhatItPointsToKept() throws {
        // Given: the module factories' file is a link to a copy outside the repository
        try makeRepository()
        let outside = TemporaryDirectory()
        let factories = Repository.moduleFactories
        outside.write(GeneratorFixture.moduleFactories, to: "ModuleFactories.swift")
        unlink(directory.file(factories))
        symlink(outside.file("ModuleFactories.swift"), directory.file(factories))
        let before = directory.snapshot()

        // When
        let run = try generate(["module", "Nickname", "--flow", "Cards"])

        // Then
        #expect(run.ending == .exited(1))
        #expect(
            run.errors
                == "surfmvp-generate: the generator does not read \(factories) (a symbolic link): it reads only files"
                + " of their own inside the repository, never through a link\n"
        )
        #expect(pathsChanged(since: before).isEmpty)
        #expect(outside.contents(of: "ModuleFactories.swift") == GeneratorFixture.moduleFactories)
    }

    @Test func aSignalTheGeneratorWasStartedWithIgnoredLetsItFinish() throws {
        // Given: SIGHUP ignored, as `nohup` starts a program, and sent before the generator starts, held pending
        try makeRepository()

        // When
        let run = try generate(
            ["module", "Nickname", "--flow", "Cards"],
            after: "trap '' HUP; kill -HUP $$",
            blockedSignals: [SIGHUP]
        )

        // Then
        #expect(run.ending == .exited(0))
        #expect(run.errors.isEmpty)
        #expect(directory.contents(of: "Sources/Modules/Main/Nickname/NicknamePresenter.swift")?.isEmpty == false)
    }

    @Test(
        .enabled(
            if: geteuid() == 0 && access("/usr/bin/setpriv", X_OK) == 0,
            "running the generator as another user needs root and setpriv"
        )
    )
    func aFileThatCannotBeLookedAtRefusesTheGenerationRatherThanGoingUnseen() throws {
        // Given: a user's repository with a folder its user can list but not enter (mode 644), holding a file that
        // declares the name asked for, which a plan that did not see the file would declare again
        try makeRepository()
        let user = try #require((40_000..<41_000).first { getpwuid($0) == nil && getgrgid($0) == nil })
        try FileManager.default.createDirectory(
            atPath: directory.file("Sources/Modules/Clash"),
            withIntermediateDirectories: true
        )
        directory.write("struct Nickname {}\n", to: "Sources/Modules/Clash/Nickname+Clash.swift")
        try FileManager.default.createDirectory(atPath: directory.file(".build"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: binaryPath, toPath: directory.file(".build/surfmvp-generate"))
        let before = directory.snapshot()

        // When: the repository and a copy of the generator are given to the user, who runs it: the shell's `exec`
        // puts the copy, as that user, in place of the shell before the generator itself would run
        let run = try generate(
            ["module", "Nickname", "--flow", "Cards"],
            after:
                "chown -R \(user):\(user) '\(directory.path)' && chmod 644 '\(directory.file("Sources/Modules/Clash"))'"
                + " && exec setpriv --reuid=\(user) --regid=\(user) --clear-groups"
                + " '\(directory.file(".build/surfmvp-generate"))' \"$@\""
        )

        // Then
        #expect(run.ending == .exited(1))
        #expect(
            run.errors
                == "surfmvp-generate: the generator could not read Sources/Modules/Clash/Nickname+Clash.swift"
                + " (Permission denied); nothing was written\n"
        )
        #expect(pathsChanged(since: before).isEmpty)
    }

    @Test(arguments: [
        ("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGQUIT", SIGQUIT), ("SIGUSR1", SIGUSR1),
        ("SIGSYS", SIGSYS), ("SIGSEGV", SIGSEGV),
    ])
    func aSignalWhileWritingUndoesEverythingAndEndsTheGeneratorByIt(name: String, signal: Int32) throws {
        // Given: the signal is sent before the generator starts, and waits, blocked, until the generator looks for
        // it between two files: the first time is before the first file (with no core file, which SIGQUIT, SIGSYS
        // and SIGSEGV would leave where core files go)
        try makeRepository()
        let before = directory.snapshot()

        // When
        let run = try generate(
            ["module", "Nickname", "--flow", "Cards"],
            after: "ulimit -c 0; kill -\(name.dropFirst(3)) $$",
            blockedSignals: [signal]
        )

        // Then
        #expect(run.ending == .signaled(signal))
        #expect(run.errors == "surfmvp-generate: stopped by \(name); everything written was undone\n")
        #expect(pathsChanged(since: before).isEmpty)
    }
}
