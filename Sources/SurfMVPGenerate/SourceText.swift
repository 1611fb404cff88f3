/// A Swift file as lines, with the edits the generator makes at its anchors: the end of a declaration, a `// MARK:`
/// inside one, the end of the file.
///
/// A declaration is found by the start of its first line, indentation aside (`protocol CardsModuleFactory`), and
/// ends at the first `}` after it at the same indentation, as swift-format leaves it.
struct SourceText {
    // MARK: - Properties

    /// Where the text was read from, for messages.
    let path: String

    private var lines: [String]

    /// The text, ending in a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }

    // MARK: - Initialization

    /// Reads `text`, from the file at `path`.
    init(_ text: String, path: String) {
        self.path = path
        lines = Self.lines(of: text)
    }

    // MARK: - Public Methods

    /// Whether a declaration starts with `header`.
    func declares(_ header: String) -> Bool {
        declaration(startingWith: header) != nil
    }

    /// The lines of the declaration that starts with `header`, from its first line to its closing brace.
    func declarationText(startingWith header: String) -> String? {
        declaration(startingWith: header).map { lines[$0.start...$0.end].joined(separator: "\n") }
    }

    /// Whether a line, indentation aside, starts with `prefix`, such as `private let factory: any CardsModuleFactory`.
    func hasLine(startingWith prefix: String) -> Bool {
        lines.contains { Self.line($0, startsWith: prefix) }
    }

    /// Adds `member` as the last member of the declaration that starts with `header`, after a blank line unless the
    /// declaration is empty.
    mutating func addMember(_ member: String, atEndOf header: String) throws(GenerationError) {
        guard let declaration = declaration(startingWith: header) else {
            throw .missingAnchor(path: path, anchor: "`\(header) { … }`")
        }
        let isEmpty = declaration.end == declaration.start + 1
        lines.insert(contentsOf: (isEmpty ? [] : [""]) + Self.lines(of: member), at: declaration.end)
    }

    /// Adds `member` inside the declaration that starts with `header`, just before its line `marker` (a
    /// `// MARK: - Private Methods`), followed by a blank line.
    mutating func addMember(_ member: String, before marker: String, in header: String) throws(GenerationError) {
        guard let declaration = declaration(startingWith: header),
            let index = lines[declaration.start..<declaration.end].firstIndex(where: { $0.trimmingSpaces() == marker })
        else {
            throw .missingAnchor(path: path, anchor: "`\(marker)` in `\(header) { … }`")
        }
        lines.insert(contentsOf: Self.lines(of: member) + [""], at: index)
    }

    /// Adds `block` just before the first line that starts with `anchor`, indentation aside (a statement).
    mutating func addLines(_ block: String, before anchor: String) throws(GenerationError) {
        guard let index = lines.firstIndex(where: { Self.line($0, startsWith: anchor) }) else {
            throw .missingAnchor(path: path, anchor: "`\(anchor)`")
        }
        lines.insert(contentsOf: Self.lines(of: block), at: index)
    }

    /// Adds `argument` as the last argument of the first call whose line starts with `call` (`AppDependencies(`),
    /// indentation aside, and whose arguments follow one a line up to a `)` alone at the call's indentation.
    mutating func addArgument(_ argument: String, toCall call: String) throws(GenerationError) {
        guard let start = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(call) && $0.hasSuffix("(") }),
            case let indentation = String(lines[start].prefix { $0 == " " }),
            let end = lines[(start + 1)...].firstIndex(of: indentation + ")")
        else {
            throw .missingAnchor(path: path, anchor: "`\(call)` with one argument a line")
        }
        if end > start + 1, !lines[end - 1].hasSuffix(",") {
            lines[end - 1] += ","
        }
        lines.insert(contentsOf: Self.lines(of: argument), at: end)
    }

    /// Adds `block` at the end of the file, after a blank line.
    mutating func append(_ block: String) {
        lines += [""] + Self.lines(of: block)
    }

    // MARK: - Private Methods

    /// The lines of the declaration that starts with `header`: its first line and its closing brace.
    private func declaration(startingWith header: String) -> (start: Int, end: Int)? {
        guard let start = lines.firstIndex(where: { Self.line($0, startsWith: header) && $0.hasSuffix("{") }) else {
            return nil
        }
        let indentation = String(lines[start].prefix { $0 == " " })
        guard let end = lines[(start + 1)...].firstIndex(of: indentation + "}") else { return nil }
        return (start, end)
    }

    /// Whether `line`, indentation aside, starts with `prefix` followed by anything but more of the same word.
    private static func line(_ line: String, startsWith prefix: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix(prefix) else { return false }
        guard let next = trimmed.dropFirst(prefix.count).first else { return true }
        return !(next.isLetter || next.isNumber || next == "_")
    }

    /// The lines of a block of text, without its final newline.
    private static func lines(of block: String) -> [String] {
        var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines
    }
}
