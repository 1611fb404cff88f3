/// A line of a folder's `Manifest.template`, rendered: what to make of one template, and where.
///
/// A verb, a template (or `-`), a path from the repository's root, and the anchor's clauses, each a keyword and quoted
/// text: `member Module/Wiring/ModuleFactoryRequirement Sources/Coordinators/Factories/ModuleFactories.swift in
/// "protocol CardsModuleFactory"`; or `next "<text>"`. `Templates/README.md` says what each verb and clause does.
struct ManifestLine {
    /// What a line does.
    enum Verb: String {
        /// A new file.
        case new
        /// A member at the end of a declaration, or before one of its lines, set apart by a blank line.
        case member
        /// Lines as they are: at the end of a declaration, after the last of its own lines with a prefix, or before
        /// the first line with one.
        case lines
        /// Lines at the end of the file, after a blank line.
        case append
        /// The last argument of a call.
        case argument
        /// The last element of an array literal.
        case element
        /// `@testable import` of a module, after that of `Modules`.
        case `import`
        /// Nothing, but the generation is refused unless the file has a line.
        case require
        /// A line of the next step, printed once the files are written.
        case next
    }

    // MARK: - Properties

    /// What the line does.
    let verb: Verb

    /// The template, from `Templates/` and without `.swift.template`; the module of an `import`; `-` for none.
    let template: String

    /// The file made or edited; empty for `next`.
    let path: String

    /// Each clause's quoted texts, by keyword: `["in": ["private enum Row: CaseIterable"], "after": ["case "]]`; the
    /// text of `next` as `text`.
    let clauses: [String: [String]]

    /// The clauses each verb takes, and those it needs.
    private static let grammar: [Verb: (takes: Set<String>, needs: Set<String>)] = [
        .new: ([], []), .member: (["in", "before"], ["in"]), .lines: (["in", "after", "before", "holding"], []),
        .append: ([], []), .argument: (["call"], ["call"]), .element: (["array"], ["array"]), .import: ([], []),
        .require: (["line"], ["line"]),
    ]

    // MARK: - Initialization

    /// Reads `line` of the manifest at `manifest`.
    ///
    /// - Throws: `GenerationError.brokenTemplate` for a line it cannot read: an unknown verb or clause, a clause given
    ///   twice or without its text, a quote left open or with no word before it, `after` with `before`, `holding`
    ///   without `before`, or a template or path that leaves the repository (`/…`, `../…`).
    init(_ line: Substring, in manifest: String) throws(GenerationError) {
        let broken = GenerationError.brokenTemplate(
            path: manifest,
            problem: "not a line of a manifest: \(line.trimmingSpaces())"
        )
        var words: [String] = []
        var texts: [[String]] = []
        var rest = line.trimmingSpaces()[...]
        while let first = rest.first {
            if first == "\"" {
                guard let close = rest.dropFirst().firstIndex(of: "\""), !texts.isEmpty else { throw broken }
                texts[texts.count - 1].append(String(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: close)...]
            } else {
                let word = rest.prefix { $0 != " " && $0 != "\"" }
                words.append(String(word))
                texts.append([])
                rest = rest.dropFirst(word.count)
            }
            rest = rest.drop { $0 == " " }
        }
        if words == ["next"], texts[0].count == 1 {
            (verb, template, path, clauses) = (.next, "-", "", ["text": texts[0]])
            return
        }
        let keywords = words.dropFirst(3)
        let given = Set(keywords)
        guard words.count >= 3, let verb = Verb(rawValue: words[0]), let grammar = Self.grammar[verb],
            texts[0...2].allSatisfy(\.isEmpty), Self.isTemplate(words[1]), Self.isSwiftFile(words[2]),
            given.count == keywords.count, verb != .lines || !given.isDisjoint(with: ["in", "before"]),
            given.isSubset(of: grammar.takes), grammar.needs.isSubset(of: given),
            zip(keywords, texts.dropFirst(3)).allSatisfy({ $0 == "in" ? !$1.isEmpty : $1.count == 1 }),
            !given.contains("after") || !given.contains("before"),
            !given.contains("holding") || given.contains("before")
        else { throw broken }
        self.verb = verb
        template = words[1]
        path = words[2]
        clauses = Dictionary(uniqueKeysWithValues: zip(keywords, texts.dropFirst(3)))
        guard verb != .member || clauses["in"]?.count == 1 else { throw broken }
    }

    // MARK: - Public Methods

