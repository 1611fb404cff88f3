import Foundation
import Testing

@testable import Terminal
@testable import TestSupport

@Suite struct KeyDecoderTests {
    // MARK: - Every Sequence

    @Test(arguments: KeySequence.all)
    func decodesEachSequenceInOneRead(sequence: KeySequence) {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = sut.decode(sequence.bytes)

        // Then
        #expect(keys == sequence.keys)
        #expect(!sut.isWaitingAfterEscape)
    }

    @Test(arguments: KeySequence.all)
    func decodesEachSequenceSplitAtEveryByteAcrossTwoReads(sequence: KeySequence) {
        for split in 0...sequence.bytes.count {
            // Given
            var sut = KeyDecoder()

            // When
            let first = sut.decode(sequence.bytes.prefix(split))
            let second = sut.decode(sequence.bytes.dropFirst(split))

            // Then
            #expect(joiningText(first + second) == joiningText(sequence.keys), "split after \(split) bytes")
            #expect(!sut.isWaitingAfterEscape, "split after \(split) bytes")
        }
    }

    @Test(arguments: KeySequence.all)
    func decodesEachSequenceReadOneByteAtATime(sequence: KeySequence) {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = sequence.bytes.flatMap { sut.decode([$0]) }

        // Then
        #expect(joiningText(keys) == joiningText(sequence.keys))
    }

    @Test func decodesKeysOneAfterAnotherInOneRead() {
        // Given
        var sut = KeyDecoder()
        let bytes = Array("ls".utf8) + [0x1B, 0x5B, 0x44, 0x7F, 0x01, 0x1B, 0x62] + Array("x\r".utf8)

        // When
        let keys = sut.decode(bytes)

        // Then
        #expect(keys == [.text("ls"), .left, .backspace, .control("a"), .alt("b"), .text("x"), .enter])
    }

    @Test func decodesBytesFromACollectionThatIsNotContiguous() {
        // Given
        var sut = KeyDecoder()
        let backwards: [UInt8] = [0x62, 0x41, 0x5B, 0x1B, 0x61]

        // When
        let keys = sut.decode(backwards.reversed())

        // Then
        #expect(keys == [.text("a"), .up, .text("b")])
    }

    // MARK: - Text

    @Test func givesEachRunOfTextInOneReadAsOneTextKey() {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = sut.decode(Array("ab c\tde".utf8))

        // Then
        #expect(keys == [.text("ab c"), .tab, .text("de")])
    }

    @Test func givesTextOfEachReadAsItsOwnKey() {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = sut.decode(Array("ab".utf8)) + sut.decode(Array("cd".utf8))

        // Then
        #expect(keys == [.text("ab"), .text("cd")])
    }

    @Test(arguments: 0...unicodeSample.utf8.count)
    func decodesUnicodeTextSplitAtAnyByte(split: Int) {
        // Given
        var sut = KeyDecoder()
        let bytes = Array(Self.unicodeSample.utf8)

        // When
        let keys = sut.decode(bytes.prefix(split)) + sut.decode(bytes.dropFirst(split))

        // Then
        #expect(joiningText(keys) == [.text(Self.unicodeSample)])
        #expect(keys.allSatisfy { $0 != .text("") })
        #expect(!sut.isWaitingAfterEscape)
    }

    @Test func decodesUnicodeTextReadOneByteAtATime() {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = Self.unicodeSample.utf8.flatMap { sut.decode([$0]) }

        // Then
        #expect(joiningText(keys) == [.text(Self.unicodeSample)])
    }

    @Test func waitsForTheRestOfACharacterSplitAcrossReads() {
        // Given
        var sut = KeyDecoder()

        // When
        let first = sut.decode([0xE2, 0x82])
        let waits = sut.isWaitingAfterEscape
        let second = sut.decode([0xAC])

        // Then
        #expect(first.isEmpty)
        #expect(waits)
        #expect(second == [.text("€")])
        #expect(!sut.isWaitingAfterEscape)
    }

    @Test func givesTheTextBeforeAnUnfinishedCharacterAtOnce() {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = sut.decode([0x61, 0xF0, 0x9F, 0x91])

        // Then
        #expect(keys == [.text("a")])
        #expect(sut.decode([0x8B]) == [.text("👋")])
    }

