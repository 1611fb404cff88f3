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

    /// The one line the generator prints on standard error, with anything read from the file system escaped.
    var message: String {
        let safe = { (text: String) in DisplayedText.escaped(text) }
        return switch self {
        case .usage(let text):
            text
        case .invalidName(let name, let reason):
            "\(DisplayedText.quoted(name)) \(reason)"
        case .nameExists(let name, let declaration, let path):
            "\(name) exists already: \(safe(path)) declares \(safe(declaration))"
        case .unknownFlow(let flow, let known):
            "there is no flow \(DisplayedText.quoted(flow)); the flows are \(safe(known.joined(separator: ", ")))"
        case .wouldOverwrite(let path):
            "\(safe(path)) exists already and would be overwritten"
        case .missingFile(let path):
            "there is no \(safe(path)), where the generator adds its lines"
        case .missingAnchor(let path, let anchor):
            "\(safe(path)) has no \(anchor), where the generator adds its lines"
        case .lineTooLong(let path, let length):
            "the name is too long: a line of \(safe(path)) would be \(length) characters, over 120"
        case .brokenTemplate(let path, let problem):
            "\(safe(path)): \(safe(problem))"
        case .changedSincePlanning(let path):
            "\(safe(path)) changed while the generation was planned; run it again"
        case .writeFailed(let path, let reason):
            "could not write \(safe(path)) (\(safe(reason))); everything written before it was undone"
        }
    }
}
