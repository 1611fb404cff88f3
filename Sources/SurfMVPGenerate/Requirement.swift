/// A method a service protocol requires, as one line declares it: `func add(_ note: Note) async throws(NoteError)`.
struct Requirement: Equatable {
    // MARK: - Properties

    /// The method's name: `add`.
    let method: String

    /// The type of its one unlabelled parameter (`Note`), or nil when it takes nothing.
    let parameter: String?

    /// What it returns (`[Note]`, `Limit?`), or nil when it returns nothing.
    let result: String?

    /// The error it throws, `NoteError`, or `any Error` for a plain `throws`; nil when it throws nothing.
    let error: String?

    /// The type of what it lists, when it returns an array: `Note` of `[Note]`.
    var listed: String? {
        guard let result, result.hasPrefix("["), result.hasSuffix("]") else { return nil }
        return String(result.dropFirst().dropLast())
    }

    /// The type of what it reads, when it returns an array or an optional: `Note` of `[Note]`, `Limit` of `Limit?`.
    var read: String? {
        listed ?? result.flatMap { $0.hasSuffix("?") ? String($0.dropLast()) : nil }
    }

    // MARK: - Initialization

    /// Reads the requirement `line` declares, trimmed; nil for a line that is not an `async` method taking nothing or
    /// one unlabelled parameter.
    init?(line: String) {
        guard line.hasPrefix("func "), let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")"),
            open < close
        else { return nil }
        method = String(line[line.index(line.startIndex, offsetBy: 5)..<open])
        let parameters = line[line.index(after: open)..<close].split(separator: ":").map { $0.trimmingSpaces() }
        switch parameters.count {
        case 0: parameter = nil
        case 2 where parameters[0].hasPrefix("_ "): parameter = parameters[1]
        default: return nil
        }
        var effects = line[line.index(after: close)...].split(separator: " ").map(String.init)[...]
        guard Repository.isMemberName(method), effects.popFirst() == "async" else { return nil }
        switch effects.first {
        case "throws": error = "any Error"
        case let word? where word.hasPrefix("throws(") && word.hasSuffix(")"):
            error = String(word.dropFirst("throws(".count).dropLast())
        default: error = nil
        }
        if error != nil {
            effects = effects.dropFirst()
        }
        result = effects.first == "->" ? effects.dropFirst().joined(separator: " ") : nil
    }
}