    @Test func dropsAnUnfinishedCharacterOnFlush() {
        // Given
        var sut = KeyDecoder()
        _ = sut.decode([0xE2, 0x82])

        // When
        let flushed = sut.flush()

        // Then
        #expect(flushed.isEmpty)
        #expect(!sut.isWaitingAfterEscape)
        #expect(sut.decode([0x61]) == [.text("a")])
    }

    @Test(arguments: InvalidText.all)
    func decodesInvalidUTF8AsReplacementCharacters(invalid: InvalidText) {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = sut.decode(invalid.bytes)

        // Then
        #expect(keys == invalid.keys)
        #expect(!sut.isWaitingAfterEscape)
    }

    @Test(arguments: InvalidText.all)
    func decodesInvalidUTF8TheSameWhereverTheReadsSplitIt(invalid: InvalidText) {
        for split in 0...invalid.bytes.count {
            // Given
            var sut = KeyDecoder()

            // When
            let keys = sut.decode(invalid.bytes.prefix(split)) + sut.decode(invalid.bytes.dropFirst(split))

            // Then
            #expect(joiningText(keys) == joiningText(invalid.keys), "split after \(split) bytes")
        }
    }

    // MARK: - Escape

    @Test func waitsAfterALoneEscapeAndGivesEscapeOnFlush() {
        // Given
        var sut = KeyDecoder()

        // When
        let decoded = sut.decode([0x1B])
        let waits = sut.isWaitingAfterEscape
        let flushed = sut.flush()

        // Then
        #expect(decoded.isEmpty)
        #expect(waits)
        #expect(flushed == [.escape])
        #expect(!sut.isWaitingAfterEscape)
        #expect(sut.flush().isEmpty)
    }

    @Test func givesAltWithTheLetterThatFollowsEscapeInALaterRead() {
        // Given
        var sut = KeyDecoder()
        _ = sut.decode([0x1B])

        // When
        let keys = sut.decode(Array("b".utf8))

        // Then
        #expect(keys == [.alt("b")])
        #expect(!sut.isWaitingAfterEscape)
    }

    @Test func givesEscapeAndWaitsAgainForADoubleEscape() {
        // Given
        var sut = KeyDecoder()

        // When
        let decoded = sut.decode([0x1B, 0x1B])
        let waits = sut.isWaitingAfterEscape
        let flushed = sut.flush()

        // Then
        #expect(decoded == [.escape])
        #expect(waits)
        #expect(flushed == [.escape])
    }

    @Test func dropsAnUnfinishedSequenceOnFlushAndDecodesWhatFollowsAsUsual() {
        // Given
        var sut = KeyDecoder()
        _ = sut.decode([0x1B, 0x5B, 0x31, 0x3B])

        // When
        let waits = sut.isWaitingAfterEscape
        let flushed = sut.flush()
        let next = sut.decode(Array("5D".utf8))

        // Then
        #expect(waits)
        #expect(flushed.isEmpty)
        #expect(next == [.text("5D")])
    }

    @Test func flushWithNothingWaitingGivesNothing() {
        // Given
        var sut = KeyDecoder()
        _ = sut.decode(Array("abc".utf8))

        // When
        let flushed = sut.flush()

        // Then
        #expect(flushed.isEmpty)
        #expect(!sut.isWaitingAfterEscape)
    }

    @Test func swallowsAnOverlongSequenceWholeAndDecodesWhatFollows() {
        // Given
        var sut = KeyDecoder()
        let bytes = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 10_000) + [0x41] + Array("ok".utf8)

        // When
        let keys = sut.decode(bytes)

