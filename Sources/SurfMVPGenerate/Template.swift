/// A template file from `Templates/`: Swift as it will read once generated, with `{{Name}}`-style placeholders and
/// sections kept only when a flag is on (`{{#input}}` … `{{/input}}`) or off (`{{^input}}` … `{{/input}}`), each
/// section marker on a line of its own.
struct Template {
    // MARK: - Properties

    /// Where the template was read from, for messages.
    let path: String

    /// The template's text.
    let text: String

    // MARK: - Public Methods

    /// The text with every placeholder replaced by its value in `values` and every section kept or dropped by its
    /// flag in `flags`.
    ///
    /// - Throws: `GenerationError.brokenTemplate` for a placeholder or a flag the generator does not fill, or a
    ///   section that is not closed in order.
    func render(values: [String: String], flags: [String: Bool]) throws(GenerationError) -> String {
        var output: [String] = []
        var openSections: [(flag: String, keeps: Bool)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingSpaces()
            if let marker = Self.sectionMarker(in: trimmed) {
                switch marker.kind {
                case "#", "^":
                    guard let isOn = flags[marker.flag] else {
                        throw .brokenTemplate(path: path, problem: "{{\(marker.kind)\(marker.flag)}} is not a flag")
                    }
                    openSections.append((marker.flag, marker.kind == "#" ? isOn : !isOn))
                default:
                    guard openSections.last?.flag == marker.flag else {
                        throw .brokenTemplate(path: path, problem: "{{/\(marker.flag)}} closes no open section")
                    }
                    openSections.removeLast()
                }
            } else if openSections.allSatisfy(\.keeps) {
                output.append(try fill(String(line), with: values))
            }
        }
        if let unclosed = openSections.last {
            throw .brokenTemplate(path: path, problem: "a {{\(unclosed.flag)}} section is not closed")
        }
        return output.joined(separator: "\n")
    }

    /// The words of the template's code, in every section, its section markers aside, each `{{Placeholder}}` read
    /// as part of the word it stands in (`File{{Name}}Service`); comments and string literals are not code.
    func words() -> [SwiftWord] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Self.sectionMarker(in: line.trimmingSpaces()) == nil ? line : ""
        }
        return SwiftWord.words(in: lines.joined(separator: "\n"), placeholders: true)
    }

    /// `line` with each `{{Placeholder}}` replaced by its value in `values`.
    ///
    /// - Throws: `GenerationError.brokenTemplate` for a placeholder not in `values`, or a `{{` not closed.
    func fill(_ line: String, with values: [String: String]) throws(GenerationError) -> String {
        var filled = ""
        var rest = Substring(line)
        while let open = rest.firstRange(of: "{{") {
            filled += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                throw .brokenTemplate(path: path, problem: "a {{ is not closed: \(line.trimmingSpaces())")
            }
            let placeholder = String(rest[open.upperBound..<close.lowerBound])
            guard let value = values[placeholder] else {
                throw .brokenTemplate(
                    path: path,
                    problem: "{{\(placeholder)}} is not a placeholder the generator fills"
                )
            }
            filled += value
            rest = rest[close.upperBound...]
        }
        return filled + rest
    }

    // MARK: - Private Methods

    /// The kind (`#`, `^` or `/`) and the flag of a section marker line, or nil for a line of code.
    private static func sectionMarker(in line: String) -> (kind: Character, flag: String)? {
        guard line.hasPrefix("{{"), line.hasSuffix("}}"), line.count > 5 else { return nil }
        let inner = line.dropFirst(2).dropLast(2)
        guard let kind = inner.first, "#^/".contains(kind) else { return nil }
        return (kind, String(inner.dropFirst()))
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(self[first...last])
    }
}