    /// The one text of `clause`, or nil where the line has none.
    func clause(_ clause: String) -> String? {
        clauses[clause]?.first
    }

    // MARK: - Private Methods

    /// Whether `word` names a template below `Templates/`, a module, or none (`-`): ASCII letters, digits, `_`, `-`
    /// and `/`, plainly below the folder.
    private static func isTemplate(_ word: String) -> Bool {
        word.partsBelowRoot != nil
            && word.unicodeScalars.allSatisfy { $0.isASCIILetterOrDigit || "_/-".unicodeScalars.contains($0) }
    }

    /// Whether `path` is a Swift file of `Sources/` or `Tests/`, plainly below them, named in ASCII letters, digits,
    /// `_`, `-`, `+` and `.`: where a generation may write, and nowhere else (not `.git/`, not outside the repository).
    private static func isSwiftFile(_ path: String) -> Bool {
        (path.hasPrefix("Sources/") || path.hasPrefix("Tests/")) && path.hasSuffix(".swift")
            && path.partsBelowRoot != nil
            && path.unicodeScalars.allSatisfy { $0.isASCIILetterOrDigit || "_/-+.".unicodeScalars.contains($0) }
    }
}

// MARK: - Applying a Manifest

extension Planner {
    /// Adds to `plan` what the manifest of the folder `folder` of `Templates/` makes, rendered by `filler`: each file
    /// it creates, each edit at an anchor of an existing file, as `tree` has it, and each line of the next step.
    func apply(
        _ folder: String,
        to plan: inout Plan,
        in tree: any FileTree,
        rendering filler: Filler
    ) throws(GenerationError) {
        let path = "\(Repository.templates)/\(folder)/Manifest.template"
        let manifest = try Template(path: path, text: try templateText(at: path, noun: "manifest")).render(
            values: filler.placeholders,
            flags: filler.flags
        )
        var entries: [String] = []
        for line in manifest.split(separator: "\n") where !line.hasPrefix("#") && line.contains(where: { $0 != " " }) {
            if line.first == " ", !entries.isEmpty {
                entries[entries.count - 1] += line
            } else {
                entries.append(String(line))
            }
        }
        let lines = try entries.map { entry throws(GenerationError) in try ManifestLine(entry[...], in: path) }
        // A manifest emptied by mistake would have a generation that makes nothing pass for one that worked.
        guard lines.contains(where: { ![.next, .import, .require].contains($0.verb) }) else {
            throw .brokenTemplate(path: path, problem: "it names no file to make or edit")
        }
        for line in lines {
            let isRendered = ![.next, .import, .require].contains(line.verb)
            let text = try isRendered ? filler.render("\(Repository.templates)/\(line.template)", for: line.path) : ""
            switch line.verb {
            case .next: plan.nextSteps.append(line.clause("text") ?? "")
            case .new: plan.create(line.path, contents: text)
            default:
                try plan.editSwift(line.path, in: tree) { source throws(GenerationError) in
                    try source.insert(text, at: line)
                }
            }
        }
    }
}

extension SourceText {
    /// Inserts `text` where the `member`, `lines`, `append`, `argument` or `element` line `line` of a manifest says;
    /// adds the import an `import` line names, or refuses a file without the line a `require` line needs.
    mutating func insert(_ text: String, at line: ManifestLine) throws(GenerationError) {
        let declaration = line.clauses["in"] ?? []
        switch line.verb {
        case .member:
            if let marker = line.clause("before") {
                try addMember(text, before: marker, in: declaration[0])
            } else {
                try addMember(text, atEndOf: declaration[0])
            }
        case .lines:
            if let prefix = line.clause("after") {
                try addLines(text, afterLast: prefix, in: declaration)
            } else if let prefix = line.clause("before") {
                try addLines(text, before: prefix, holding: line.clause("holding") ?? "", in: declaration)
            } else {
                try addLines(text, atEndOf: declaration)
            }
        case .argument: try addArgument(text, toCall: line.clause("call") ?? "")
        case .element:
            try addElement(String(text.prefix { $0 != "\n" }), toArrayStartingWith: line.clause("array") ?? "")
        case .append: append(text)
        case .import: addImport(line.template, after: "Modules")
        case .require:
            let prefix = line.clause("line") ?? ""
            guard hasLine(startingWith: prefix) else { throw .missingAnchor(path: path, anchor: "`\(prefix)`") }
        case .new, .next: break  // Made by `Planner.apply`, with nothing to insert.
        }
    }
}