        // Then
        #expect(keys == [.text("ok")])
    }

    @Test func waitsThroughoutAnUnknownSequenceSplitAcrossReads() {
        // Given
        var sut = KeyDecoder()

        // When
        let first = sut.decode([0x1B, 0x5B, 0x31, 0x35])
        let waits = sut.isWaitingAfterEscape
        let second = sut.decode([0x7E, 0x61])

        // Then
        #expect(first.isEmpty)
        #expect(waits)
        #expect(second == [.text("a")])
    }

    // MARK: - Paste

    @Test func givesAPasteThatSpansSeveralReadsAsOneKey() {
        // Given
        var sut = KeyDecoder()
        let bytes = Self.pasteStart + Array("echo one\ntwo\tthree".utf8) + Self.pasteEnd + Array("x".utf8)

        // When
        var keys: [Key] = []
        for start in stride(from: 0, to: bytes.count, by: 3) {
            keys += sut.decode(bytes[start..<min(start + 3, bytes.count)])
        }

        // Then
        #expect(keys == [.paste("echo one\ntwo\tthree"), .text("x")])
    }

    @Test func keepsEscapeBytesInAPasteThatAreNotItsEnd() {
        // Given
        var sut = KeyDecoder()
        let content: [UInt8] =
            [
                0x61, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x78, 0x1B, 0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E,
                0x1B,
            ]

        // When
        let keys = sut.decode(Self.pasteStart + content + Self.pasteEnd)

        // Then
        #expect(keys == [.paste(String(decoding: content, as: UTF8.self))])
    }

    @Test func keepsEscapeBytesInAPasteWhereverTheReadsSplitIt() {
        // Given
        let content: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x0D, 0x1B]
        let bytes = Self.pasteStart + content + Self.pasteEnd

        for split in 0...bytes.count {
            var sut = KeyDecoder()

            // When
            let keys = sut.decode(bytes.prefix(split)) + sut.decode(bytes.dropFirst(split))

            // Then
            #expect(keys == [.paste(String(decoding: content, as: UTF8.self))], "split after \(split) bytes")
        }
    }

    @Test func waitsInsideAPasteFarLongerThanAfterAnEscape() {
        // Given
        var sut = KeyDecoder()

        // When
        _ = sut.decode(Self.pasteStart + Array("ab".utf8) + [0x1B, 0x5B])

        // Then: an ESC in a paste is the paste's, however long the next byte takes within the paste's timeout
        #expect(sut.isInPaste)
        #expect(!sut.isWaitingAfterEscape)
        #expect(sut.flushTimeout == KeyDecoder.pasteTimeout)
        #expect(KeyDecoder.pasteTimeout >= .seconds(1) && KeyDecoder.pasteTimeout > KeyDecoder.escapeTimeout * 10)
        #expect(sut.decode(Array("201~".utf8)) == [.paste("ab")])
    }

    @Test func aPasteThatNeverEndsIsEndedByTheFlushAfterItsTimeoutAndKeysAreKeysAgain() {
        // Given: a paste start with nothing behind it but what was typed since
        var sut = KeyDecoder()
        _ = sut.decode(Self.pasteStart + Array("ls".utf8) + [0x1B, 0x5B, 0x32])

        // When
        let flushed = sut.flush()
        let typed = sut.decode([0x61, 0x0D])

        // Then
        #expect(flushed == [.paste("ls\u{1B}[2")])
        #expect(!sut.isInPaste)
        #expect(typed == [.text("a"), .enter])
    }

    @Test func aControlStringLeftUnfinishedIsDroppedAfterTheEscapeTimeoutAndCostsNoKeyAfterIt() {
        // Given: Alt-] pressed alone, as a control string's start
        var sut = KeyDecoder()
        _ = sut.decode([0x1B, UInt8(ascii: "]")])

        // When
        let waits = sut.flushTimeout
        let flushed = sut.flush()
        let typed = sut.decode(Array("x".utf8))

        // Then
        #expect(waits == KeyDecoder.escapeTimeout)
        #expect(flushed.isEmpty)
        #expect(typed == [.text("x")])
    }

    @Test func keepsTheFirstBytesOfAnOverlongPasteAndDropsTheRest() {
        // Given
        var sut = KeyDecoder()
        let content = [UInt8](repeating: UInt8(ascii: "x"), count: KeyDecoder.maximumPasteLength + 1000)

        // When
        let keys = sut.decode(Self.pasteStart + content + Self.pasteEnd + Array("y".utf8))

        // Then
        #expect(keys.count == 2)
        #expect(keys.first == .paste(String(repeating: "x", count: KeyDecoder.maximumPasteLength), isCut: true))
        #expect(keys.last == .text("y"))
    }

    @Test func cutsAnOverlongPasteOnACharacterBoundary() throws {
        // Given
        var sut = KeyDecoder()
        let content = Array(String(repeating: "€", count: KeyDecoder.maximumPasteLength).utf8)

        // When
        let keys = sut.decode(Self.pasteStart + content + Self.pasteEnd)

        // Then
        guard case .paste(let pasted, let isCut) = try #require(keys.first) else {
            Issue.record("not a paste")
            return
        }
        #expect(pasted.count == KeyDecoder.maximumPasteLength / 3)
        #expect(pasted.allSatisfy { $0 == "€" })
        #expect(isCut)
    }

    @Test func keepsAPasteOfExactlyTheLimitWhole() {
        // Given
        var sut = KeyDecoder()
        let content = String(repeating: "x", count: KeyDecoder.maximumPasteLength)

        // When
        let keys = sut.decode(Self.pasteStart + Array(content.utf8) + Self.pasteEnd)

        // Then
        #expect(keys == [.paste(content, isCut: false)])
    }

    @Test(arguments: KeySequence.afterPasteEnd)
    func takesALineBreakRightAfterAPastesEndInTheSameReadAsThePastes(end: KeySequence) {
        // Given: a paste that carries a false end marker of its own, as tmux's paste-buffer -p passes it through
        var sut = KeyDecoder()
        let bytes = Self.pasteStart + Array("ls".utf8) + Self.pasteEnd + end.bytes + Self.pasteEnd

        // When
        let keys = sut.decode(bytes)

        // Then
        #expect(keys == end.keys)
    }

    @Test func takesALineBreakInTheReadAfterAPastesEndAsEnter() {
        // Given
        var sut = KeyDecoder()
        _ = sut.decode(Self.pasteStart + Array("ls".utf8))

        // When
        let keys = sut.decode(Self.pasteEnd) + sut.decode([0x0D])

        // Then
        #expect(keys == [.paste("ls"), .enter])
    }

    @Test func decodesInvalidUTF8InAPasteAsReplacementCharacters() {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = sut.decode(Self.pasteStart + [0x61, 0xFF, 0x62] + Self.pasteEnd)

        // Then
        #expect(keys == [.paste("a\u{FFFD}b")])
    }

    @Test func givesNoKeyForAnEmptyPaste() {
        // Given
        var sut = KeyDecoder()

        // When
        let keys = sut.decode(Self.pasteStart + Self.pasteEnd)

        // Then
        #expect(keys.isEmpty)
        #expect(!sut.isWaitingAfterEscape)
    }

    // MARK: - Fuzz

    @Test func neverGivesControlCharactersAsTextAndNeverDependsOnHowReadsSplitTheBytes() {
        var generator = SeededGenerator(seed: Self.fuzzSeed)
        for round in 0..<Self.fuzzRounds {
            // Given
            let bytes = Self.byteSoup(using: &generator)
            var whole = KeyDecoder()
            var chunked = KeyDecoder()

            // When
            let wholeKeys = whole.decode(bytes) + whole.flush()
            var chunkedKeys: [Key] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...8, using: &generator))
                chunkedKeys += chunked.decode(bytes[start..<end])
                start = end
            }
            chunkedKeys += chunked.flush()

            // Then
            let context: Comment = "seed \(Self.fuzzSeed), round \(round): \(Self.hex(bytes))"
            #expect(canonical(wholeKeys) == canonical(chunkedKeys), context)
            #expect(!(wholeKeys + chunkedKeys).contains(where: Self.isUnprintable), context)
            #expect(!whole.isWaitingAfterEscape && !chunked.isWaitingAfterEscape, context)
        }
    }
}

