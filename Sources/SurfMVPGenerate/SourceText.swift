/// A Swift file as lines, with the edits the generator makes at its anchors: the end of a declaration, a `// MARK:`
/// inside one, a line of one, the end of the file.
///
/// A declaration is found by the start of its first line, indentation aside (`protocol CardsModuleFactory`), and
/// ends at the first `}` after it at the same indentation, as swift-format leaves it. One inside another is found by
/// the path of their first lines: `["private enum Row: CaseIterable", "var title: String", "switch self"]`.
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
        let declaration = try required([header])
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

    /// Adds `block` as the last lines of the declaration at `path`, with no blank line: a case of a `switch`.
    mutating func addLines(_ block: String, atEndOf path: [String]) throws(GenerationError) {
        lines.insert(contentsOf: Self.lines(of: block), at: try required(path).end)
    }

    /// Adds `block` inside the declaration at `path`, just after the last of its own lines (those one level in) that
    /// starts with `prefix`, indentation aside, and after the block that line opens, if any: a `case` of an enum, a
    /// property among others, a closure set after the others.
    mutating func addLines(_ block: String, afterLast prefix: String, in path: [String]) throws(GenerationError) {
        let declaration = try required(path)
        let inner = String(lines[declaration.start].prefix { $0 == " " }) + "    "
        guard
            let last = lines[declaration.start..<declaration.end].lastIndex(where: { line in
                line.hasPrefix(inner) && line.dropFirst(inner.count).hasPrefix(prefix)
            })
        else { throw .missingAnchor(path: self.path, anchor: "`\(prefix)…` in `\(path.last ?? "") { … }`") }
        var end = last
        var depth = Self.braceDepth(of: lines[last])
        while depth > 0, end + 1 < declaration.end {
            end += 1
            depth += Self.braceDepth(of: lines[end])
        }
        lines.insert(contentsOf: Self.lines(of: block), at: end + 1)
    }

    /// Adds `block` just before the first line that starts with `prefix`, indentation aside, and holds `text`, inside
    /// the declaration at `path`, or anywhere in the file when `path` is empty: a statement.
    mutating func addLines(
        _ block: String,
        before prefix: String,
        holding text: String,
        in path: [String]
    ) throws(GenerationError) {
        var range = lines.indices
        if !path.isEmpty {
            let declaration = try required(path)
            range = declaration.start..<declaration.end
        }
        guard
            let index = lines[range].firstIndex(where: {
                $0.drop { $0 == " " }.hasPrefix(prefix) && $0.contains(text)
            })
        else {
            let line = prefix + (text.isEmpty && path.isEmpty ? "" : "…" + text)
            let place = path.last.map { " in `\($0) { … }`" } ?? ""
            throw .missingAnchor(path: self.path, anchor: "`\(line)`\(place)")
        }
        lines.insert(contentsOf: Self.lines(of: block), at: index)
    }

    /// Adds `element` as the last element of the array literal on the line that starts with `prefix`, indentation
    /// aside (`private nonisolated static let rows = [`), whether it closes on that line or further down, one element
    /// a line.
    mutating func addElement(_ element: String, toArrayStartingWith prefix: String) throws(GenerationError) {
        guard let start = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(prefix) }) else {
            throw .missingAnchor(path: path, anchor: "`\(prefix)…]`")
        }
        if lines[start].hasSuffix("]") {
            let isEmpty = lines[start].hasSuffix("[]")
            lines[start] = lines[start].dropLast() + (isEmpty ? "" : ", ") + element + "]"
            return
        }
        let indentation = String(lines[start].prefix { $0 == " " })
        guard let end = lines[(start + 1)...].firstIndex(of: indentation + "]") else {
            throw .missingAnchor(path: path, anchor: "`\(prefix)…]`")
        }
        lines.insert(indentation + "    " + element + ",", at: end)
    }

    /// Adds `@testable import <module>` after `@testable import <other>` unless the file imports it already.
    mutating func addImport(_ module: String, after other: String) {
        guard !lines.contains(where: { $0.hasSuffix("import \(module)") }),
            let index = lines.firstIndex(of: "@testable import \(other)")
        else { return }
        lines.insert("@testable import \(module)", at: index + 1)
    }

    /// The first line, indentation aside, of the declaration whose lines hold `text`, among those one level inside
    /// the declaration that starts with `header`: `func showProfile() {` for `factory.makeProfileModule()`.
    func member(holding text: String, in header: String) -> String? {
        guard let outer = declaration(startingWith: header) else { return nil }
        let inner = String(lines[outer.start].prefix { $0 == " " }) + "    "
        var member: String?
        for line in lines[outer.start..<outer.end] {
            if line.hasPrefix(inner), line.dropFirst(inner.count).first != " ", line.hasSuffix("{") {
                member = line.trimmingSpaces()
            } else if line.contains(text) {
                return member
            }
        }
        return nil
    }

    // MARK: - Private Methods

    /// The lines of the declaration that starts with `header`: its first line and its closing brace.
    private func declaration(startingWith header: String) -> (start: Int, end: Int)? {
        declaration(at: [header])
    }

    /// The lines of the declaration at `path`, each one found inside the one before: its first line and its closing
    /// brace.
    private func declaration(at path: [String]) -> (start: Int, end: Int)? {
        var range = lines.startIndex..<lines.endIndex
        var found: (start: Int, end: Int)?
        for header in path {
            guard let start = lines[range].firstIndex(where: { Self.line($0, startsWith: header) && $0.hasSuffix("{") })
            else { return nil }
            let indentation = String(lines[start].prefix { $0 == " " })
            guard let end = lines[(start + 1)..<range.upperBound].firstIndex(of: indentation + "}") else { return nil }
            found = (start, end)
            range = (start + 1)..<end
        }
        return found
    }

    /// The declaration at `path`, or the refusal that names it.
    private func required(_ path: [String]) throws(GenerationError) -> (start: Int, end: Int) {
        guard let declaration = declaration(at: path) else {
            throw .missingAnchor(path: self.path, anchor: path.map { "`\($0) { … }`" }.joined(separator: " in "))
        }
        return declaration
    }

    /// Whether `line`, indentation aside, starts with `prefix` followed by anything but more of the same word.
    private static func line(_ line: String, startsWith prefix: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix(prefix) else { return false }
        guard let next = trimmed.dropFirst(prefix.count).first, let last = prefix.last, Self.isWordCharacter(last)
        else {
            return true
        }
        return !Self.isWordCharacter(next)
    }

    /// How many more braces `line` opens than it closes.
    private static func braceDepth(of line: String) -> Int {
        line.reduce(0) { depth, character in depth + (character == "{" ? 1 : character == "}" ? -1 : 0) }
    }

    /// Whether `character` may be part of a Swift identifier.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
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
