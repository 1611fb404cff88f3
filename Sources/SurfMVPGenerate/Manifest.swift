/// A line of a folder's `Manifest.template`, rendered: what to make of one template, and where.
///
/// A verb, a template (or `-`), a path from the repository's root, and the anchor's clauses, each a keyword and quoted
/// text: `member Module/Wiring/ModuleFactoryRequirement Sources/Coordinators/Factories/ModuleFactories.swift in
/// "protocol CardsModuleFactory"`. `Templates/README.md` says what each verb and clause does.
struct ManifestLine {
    /// What the line does: `new`, `member`, `lines`, `append`, `argument`, `element`, `import`, `require`, or `next`
    /// (`next "<text>"`, a line of the next step printed once the files are written).
    let verb: String

    /// The template, from `Templates/` and without `.swift.template`; the module of an `import`; `-` for none.
    let template: String

    /// The file made or edited; empty for `next`.
    let path: String

    /// Each clause's quoted texts, by keyword: `["in": ["private enum Row: CaseIterable"], "after": ["case "]]`.
    let clauses: [String: [String]]

    /// The verbs a manifest may use, with the clauses each takes and those it needs.
    private static let grammar: [String: (takes: Set<String>, needs: Set<String>)] = [
        "new": ([], []), "member": (["in", "before"], ["in"]), "lines": (["in", "after", "before", "holding"], []),
        "append": ([], []), "argument": (["call"], ["call"]), "element": (["array"], ["array"]), "import": ([], []),
        "require": (["line"], ["line"]),
    ]

    /// Reads `line` of the manifest at `manifest`.
    ///
    /// - Throws: `GenerationError.brokenTemplate` for an unknown verb or clause, a quote first or not closed, a
    ///   clause without text, or a path that leaves the repository (`/…`, `../…`).
    init(_ line: Substring, in manifest: String) throws(GenerationError) {
        var words: [String] = []
        var texts: [[String]] = []
        var rest = line.trimmingSpaces()[...]
        while let first = rest.first {
            if first == "\"" {
                guard let close = rest.dropFirst().firstIndex(of: "\""), !texts.isEmpty else {
                    throw .brokenTemplate(path: manifest, problem: "not a line of a manifest: \(line.trimmingSpaces())")
                }
                texts[texts.count - 1].append(String(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: close)...]
            } else {
                let word = rest.prefix { $0 != " " }
                words.append(String(word))
                texts.append([])
                rest = rest.dropFirst(word.count)
            }
            rest = rest.drop { $0 == " " }
        }
        if words == ["next"], texts[0].count == 1 {
            (verb, template, path, clauses) = ("next", "-", "", ["text": texts[0]])
            return
        }
        let keywords = words.dropFirst(3)
        guard words.count >= 3, let grammar = Self.grammar[words[0]], texts[0...2].allSatisfy(\.isEmpty),
            !words[2].hasPrefix("/"), !words[2].split(separator: "/").contains(".."),
            keywords.allSatisfy(grammar.takes.contains), grammar.needs.isSubset(of: keywords),
            zip(keywords, texts.dropFirst(3)).allSatisfy({ !$1.isEmpty })
        else {
            throw .brokenTemplate(path: manifest, problem: "not a line of a manifest: \(line.trimmingSpaces())")
        }
        verb = words[0]
        template = words[1]
        path = words[2]
        clauses = Dictionary(zip(keywords, texts.dropFirst(3))) { $0 + $1 }
    }

    /// The one text of `clause`, or nil where the line has none.
    func clause(_ clause: String) -> String? {
        clauses[clause]?.first
    }
}

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
        guard let text = templates.contents(of: path) else {
            throw .brokenTemplate(path: path, problem: "there is no such manifest")
        }
        let manifest = try Template(path: path, text: text).render(values: filler.values, flags: filler.flags)
        var entries: [String] = []
        for line in manifest.split(separator: "\n") where !line.hasPrefix("#") {
            if line.first == " ", !entries.isEmpty {
                entries[entries.count - 1] += line
            } else {
                entries.append(String(line))
            }
        }
        for entry in entries {
            let line = try ManifestLine(entry[...], in: path)
            let rendered = { () throws(GenerationError) in
                try filler.render("\(Repository.templates)/\(line.template)", for: line.path)
            }
            switch line.verb {
            case "next":
                plan.nextSteps.append(line.clause("text") ?? "")
            case "new":
                plan.create(line.path, contents: try rendered())
            case "import":
                try plan.editSwift(line.path, in: tree) { $0.addImport(line.template, after: "Modules") }
            case "require":
                try plan.editSwift(line.path, in: tree) { source throws(GenerationError) in
                    let prefix = line.clause("line") ?? ""
                    guard source.hasLine(startingWith: prefix) else {
                        throw .missingAnchor(path: line.path, anchor: "`\(prefix)`")
                    }
                }
            default:
                let text = try rendered()
                try plan.editSwift(line.path, in: tree) { source throws(GenerationError) in
                    try source.insert(text, at: line)
                }
            }
        }
    }
}

extension SourceText {
    /// Inserts `text` where the `member`, `lines`, `append`, `argument` or `element` line `line` of a manifest says.
    mutating func insert(_ text: String, at line: ManifestLine) throws(GenerationError) {
        let declaration = line.clauses["in"] ?? []
        switch (line.verb, line.clause("after"), line.clause("before")) {
        case ("member", _, let marker?): try addMember(text, before: marker, in: declaration.first ?? "")
        case ("member", _, nil): try addMember(text, atEndOf: declaration.first ?? "")
        case ("lines", let prefix?, _): try addLines(text, afterLast: prefix, in: declaration)
        case ("lines", nil, let prefix?) where declaration.isEmpty: try addLines(text, before: prefix)
        case ("lines", nil, let prefix?):
            try addLines(text, before: prefix, holding: line.clause("holding") ?? "", in: declaration)
        case ("lines", nil, nil): try addLines(text, atEndOf: declaration)
        case ("argument", _, _): try addArgument(text, toCall: line.clause("call") ?? "")
        case ("element", _, _):
            try addElement(String(text.prefix { $0 != "\n" }), toArrayStartingWith: line.clause("array") ?? "")
        default: append(text)
        }
    }
}