// MARK: - Cases

extension KeyDecoderTests {
    /// One key's bytes and the keys they decode to, described with control bytes named so none is printed raw.
    struct KeySequence: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let keys: [Key]

        var testDescription: String { "\(name): \(KeyDecoderTests.hex(bytes))" }

        init(_ name: String, _ bytes: [UInt8], _ keys: [Key]) {
            self.name = name
            self.bytes = bytes
            self.keys = keys
        }

        /// `ESC` followed by `rest` as ASCII.
        init(_ name: String, escape rest: String, _ keys: [Key]) {
            self.init(name, [0x1B] + Array(rest.utf8), keys)
        }

        static let all: [KeySequence] =
            controls + arrows + shortModifiers + rxvt + editingPad + alt + unknown + controlStrings + text
            + [paste]

        private static let controls = [
            KeySequence("carriage return", [0x0D], [.enter]),
            KeySequence("line feed", [0x0A], [.enter]),
            KeySequence("tab", [0x09], [.tab]),
            KeySequence("delete", [0x7F], [.backspace]),
            KeySequence("Ctrl-H", [0x08], [.backspace]),
            KeySequence("Ctrl-A", [0x01], [.control("a")]),
            KeySequence("Ctrl-C", [0x03], [.control("c")]),
            KeySequence("Ctrl-D", [0x04], [.control("d")]),
            KeySequence("Ctrl-R", [0x12], [.control("r")]),
            KeySequence("Ctrl-W", [0x17], [.control("w")]),
            KeySequence("Ctrl-Z", [0x1A], [.control("z")]),
            KeySequence("Ctrl-@", [0x00], []),
            KeySequence("Ctrl-backslash", [0x1C], []),
            KeySequence("Ctrl-]", [0x1D], []),
            KeySequence("Ctrl-^", [0x1E], []),
            KeySequence("Ctrl-_", [0x1F], []),
        ]

