import Terminal

/// Times what one key press costs at a prompt, from its bytes to the bytes that redraw the line: `KeyDecoder`,
/// then `LineEditor.handle`, then `LineDrawing.update`, as the console's line session runs them for each read.
///
/// The line is 200 characters with wide ones and emoji, at 100 columns (so it scrolls), with a 100-entry history and
/// about 50 completions. Each round types at the end and in the middle, moves left and right in the middle, deletes,
/// goes up through the whole history and back down, searches it with Ctrl-R, completes commands with Tab, and last
/// types a short line, which fits the window, so that the fewest bytes a key can cost show too.
enum Keystrokes {
    /// A part of the mix, measured apart so that the slowest one shows.
    enum Kind: String, CaseIterable {
        case typeAtEnd = "type at the end"
        case typeInMiddle = "type in the middle"
        case move = "left/right and words in the middle"
        case backspace = "backspace"
        case history = "up/down through history"
        case search = "ctrl-r search"
        case completion = "tab completion"
        case typeInShortLine = "type at the end of a line that fits"
    }

    /// The times and the bytes written, per key.
    struct Figures {
        /// Microseconds per key, sorted.
        let microseconds: [Double]
        /// Bytes written per key, sorted.
        let bytes: [Int]

        var median: Double { percentile(microseconds, 0.5) }
        var p99: Double { percentile(microseconds, 0.99) }
        var medianBytes: Int { bytes.isEmpty ? 0 : bytes[bytes.count / 2] }
        var maximumBytes: Int { bytes.last ?? 0 }
    }

    /// What a run measured: every key, and each kind apart.
    struct Result {
        let all: Figures
        let kinds: [(kind: Kind, figures: Figures)]
        let keysPerRound: Int
    }

    /// The terminal's width.
    static let columns = 100

    // MARK: - Methods

    /// Runs `rounds` rounds of the mix after one round of warm-up.
    static func run(rounds: Int) -> Result {
        let script = makeScript()
        var samples: [Kind: (microseconds: [Double], bytes: [Int])] = [:]
        for round in 0...rounds {
            var session = Session()
            for step in script {
                let start = ContinuousClock.now
                let written = session.press(step.bytes)
                let elapsed = ContinuousClock.now - start
                guard round > 0 else { continue }
                let microseconds = elapsed.inSeconds * 1e6
                samples[step.kind, default: ([], [])].microseconds.append(microseconds)
                samples[step.kind, default: ([], [])].bytes.append(written)
            }
        }
        let kinds = Kind.allCases.map { kind in
            let figures = Figures(
                microseconds: (samples[kind]?.microseconds ?? []).sorted(),
                bytes: (samples[kind]?.bytes ?? []).sorted()
            )
            return (kind: kind, figures: figures)
        }
        let all = Figures(
            microseconds: kinds.flatMap(\.figures.microseconds).sorted(),
            bytes: kinds.flatMap(\.figures.bytes).sorted()
        )
        return Result(all: all, kinds: kinds, keysPerRound: script.count)
    }

    // MARK: - Private Methods

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.down)))]
    }
}

// MARK: - Session

extension Keystrokes {
    /// A prompt as the console keeps it: the decoder, the editor and the drawing, set up with the long line.
    private struct Session {
        private var decoder = KeyDecoder()
        private var editor = LineEditor(
            history: Keystrokes.history,
            completions: Keystrokes.completions,
            isMasked: false
        )
        private var drawing = LineDrawing(
            prompt: Keystrokes.prompt,
            promptWidth: Keystrokes.promptWidth,
            isMasked: false
        )

        init() {
            _ = editor.handle(.paste(Keystrokes.line))
            _ = drawing.update(to: editor, columns: Keystrokes.columns)
        }

        /// Decodes one read, hands its keys to the editor and draws the result; returns the bytes to write.
        mutating func press(_ bytes: [UInt8]) -> Int {
            var output = ""
            for key in decoder.decode(bytes) {
                switch editor.handle(key) {
                case .choices(let choices):
                    output += drawing.hide() + choices.joined(separator: "\r\n") + "\r\n"
                case .notice(let notice):
                    output += drawing.hide() + notice + "\r\n"
                case .editing, .submitted, .endOfInput, .clearScreen, .completionsWanted:
                    break
                }
            }
            output += drawing.update(to: editor, columns: Keystrokes.columns)
            return output.utf8.count
        }
    }
}

