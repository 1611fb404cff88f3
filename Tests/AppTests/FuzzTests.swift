import Testing

@testable import Coordinators
@testable import Terminal
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Random bytes at every screen.
///
/// Invalid UTF-8, NUL, escape sequences, megabyte lines, mixed line endings, the end of input anywhere. Nothing may
/// crash, no escape sequence may come back out, and the app must always end at a
/// prompt. Seeded and reproducible: `SURFMVP_FUZZ_SEED` picks the seed, `SURFMVP_FUZZ_CASES` the number of cases
/// (the default run is short; `SURFMVP_FUZZ_CASES=100000 swift test --filter FuzzTests` is the long one).
@MainActor @Suite struct FuzzTests {
    private static var cases: Int {
        ProcessInfo.processInfo.environment["SURFMVP_FUZZ_CASES"].flatMap(Int.init) ?? 250
    }

    private static var seed: UInt64 {
        ProcessInfo.processInfo.environment["SURFMVP_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_121
    }

    /// Input that means something somewhere, so random cases reach every screen.
    private static let meaningful = [
        "", "1", "2", "3", "4", "12", ":back", ":help", ":tree", ":tab 1", ":tab 2", ":tab 3", ":tab cards",
        ":open news/3", ":open cards/1", ":open profile/edit", ":open signup", ":open ../../etc", ":resend",
        "demo@example.com", "+44 20 7946 0958", "Ada", "000000", ":quit",
    ]

    private static let nasty: [[UInt8]] = [
        [0x1B, 0x5B, 0x32, 0x4A], [0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07], [0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B],
        [0x9B, 0x31, 0x6D], [0x00], [0xFF, 0xFE], [0xC3], [0xE2, 0x80, 0xAE], [0x0D], [0x0D, 0x0A], [0x7F], [0x08],
        [0x1B, 0x50, 0x71], [0x1B, 0x5C], [0x1B],
    ]

    @Test func randomInputNeverCrashesLeaksEscapesOrLeavesThePrompt() async {
        var generator = SeededGenerator(seed: Self.seed)
        let starts = await makeStarts()
        for index in 0..<Self.cases {
            let sut = starts[index % starts.count]
            let bytes = Self.randomInput(using: &generator)
            sut.console.clearOutput()

            // When
            await sut.type(bytes: bytes)

            // Then
            let context = "seed \(Self.seed), case \(index)"
            #expect(!sut.console.output.contains("\u{1B}"), "escape echoed, \(context)")
            #expect(!sut.console.output.contains("\u{9B}"), "C1 CSI echoed, \(context)")
            #expect(sut.screens.topScreen != nil, "no screen, \(context)")
            let quit = String(decoding: bytes, as: UTF8.self).lowercased().contains(":q")
            #expect(
                quit || sut.console.output.hasSuffix("› \n"),
                """
                no prompt, \(context): input \(bytes.prefix(200)), \
                output ends \(sut.console.output.suffix(300).debugDescription), \
                transcript \(sut.console.transcript.suffix(300).debugDescription), \
                screen \(sut.screens.screens.map(\.moduleName)) tabs \(sut.tabs)
                """
            )
            if sut.console.output.contains("\u{1B}") || sut.screens.topScreen == nil { break }
        }
    }

    /// Harnesses standing at different screens: introduction, login, code, and the signed-in tabs.
    private func makeStarts() async -> [AppHarness] {
        let onboarding = await AppHarness()
        let login = await AppHarness()
        await login.type("2")
        let code = await AppHarness()
        await code.type("2", "demo@example.com")
        let main = await AppHarness()
        await main.type("2")
        await main.signInAsDemo()
        let cards = await AppHarness()
        await cards.type("2")
        await cards.signInAsDemo()
        await cards.type(":tab cards", "1", "1")
        let editor = await AppHarness()
        await editor.type("2")
        await editor.signInAsDemo()
        await editor.type(":tab profile", "1", "2")
        return [onboarding, login, code, main, cards, editor]
    }

    /// Up to a few lines mixing meaningful input, random bytes and escape sequences; now and then a megabyte.
    private static func randomInput(using generator: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4:
                bytes += Array(meaningful.randomElement(using: &generator).map { $0.utf8 } ?? "".utf8)
            case 4..<7:
                bytes += (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
            case 7..<9:
                bytes += nasty.randomElement(using: &generator) ?? []
                bytes += Array(meaningful.randomElement(using: &generator).map { $0.utf8 } ?? "".utf8)
            default:
                let size = Int.random(in: 0...9, using: &generator) == 0 ? 1_048_576 : 5_000
                bytes += [UInt8](repeating: UInt8.random(in: 0x20...0x7E, using: &generator), count: size)
            }
            let ending: [UInt8] = [[0x0A], [0x0D, 0x0A], [0x0D], []].randomElement(using: &generator) ?? [0x0A]
            bytes += ending
        }
        return bytes
    }
}

extension AppHarness {
    /// Types raw bytes, split into lines the way standard input splits them, then the input ends.
    func type(bytes: [UInt8]) async {
        var buffer = LineBuffer()
        buffer.append(bytes)
        while let line = buffer.nextLine() {
            console.feed(line)
        }
        if let last = buffer.remainder() {
            console.feed(last)
        }
        await assembly.run()
        console.discardPendingInput()
    }
}