        private static let arrows = [
            KeySequence("up", escape: "[A", [.up]),
            KeySequence("down", escape: "[B", [.down]),
            KeySequence("right", escape: "[C", [.right]),
            KeySequence("left", escape: "[D", [.left]),
            KeySequence("up, application mode", escape: "OA", [.up]),
            KeySequence("down, application mode", escape: "OB", [.down]),
            KeySequence("right, application mode", escape: "OC", [.right]),
            KeySequence("left, application mode", escape: "OD", [.left]),
            KeySequence("Ctrl-Left", escape: "[1;5D", [.wordLeft]),
            KeySequence("Alt-Left", escape: "[1;3D", [.wordLeft]),
            KeySequence("Ctrl-Right", escape: "[1;5C", [.wordRight]),
            KeySequence("Alt-Right", escape: "[1;3C", [.wordRight]),
            KeySequence("Meta-Left", escape: "[1;9D", [.wordLeft]),
            KeySequence("Ctrl-Shift-Right", escape: "[1;6C", [.wordRight]),
            KeySequence("Shift-Left", escape: "[1;2D", [.left]),
            KeySequence("Shift-Right", escape: "[1;2C", [.right]),
            KeySequence("Ctrl-Up", escape: "[1;5A", [.up]),
            KeySequence("Alt-Down", escape: "[1;3B", [.down]),
            KeySequence("Ctrl-Left, application mode", escape: "O1;5D", [.wordLeft]),
        ]

        /// The modifier alone, as xterm sends it with `modifyCursorKeys: 0` (and prompt_toolkit's table lists).
        private static let shortModifiers = [
            KeySequence("Shift-Left, modifier alone", escape: "[2D", [.left]),
            KeySequence("Shift-Right, modifier alone", escape: "[2C", [.right]),
            KeySequence("Alt-Left, modifier alone", escape: "[3D", [.wordLeft]),
            KeySequence("Ctrl-Left, modifier alone", escape: "[5D", [.wordLeft]),
            KeySequence("Ctrl-Right, modifier alone", escape: "[5C", [.wordRight]),
            KeySequence("Ctrl-Up, modifier alone", escape: "[5A", [.up]),
            KeySequence("Shift-Down, modifier alone", escape: "[2B", [.down]),
            KeySequence("Shift-Home, modifier alone", escape: "[2H", [.home]),
            KeySequence("Ctrl-End, modifier alone", escape: "[5F", [.end]),
            KeySequence("Ctrl-Left, application mode, modifier alone", escape: "O5D", [.wordLeft]),
            KeySequence("Shift-Right, application mode, modifier alone", escape: "O2C", [.right]),
            KeySequence("Left, parameter 1", escape: "[1D", [.left]),
            KeySequence("Shift-Home", escape: "[1;2H", [.home]),
            KeySequence("Ctrl-Shift-End", escape: "[1;6F", [.end]),
            KeySequence("Shift-Enter, modified other key", escape: "[27;2;13~", [.enter]),
            KeySequence("Ctrl-Enter, modified other key", escape: "[27;5;13~", [.enter]),
        ]

        /// rxvt's own forms, as rustyline reads them.
        private static let rxvt = [
            KeySequence("Shift-Up, rxvt", escape: "[a", [.up]),
            KeySequence("Shift-Down, rxvt", escape: "[b", [.down]),
            KeySequence("Shift-Right, rxvt", escape: "[c", [.right]),
            KeySequence("Shift-Left, rxvt", escape: "[d", [.left]),
            KeySequence("Ctrl-Up, rxvt", escape: "Oa", [.up]),
            KeySequence("Ctrl-Down, rxvt", escape: "Ob", [.down]),
            KeySequence("Ctrl-Right, rxvt", escape: "Oc", [.wordRight]),
            KeySequence("Ctrl-Left, rxvt", escape: "Od", [.wordLeft]),
            KeySequence("Shift-Delete, rxvt", escape: "[3$", [.delete]),
            KeySequence("Ctrl-Delete, rxvt", escape: "[3^", [.delete]),
            KeySequence("Ctrl-Shift-Delete, rxvt", escape: "[3@", [.delete]),
            KeySequence("Shift-Home, rxvt", escape: "[7$", [.home]),
            KeySequence("Ctrl-End, rxvt", escape: "[8^", [.end]),
            KeySequence("Shift-Page Up, rxvt", escape: "[5$", [.pageUp]),
            KeySequence("Shift-Insert, rxvt, then a key", escape: "[2$x", [.insert, .text("x")]),
        ]