// MARK: - The Mix

extension Keystrokes {
    /// One key press of the mix: its bytes, as a terminal sends them.
    private struct Step {
        let kind: Kind
        let bytes: [UInt8]
    }

    private static let prompt = Style.ansi.cyan("Cards ›") + " "
    private static let promptWidth = DisplayWidth.of("Cards › ")

    /// 200 characters, a fifth of them wide, emoji or combined.
    private static let line = String(String(repeating: "open cards/42 Zoë 张伟 👋🏽 e\u{301} ", count: 20).prefix(200))

    /// 100 lines as a session types them: commands, links, menu numbers and a name.
    private static let history: LineHistory = {
        var history = LineHistory(capacity: 100)
        for index in 0..<100 {
            switch index % 4 {
            case 0: history.add(":open cards/\(index)")
            case 1: history.add("\(index % 9 + 1)")
            case 2: history.add(":tab News")
            default: history.add("Zoë 张伟 \(index)")
            }
        }
        return history
    }()

    /// The app's commands and links: 50 lines.
    private static let completions: [String] =
        [":back", ":help", ":quit", ":tree", ":open ", ":tab News", ":tab Cards", ":tab Profile", ":open news"]
        + (1...20).map { ":open news/\($0)" } + [":open cards"] + (1...18).map { ":open cards/\($0)" }
        + [":open profile", ":open profile/edit", ":open signup"]

    private static let left: [UInt8] = [0x1B, 0x5B, 0x44]
    private static let right: [UInt8] = [0x1B, 0x5B, 0x43]
    private static let wordLeft: [UInt8] = [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x44]
    private static let wordRight: [UInt8] = [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43]
    private static let up: [UInt8] = [0x1B, 0x5B, 0x41]
    private static let down: [UInt8] = [0x1B, 0x5B, 0x42]
    private static let end: [UInt8] = [0x1B, 0x5B, 0x46]
    private static let backspace: [UInt8] = [0x7F]
    private static let tab: [UInt8] = [0x09]
    private static let controlG: [UInt8] = [0x07]
    private static let controlR: [UInt8] = [0x12]
    private static let controlU: [UInt8] = [0x15]

    /// One round of the mix, starting on the long line with the cursor at its end.
    private static func makeScript() -> [Step] {
        var steps: [Step] = []
        func add(_ kind: Kind, _ bytes: [UInt8], times: Int = 1) {
            steps += Array(repeating: Step(kind: kind, bytes: bytes), count: times)
        }
        func type(_ kind: Kind, _ text: String) {
            for character in text { add(kind, Array(String(character).utf8)) }
        }
        let atEnd = "typed 张伟 👋🏽 é!"
        type(.typeAtEnd, atEnd)
        add(.backspace, backspace, times: atEnd.count)
        add(.move, left, times: 100)
        add(.move, right, times: 30)
        add(.move, left, times: 30)
        add(.move, wordLeft, times: 5)
        add(.move, wordRight, times: 5)
        let inMiddle = "mid 张 x"
        type(.typeInMiddle, inMiddle)
        add(.backspace, backspace, times: inMiddle.count)
        add(.move, end)
        add(.history, up, times: 100)
        add(.history, down, times: 100)
        add(.search, controlR)
        type(.search, "card")
        add(.search, controlR, times: 3)
        add(.search, backspace)
        add(.search, controlG)
        for (typed, tabs) in [(":o", 2), ("ca", 2), ("/1", 2)] + [(":t", 2), ("a", 1), ("C", 1)] {
            if typed.hasPrefix(":") { add(.completion, controlU) }
            type(.completion, typed)
            add(.completion, tab, times: tabs)
        }
        add(.completion, controlU)
        type(.typeInShortLine, "demo@example.com 张伟 👋🏽")
        return steps
    }
}
