#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Markdown page that ships beside the code, read for what it promises: its links, its code and its commands.
struct MarkdownFile {
    /// A link of the page outside code, `[text](target)`.
    struct Link: Equatable {
        /// What the link shows, inline code removed and a line's end read as a space.
        let text: String
        /// Where it points, as written.
        let target: String
    }

    // MARK: - Properties

    /// The page's path from the package's folder, such as `README.md`.
    let path: String

    /// The page's text.
    let text: String

    /// The folder the page is in, from the package's folder (empty for the package's own folder).
    var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The contents of each fenced code block, its lines without the indentation of the fence.
    var codeBlocks: [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        var indentation = 0
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = []
                    indentation = line.count - trimmed.count
                }
            } else if current != nil {
                current?.append(String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count))))
            }
        }
        return blocks
    }

    /// Every line of the page's fenced code blocks, and every inline code span of its other text.
    var code: [String] {
        let spans = paragraphs.flatMap { paragraph in
            Self.spans(of: paragraph).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
        return codeBlocks.flatMap { $0 } + spans.map { $0.replacing("\n", with: " ") }
    }

    /// The page's links outside code, in order.
    var links: [Link] {
        paragraphs.flatMap { paragraph -> [Link] in
            let outsideCode = Self.spans(of: paragraph).enumerated().map { $0.offset % 2 == 0 ? $0.element : "" }
            return outsideCode.joined().matches(of: /\[([^\]]*)\]\(([^)\s]+)\)/).map {
                Link(text: String($0.output.1).replacing("\n", with: " "), target: String($0.output.2))
            }
        }
    }

    /// The anchors GitHub makes of the page's headings: `## One flow: Login` is `one-flow-login`.
    var headingAnchors: Set<String> {
        Set(
            prose.filter { $0.hasPrefix("#") }.map { heading in
                let title = heading.drop { $0 == "#" }.trimmingPrefix(" ").lowercased()
                let kept = title.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                return String(kept.map { $0 == " " ? "-" : $0 })
            }
        )
    }

    private var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The page's paragraphs outside fenced code blocks, each its lines joined: an inline code span can go on over
    /// a line's end, never past a paragraph's.
    private var paragraphs: [String] {
        prose.split(separator: "").map { $0.joined(separator: "\n") }
    }

    /// The page's lines outside fenced code blocks.
    private var prose: [String] {
        var inBlock = false
        return lines.filter { line in
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inBlock.toggle()
                return false
            }
            return !inBlock
        }
    }

    // MARK: - Initialization

    /// Reads the page at `path`, given from the package's folder.
    init(_ path: String) throws {
        self.path = path
        text = try ProjectFolder.text(of: path)
    }

    // MARK: - Public Methods

    /// The README and every page of documentation: the guides, the libraries' articles and the templates' README.
    static func documentation() throws -> [MarkdownFile] {
        let catalogs =
            ["Documentation/surfmvp.docc"]
            + ["Terminal", "Storage", "Modules", "Coordinators"].map { "Sources/\($0)/\($0).docc" }
        let articles = try catalogs.flatMap { catalog in
            try FileManager.default.contentsOfDirectory(atPath: ProjectFolder.path(of: catalog))
                .filter { $0.hasSuffix(".md") }
                .sorted()
                .map { catalog + "/" + $0 }
        }
        return try (["README.md"] + articles + ["Templates/README.md"]).map(MarkdownFile.init)
    }

    /// Whether `path`, given from the package's folder, names a file or a folder that exists.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: ProjectFolder.path(of: path))
    }

    /// `path` relative to `folder`, with `.` and `..` resolved: `../timings.json` from `Documentation/x.docc` is
    /// `Documentation/timings.json`; `nil` when it leaves the package's folder.
    static func resolve(_ path: String, from folder: String) -> String? {
        var parts = folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/").map(String.init) {
            switch part {
            case ".": continue
            case "..":
                guard parts.popLast() != nil else { return nil }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    // MARK: - Private Methods

    /// `text` split at its backticks: even parts are outside code, odd parts are inline code spans.
    private static func spans(of text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
    }
}