        private static let editingPad = [
            KeySequence("Home, CSI H", escape: "[H", [.home]),
            KeySequence("End, CSI F", escape: "[F", [.end]),
            KeySequence("Home, CSI 1 tilde", escape: "[1~", [.home]),
            KeySequence("End, CSI 4 tilde", escape: "[4~", [.end]),
            KeySequence("Home, CSI 7 tilde", escape: "[7~", [.home]),
            KeySequence("End, CSI 8 tilde", escape: "[8~", [.end]),
            KeySequence("Home, SS3 H", escape: "OH", [.home]),
            KeySequence("End, SS3 F", escape: "OF", [.end]),
            KeySequence("Ctrl-Home", escape: "[1;5H", [.home]),
            KeySequence("Insert", escape: "[2~", [.insert]),
            KeySequence("Delete", escape: "[3~", [.delete]),
            KeySequence("Ctrl-Delete", escape: "[3;5~", [.delete]),
            KeySequence("Page Up", escape: "[5~", [.pageUp]),
            KeySequence("Page Down", escape: "[6~", [.pageDown]),
            KeySequence("Shift-Tab", escape: "[Z", [.backTab]),
        ]

        private static let alt = [
            KeySequence("Alt-B", escape: "b", [.alt("b")]),
            KeySequence("Alt-F", escape: "f", [.alt("f")]),
            KeySequence("Alt-Shift-B", escape: "B", [.alt("B")]),
            KeySequence("Alt-period", escape: ".", [.alt(".")]),
            KeySequence("Alt-Backspace, DEL", [0x1B, 0x7F], [.altBackspace]),
            KeySequence("Alt-Backspace, BS", [0x1B, 0x08], [.altBackspace]),
            KeySequence("Escape then Ctrl-A", [0x1B, 0x01], [.escape, .control("a")]),
            KeySequence("Escape then Enter", [0x1B, 0x0D], [.escape, .enter]),
            KeySequence("Escape then a non-ASCII letter", [0x1B, 0xC3, 0xA9], [.escape, .text("é")]),
        ]

        private static let unknown = [
            KeySequence("F1", escape: "OP", []),
            KeySequence("F5", escape: "[15~", []),
            KeySequence("Ctrl-F12", escape: "[24;5~", []),
            KeySequence("focus in", escape: "[I", []),
            KeySequence("device attributes", escape: "[?1;2c", []),
            KeySequence("mouse", escape: "[<0;12;7M", []),
            KeySequence("intermediate byte", escape: "[1 q", []),
            KeySequence("parameter after an intermediate", escape: "[ 1A", []),
            KeySequence("three parameters", escape: "[1;5;2D", []),
            KeySequence("shift tab in SS3", escape: "OZ", []),
            KeySequence("tilde in SS3", escape: "O3~", []),
            KeySequence("empty tilde", escape: "[~", []),
            KeySequence("stray paste end", escape: "[201~", []),
            KeySequence("colon parameters", escape: "[1:5D", []),
            KeySequence("unknown then text", escape: "[99xok", [.text("ok")]),
            KeySequence("malformed by CR", escape: "[1\r", [.enter]),
            KeySequence("malformed by Ctrl-A", [0x1B, 0x5B, 0x32, 0x01], [.control("a")]),
            KeySequence("malformed by a new sequence", [0x1B, 0x5B, 0x31, 0x1B, 0x5B, 0x41], [.up]),
            KeySequence("malformed by UTF-8", [0x1B, 0x4F, 0xC3, 0xA9], [.text("é")]),
            KeySequence("malformed by DEL", [0x1B, 0x5B, 0x7F], [.backspace]),
            KeySequence("Linux console F1, then a key", escape: "[[Ax", [.text("x")]),
            KeySequence("Linux console F5", escape: "[[E", []),
            KeySequence("Linux console prefix malformed by CR", escape: "[[\r", [.enter]),
            KeySequence("Shift-F3 or a cursor report, then a key", escape: "[1;2Rx", [.text("x")]),
            KeySequence("three parameters not of a modified key", escape: "[27;2;9~", []),
            KeySequence("a mode report, its dollar an intermediate", escape: "[1;2$y", []),
            KeySequence("unknown rxvt key", escape: "[9$", []),
            KeySequence("rxvt Shift-arrow with a parameter", escape: "[1a", []),
            KeySequence("five as a first parameter with a modifier", escape: "[5;5D", []),
        ]

