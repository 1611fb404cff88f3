import Testing

@testable import Coordinators
@testable import Modules
@testable import ProcessTestSupport
@testable import Terminal
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

/// Faults a person or a machine can cause.
///
/// Files broken on disk, a folder taken away, a process killed while saving, two instances on one folder: each gets
/// one clear line, the app carries on, and nothing saved is lost.
@MainActor @Suite(.serialized) struct FaultTests {
    /// How many kills the save test makes; `SURFMVP_FAULT_RUNS` raises it.
    private static var killRuns: Int {
        ProcessInfo.processInfo.environment["SURFMVP_FAULT_RUNS"].flatMap(Int.init) ?? 12
    }

    private func signedIn(folder: TemporaryDirectory = TemporaryDirectory()) async -> AppHarness {
        let harness = await AppHarness(folder: folder)
        await harness.type("2")
        await harness.signInAsDemo()
        await harness.type(":tab cards", ":tab profile", ":tab news")
        harness.console.clearOutput()
        return harness
    }

    /// Decodes every state file; returns the problems found.
    private func problems(in folder: TemporaryDirectory) -> [String] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var problems: [String] = []
        for name in folder.names() where name.hasSuffix(".json") {
            let data = Data((folder.contents(of: name) ?? "").utf8)
            let parses: Bool
            switch name {
            case "session.json": parses = (try? decoder.decode(Session.self, from: data)) != nil
            case "accounts.json": parses = (try? decoder.decode([Account].self, from: data))?.isEmpty == false
            case "onboarding.json": parses = (try? decoder.decode(FileOnboardingService.State.self, from: data)) != nil
            case let card where card.hasPrefix("cards-"):
                parses = (try? decoder.decode([Card].self, from: data)).map { $0.count == 3 } ?? false
            case let profile where profile.hasPrefix("profile-"):
                parses = (try? decoder.decode(FileProfileService.Stored.self, from: data)) != nil
            default: parses = true
            }
            if !parses { problems.append(name) }
        }
        return problems
    }

    @Test func killedWhileSavingLeavesEveryFileWholeOldOrNew() async throws {
        // Given
        let folder = await signedIn().folder
        var generator = SeededGenerator(seed: 0x5EED)
        let edits = Array(repeating: "1\n2\n3\n", count: 150).joined()
        let blocks = Array(repeating: "1\n1\n1\n1\n:back\n", count: 150).joined()

        for run in 0..<Self.killRuns {
            // When
            let app = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
            app.type(run.isMultiple(of: 2) ? ":tab profile\n" + edits : ":tab cards\n" + blocks)
            let marker = run.isMultiple(of: 2) ? "Subscription:" : "Active: payments go through."
            let saves = Int.random(in: 1...60, using: &generator)
            var seen = 0
            for _ in 0..<saves where app.waitFor(marker, after: seen, timeout: .seconds(10)) {
                seen = app.output.utf8.count
            }
            app.signal(SIGKILL)

            // Then
            #expect(app.waitForExit() == .signaled(SIGKILL))
            #expect(problems(in: folder).isEmpty, "run \(run)")
        }
        let relaunch = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        relaunch.type(":quit\n")
        #expect(relaunch.waitForExit() == .exited(0))
        #expect(!folder.names().contains { $0.contains(".tmp-") })
        #expect(relaunch.output.contains("Hello, Demo User!"))
    }

    @Test func aSecondInstanceIsToldAndSavesNothing() async throws {
        // Given
        let folder = await signedIn().folder
        let first = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        #expect(first.waitFor("Here is the news."))
        let session = folder.contents(of: "session.json")

        // When
        let second = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        second.type(":tab profile\n2\n1\n")
        second.closeInput()

        // Then
        #expect(second.waitForExit() == .exited(0))
        #expect(
            second.output.hasPrefix(
                "surfmvp: another surfmvp is running on \(folder.path);"
                    + " this one is read-only: look around, nothing is saved.\n"
            )
        )
        #expect(second.output.contains("✗ Another surfmvp held this state folder at launch, so this one"))
        let banner = "Read-only, nothing is saved: another surfmvp held this state folder at launch.\n"
        #expect(second.output.ranges(of: banner).count == second.output.ranges(of: "\n── ").count)
        #expect(second.output.ranges(of: banner).count >= 3, "every screen drawn shows it")
        #expect(folder.contents(of: "session.json") == session)
        first.type(":quit\n")
        #expect(first.waitForExit() == .exited(0))
    }

    @Test func anInstanceWhoseLockWasDeletedAndTakenByAnotherSavesNothingOverIt() async throws {
        // Given: the lock deleted under a running app, and a second app started on the folder
        let folder = await signedIn().folder
        let first = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        #expect(first.waitFor("Here is the news."))
        unlink(folder.file("lock"))
        let second = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        second.type(":tab profile\n1\n1\nFrom Second\n3\n")
        #expect(second.waitFor("Name: From Second"))

        // When
        first.type(":tab profile\n1\n1\nFrom First\n3\n")

        // Then
        #expect(first.waitFor("Another surfmvp took over the state folder while this one ran."))
        first.type(":tab news\n")
        #expect(first.waitFor("Read-only, nothing is saved: another surfmvp took over the state folder."))
        second.type(":quit\n")
        first.type(":quit\n")
        #expect(second.waitForExit() == .exited(0))
        #expect(first.waitForExit() == .exited(0))
        #expect(!second.output.lowercased().contains("read-only"))
        #expect(folder.contents(of: "accounts.json")?.contains("From Second") == true)
        #expect(folder.contents(of: "accounts.json")?.contains("From First") == false)
    }

    @Test func anInstanceWhoseLockWasDeletedTakesItAgainOnceNobodyHoldsIt() async throws {
        // Given: the lock deleted under a running app; a second app registers an account and quits
        let folder = await signedIn().folder
        let first = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        #expect(first.waitFor("Here is the news."))
        unlink(folder.file("lock"))
        let second = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        second.type(":tab profile\n2\n1\nnew@example.com\n")
        #expect(second.waitFor("6-digit code ›"))
        let code = try #require(second.output.components(after: "Your sign-in code is").last?.dropFirst().prefix(6))
        second.type("\(code)\nNew Person\n1\n")
        #expect(second.waitFor("Hello, New Person!"))
        second.type(":quit\n")
        #expect(second.waitForExit() == .exited(0))

        // When
        first.type(":tab profile\n1\n1\nStill Demo\n3\n")

        // Then
        #expect(first.waitFor("Name: Still Demo"))
        let third = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        #expect(third.waitFor("another surfmvp is running"))
        third.closeInput()
        first.type(":quit\n")
        #expect(first.waitForExit() == .exited(0))
        #expect(third.waitForExit() == .exited(0))
        let accounts = folder.contents(of: "accounts.json") ?? ""
        #expect(accounts.contains("New Person"), "the account the second app registered is kept")
        #expect(accounts.contains("Still Demo"))
    }

    @Test func theStateFolderRemovedMidRunIsMadeAgainAndTheAppCarriesOn() async throws {
        // Given
        let sut = await signedIn()

        // When
        try FileManager.default.removeItem(atPath: sut.folder.path)
        await sut.type(":tab profile", "2", "1", "demo@example.com")
        await sut.typeLastCode()

        // Then
        #expect(sut.console.output.contains("Hello, Demo User!"))
        #expect(sut.folder.mode(of: sut.folder.path) == 0o700)
        #expect(sut.folder.names().contains("session.json"))
    }

    @Test(arguments: [
        ("accounts.json", "not json"),
        ("accounts.json", "{\"accounts\": []}"),
        ("session.json", ""),
        ("onboarding.json", "[]"),
    ])
    func aBrokenFileIsReportedInOneLineMovedAsideAndTheAppCarriesOn(name: String, contents: String) async {
        // Given
        let folder = await signedIn().folder
        folder.write(contents, to: name)
        if name == "onboarding.json" {
            try? FileManager.default.removeItem(atPath: folder.file("session.json"))
        }

        // When
        let sut = await AppHarness(folder: folder)
        await sut.type(name == "onboarding.json" ? "2" : "", "demo@example.com")
        await sut.typeLastCode()

        // Then
        let lines = sut.console.errorOutput.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("surfmvp: \(name) could not be used") == true)
        #expect(folder.names().contains { $0.hasPrefix("\(name).corrupt-") })
        #expect(sut.console.output.contains("Hello, Demo User!"))
    }

    @Test func aFolderInPlaceOfTheCardsFileIsMovedAsideAndTheAccountShowsNoCards() async throws {
        // Given
        let sut = await signedIn()
        let cards = try #require(sut.folder.names().first { $0.hasPrefix("cards-") })
        try FileManager.default.removeItem(atPath: sut.folder.file(cards))
        mkdir(sut.folder.file(cards), 0o700)

        // When
        await sut.type(":tab cards", "1")

        // Then
        #expect(sut.console.errorOutput.contains("\(cards) could not be used (not a regular file)"))
        #expect(sut.console.output.contains("No cards on this account."))
        #expect(!sut.console.output.contains("Visa card ending in 4242"))
    }

    @Test func aCorruptCardsFileNeverBringsBackARemovedCard() async throws {
        // Given: the Visa card removed, then the cards file corrupted
        let folder = await signedIn().folder
        let removing = await AppHarness(folder: folder)
        await removing.type(":tab cards", "1", "1", "2", "1")
        let cards = try #require(folder.names().first { $0.hasPrefix("cards-") && $0.hasSuffix(".json") })
        #expect(folder.contents(of: cards)?.contains("4242") == false)
        folder.write("{ broken", to: cards)

        // When: the cards are shown, and again after a relaunch
        let first = await AppHarness(folder: folder)
        await first.type(":tab cards")
        let relaunch = await AppHarness(folder: folder)
        await relaunch.type(":tab cards")

        // Then
        let errorLines = first.console.errorOutput.split(separator: "\n")
        #expect(errorLines.count == 1)
        #expect(
            first.console.errorOutput.contains("\(cards) could not be used (not the expected JSON); moved it aside")
        )
        for harness in [first, relaunch] {
            #expect(harness.console.output.contains("No cards on this account."))
            #expect(!harness.console.output.contains("4242"))
            #expect(!harness.console.output.contains("Mastercard"))
        }
        #expect(folder.names().contains { $0.hasPrefix("\(cards).corrupt-") })
    }
}
