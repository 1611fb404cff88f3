/// Why the generator refused: each case says it in one line, and nothing was written.
enum GenerationError: Error, Equatable {
    /// The command line is not one the generator takes.
    case usage(String)
    /// The name is not an UpperCamelCase Swift identifier the generator can build on.
    case invalidName(String, reason: String)
    /// Something the generator would declare is declared already.
    case nameExists(String, declaration: String, path: String)
    /// No flow has that name.
    case unknownFlow(String, known: [String])
    /// A file the generator would create is there already.
    case wouldOverwrite(path: String)
    /// A file the generator adds lines to is not there.
    case missingFile(path: String)
    /// An existing file lacks the place where the generator adds its lines.
    case missingAnchor(path: String, anchor: String)
    /// A generated line would be longer than the house's 120 columns.
    case lineTooLong(path: String, length: Int)
    /// A template is broken: an unknown placeholder or an unclosed section.
    case brokenTemplate(path: String, problem: String)
    /// A file to edit changed between planning and writing.
    case changedSincePlanning(path: String)
    /// Writing failed half-way; what had been written was undone.
    case writeFailed(path: String, reason: String)

    /// The one line the generator prints on standard error.
    var message: String {
        switch self {
        case .usage(let text):
            text
        case .invalidName(let name, let reason):
            "\(DisplayedText.quoted(name)) \(reason)"
        case .nameExists(let name, let declaration, let path):
            "\(name) exists already: \(path) declares \(declaration)"
        case .unknownFlow(let flow, let known):
            "there is no flow \(DisplayedText.quoted(flow)); the flows are \(known.joined(separator: ", "))"
        case .wouldOverwrite(let path):
            "\(path) exists already and would be overwritten"
        case .missingFile(let path):
            "there is no \(path), where the generator adds its lines"
        case .missingAnchor(let path, let anchor):
            "\(path) has no \(anchor), where the generator adds its lines"
        case .lineTooLong(let path, let length):
            "the name is too long: a line of \(path) would be \(length) characters, over 120"
        case .brokenTemplate(let path, let problem):
            "\(path): \(problem)"
        case .changedSincePlanning(let path):
            "\(path) changed while the generation was planned; run it again"
        case .writeFailed(let path, let reason):
            "could not write \(path) (\(reason)); everything written before it was undone"
        }
    }
}