        /// Strings and reports a terminal or a stray program sends, which are never typed.
        private static let controlStrings = [
            KeySequence("window title, BEL", escape: "]0;title\u{07}x", [.text("x")]),
            KeySequence("colour reply, ST", escape: "]11;rgb:0000/0000/0000\u{1B}\\x", [.text("x")]),
            KeySequence("device control string", escape: "P1$r0m\u{1B}\\x", [.text("x")]),
            KeySequence("application program command", escape: "_Gi=1;OK\u{1B}\\x", [.text("x")]),
            KeySequence("privacy message", escape: "^secret\u{1B}\\x", [.text("x")]),
            KeySequence("start of string", escape: "Xstring\u{1B}\\x", [.text("x")]),
            KeySequence("BEL inside a DCS is its text", escape: "Pa\u{07}b\u{1B}\\x", [.text("x")]),
            KeySequence("cancelled by CAN", escape: "]0;title\u{18}x", [.text("x")]),
            KeySequence("ended by a new sequence", escape: "]0;title\u{1B}[A", [.up]),
            KeySequence("X10 mouse report", escape: "[M !!x", [.text("x")]),
            KeySequence("X10 mouse report with high bytes", [0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xC3, 0x78], [.text("x")]),
        ]

        private static let text = [
            KeySequence("ASCII", Array("abc".utf8), [.text("abc")]),
            KeySequence("space", [0x20], [.text(" ")]),
            KeySequence("two-byte UTF-8", Array("é".utf8), [.text("é")]),
            KeySequence("three-byte UTF-8", Array("€".utf8), [.text("€")]),
            KeySequence("wide", Array("张".utf8), [.text("张")]),
            KeySequence("four-byte UTF-8", Array("👋".utf8), [.text("👋")]),
            KeySequence("emoji with skin tone", Array("👋🏽".utf8), [.text("👋🏽")]),
            KeySequence("family joined", Array("👨‍👩‍👧".utf8), [.text("👨‍👩‍👧")]),
            KeySequence("flag", Array("🇺🇦".utf8), [.text("🇺🇦")]),
            KeySequence("combining accent", Array("e\u{301}".utf8), [.text("e\u{301}")]),
            KeySequence("C1 control dropped", [0x61, 0xC2, 0x9B, 0x62], [.text("ab")]),
            KeySequence("text around an arrow", [0x61, 0x1B, 0x5B, 0x44, 0x62], [.text("a"), .left, .text("b")]),
        ]

        /// What follows a paste's false end marker in the same read, and the keys the whole read decodes to.
        static let afterPasteEnd = [
            KeySequence("CR", [0x0D], [.paste("ls\r")]),
            KeySequence("LF", [0x0A], [.paste("ls\n")]),
            KeySequence("CR LF", [0x0D, 0x0A], [.paste("ls\r\n")]),
            KeySequence("two CRs", [0x0D, 0x0D], [.paste("ls\r"), .enter]),
            KeySequence("LF CR", [0x0A, 0x0D], [.paste("ls\n"), .enter]),
            KeySequence("text, then CR", Array("x\r".utf8), [.paste("ls"), .text("x"), .enter]),
            KeySequence("nothing", [], [.paste("ls")]),
        ]

        private static let paste = KeySequence(
            "paste",
            KeyDecoderTests.pasteStart + Array("a\rb".utf8) + KeyDecoderTests.pasteEnd,
            [.paste("a\rb")]
        )
    }

    /// Bytes that are not valid UTF-8 and the text they decode to.
    struct InvalidText: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let keys: [Key]

        var testDescription: String { "\(name): \(KeyDecoderTests.hex(bytes))" }

        static let all = [
            InvalidText(name: "byte FF", bytes: [0x61, 0xFF, 0x62], keys: [.text("a\u{FFFD}b")]),
            InvalidText(name: "lone continuation", bytes: [0x80, 0x61], keys: [.text("\u{FFFD}a")]),
            InvalidText(name: "overlong encoding", bytes: [0xC0, 0xAF], keys: [.text(replacements(2))]),
            InvalidText(name: "surrogate", bytes: [0xED, 0xA0, 0x80], keys: [.text(replacements(3))]),
            InvalidText(name: "above U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], keys: [.text(replacements(4))]),
            InvalidText(name: "cut by text", bytes: [0xE2, 0x82, 0x61], keys: [.text("\u{FFFD}a")]),
            InvalidText(name: "cut by a new character", bytes: [0xE2, 0xC3, 0xA9], keys: [.text("\u{FFFD}é")]),
            InvalidText(name: "cut by Enter", bytes: [0xE2, 0x82, 0x0D], keys: [.text("\u{FFFD}"), .enter]),
            InvalidText(name: "cut by Escape", bytes: [0xF0, 0x9F, 0x1B, 0x5B, 0x41], keys: [.text("\u{FFFD}"), .up]),
        ]

        private static func replacements(_ count: Int) -> String {
            String(repeating: "\u{FFFD}", count: count)
        }
    }
}

// MARK: - Helpers

extension KeyDecoderTests {
    /// Text with characters of one to four UTF-8 bytes, wide ones, emoji sequences and a combining mark.
    static let unicodeSample = "Zoë 张伟 👋🏽 e\u{301} 🇺🇦 👨‍👩‍👧!"

    static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    static let fuzzSeed =
        ProcessInfo.processInfo.environment["SURFMVP_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_126
    static let fuzzRounds = ProcessInfo.processInfo.environment["SURFMVP_FUZZ_CASES"].flatMap(Int.init) ?? 2000

    /// The bytes named, printable ASCII as itself and every other byte in hex, so no control byte is printed.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { byte in
            switch byte {
            case 0x1B:
                "ESC"
            case 0x21...0x7E:
                String(UnicodeScalar(byte))
            default:
                "0x" + String(byte, radix: 16, uppercase: true)
            }
        }
        .joined(separator: " ")
    }

    /// Random bytes with many of those that start, fill and end sequences, and pieces of the paste markers.
    static func byteSoup(using generator: inout SeededGenerator) -> [UInt8] {
        let pieces: [[UInt8]] = [
            [0x1B], [0x5B], [0x4F], [0x7E], [0x3B], [0x31], [0x32], [0x30], [0x0D], [0x7F], [0x08], [0x41],
            [0x62], [0xC3], [0xA9], [0xE2], [0x82], [0xF0], [0x9F], [0xC2], [0x9B], [0xCC], [0x81],
            pasteStart, pasteEnd, Array(pasteEnd.prefix(4)),
        ]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...48, using: &generator) {
            if Bool.random(using: &generator) {
                bytes.append(UInt8.random(in: 0...255, using: &generator))
            } else {
                bytes += pieces.randomElement(using: &generator) ?? []
            }
        }
        return bytes
    }

    /// Whether a key holds what a `.text` or `.alt` never may: nothing, or a control character.
    static func isUnprintable(_ key: Key) -> Bool {
        switch key {
        case .text(let text):
            text.isEmpty || text.unicodeScalars.contains { $0.properties.generalCategory == .control }
        case .alt(let character):
            character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        default:
            false
        }
    }
}

/// The keys as far as they never depend on the reads: runs of `.text` joined, and a line break that ends a paste
/// taken for the Enter it would be in a later read.
private func canonical(_ keys: [Key]) -> [Key] {
    joiningText(
        keys.flatMap { key -> [Key] in
            guard case .paste(let pasted, let isCut) = key else { return [key] }
            let lineBreaks = pasted.unicodeScalars.reversed().prefix { $0 == "\r" || $0 == "\n" }.count
            let rest = String(pasted.unicodeScalars.dropLast(lineBreaks))
            return (rest.isEmpty ? [] : [.paste(rest, isCut: isCut)]) + Array(repeating: .enter, count: lineBreaks)
        }
    )
}

/// The keys with each run of `.text` keys joined into one, since where a run is cut depends on the reads.
private func joiningText(_ keys: [Key]) -> [Key] {
    var joined: [Key] = []
    for key in keys {
        if case .text(let text) = key, case .text(let previous) = joined.last {
            joined[joined.count - 1] = .text(previous + text)
        } else {
            joined.append(key)
        }
    }
    return joined
}
