import Terminal

/// What the command line asked for.
struct CommandLineOptions: Equatable {
    /// What to do.
    enum Action: Equatable {
        /// Run the app.
        case run
        /// Print the usage and exit 0.
        case help
        /// Print the version and exit 0.
        case version
        /// Send a link to the running instance of the state folder, or start one with it.
        case send(link: String)
    }

    /// A command line that cannot be run; exits 64 with `message` and a pointer to `--help` on stderr.
    struct UsageError: Error, Equatable {
        /// One line naming what was wrong.
        let message: String
    }

    /// Whose convention names the default state folder.
    enum Platform: Equatable, Sendable {
        /// Linux and other XDG systems: `~/.local/state/surfmvp`.
        case linux
        /// macOS: `~/Library/Application Support/surfmvp`, where a Mac keeps an app's own files.
        case macOS

        /// The platform this binary was built for.
        static var current: Self {
            #if os(macOS)
                .macOS
            #else
                .linux
            #endif
        }

        /// The default state folder, relative to the home folder.
        var homeFolderPath: String {
            switch self {
            case .linux: ".local/state/surfmvp"
            case .macOS: "Library/Application Support/surfmvp"
            }
        }
    }

    // MARK: - Properties

    static let version = "0.1.0"

    static let usage = usage(for: .current)

    static let help = """
        surfmvp \(version): the Coordinated Surf MVP architecture, running in a terminal.
        One coordinator per user flow, router-less MVP modules, services as the model.

        \(usage)
        """

    var action: Action = .run
    var stateDirectory: String?
    var link: String?
    var noColor = false
    var trace = false

    // MARK: - Initialization

    /// No arguments: run the app with the defaults.
    init() {}

    /// Parses a whole command line, the program's name first, as `CommandLine.arguments` holds it.
    init(commandLine: [String]) throws(UsageError) {
        try self.init(reading: ArgumentReader(arguments: commandLine, from: 1))
    }

    /// Parses the arguments that follow the program's name; an option with a value takes it as the next argument or
    /// after `=`, as in `--open=news/3`.
    init(arguments: [String]) throws(UsageError) {
        try self.init(reading: ArgumentReader(arguments: arguments, from: 0))
    }

    private init(reading reader: ArgumentReader) throws(UsageError) {
        var reader = reader
        switch reader.peek() {
        case "help":
            _ = reader.next()
            action = .help
        case "open":
            _ = reader.next()
            guard let link = reader.next(), !link.hasPrefix("-"), link.contains(where: { !$0.isWhitespace }) else {
                throw UsageError(message: "open needs a link, e.g. surfmvp open news/3")
            }
            action = .send(link: link)
        default:
            break
        }
        while let argument = reader.next() {
            let (name, attached) = Self.split(argument)
            switch name {
            case "-h" where attached == nil, "--help" where attached == nil:
                action = .help
            case "--version" where attached == nil:
                action = .version
            case "--no-color" where attached == nil:
                noColor = true
            case "--trace" where attached == nil:
                trace = true
            case "--state-dir" where stateDirectory != nil, "--open" where link != nil:
                throw UsageError(message: "\(name) is given twice; give it once")
            case "--state-dir":
                stateDirectory = try Self.value(
                    attached ?? reader.next(),
                    missing: "--state-dir needs a folder, e.g. --state-dir ~/.surfmvp"
                )
            case "--open" where action == .run:
                link = try Self.value(attached ?? reader.next(), missing: "--open needs a link, e.g. --open news/3")
            case let option where option.hasPrefix("-"):
                throw UsageError(message: "unknown option \"\(TerminalText.visible(argument, shortenedTo: 60))\"")
            default:
                throw UsageError(message: "unexpected argument \"\(TerminalText.visible(argument, shortenedTo: 60))\"")
            }
        }
    }

    // MARK: - Public Methods

    /// The usage text, naming `platform`'s default state folder.
    static func usage(for platform: Platform) -> String {
        // The longer macOS folder goes on a line of its own, under the option's text.
        let breakBeforeHome = platform == .macOS ? "\n" + String(repeating: " ", count: 19) : " "
        let defaultFolder = "else $XDG_STATE_HOME/surfmvp,\(breakBeforeHome)else ~/\(platform.homeFolderPath));"
        return """
            Usage:
              surfmvp [--state-dir DIR] [--open LINK] [--no-color] [--trace]
              surfmvp open LINK [--state-dir DIR] [--no-color] [--trace]
              surfmvp help | --help | --version

            Links: news, news/<id>, cards, cards/<id>, profile, profile/edit, signup (surfmvp:// optional).
            `surfmvp open LINK` hands the link to the app running on the same state folder, or starts it.

            Options:
              --state-dir DIR  keep the session and accounts in DIR (default: $SURFMVP_STATE_DIR,
                               \(defaultFolder)
                               --state-dir=DIR works too
              --open LINK      open LINK once the app has started (after sign-in if needed);
                               --open=LINK works too
              --no-color       no colour or styling, even on a terminal (so does NO_COLOR=1)
              --trace          write coordinator and navigation events to standard error
              -h, --help       show this help
              --version        show the version

            At any prompt: :back  :open LINK  :help  :tree  :quit (or :q, or Ctrl-D); on the tabs: :tab N
            Quitting keeps unsaved edits for the next launch.
            """
    }

    /// The state folder: `--state-dir`, else `$SURFMVP_STATE_DIR`, else `$XDG_STATE_HOME/surfmvp`, else the
    /// platform's own place under the home folder (`~/.local/state/surfmvp`, or on macOS
    /// `~/Library/Application Support/surfmvp`); `nil` when none of them can be worked out.
    ///
    /// macOS honours `XDG_STATE_HOME` too: nothing sets it there, so whoever did asked for it.
    func stateDirectoryPath(environment: EnvironmentVariables, platform: Platform = .current) -> String? {
        if let stateDirectory { return stateDirectory }
        if let path = environment["SURFMVP_STATE_DIR"], !path.isEmpty { return path }
        if let path = environment["XDG_STATE_HOME"], path.hasPrefix("/") { return path + "/surfmvp" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/" + platform.homeFolderPath }
        return nil
    }

    // MARK: - Private Methods

    /// An option and the value attached to it with `=`, if any: `--open=news/3` is `--open` and `news/3`.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `value`, unless it is missing or empty, which is the usage error `missing`.
    private static func value(_ value: String?, missing: String) throws(UsageError) -> String {
        guard let value, !value.isEmpty else { throw UsageError(message: missing) }
        return value
    }
}

// MARK: - Reading

/// Hands out the arguments one at a time.
private struct ArgumentReader {
    let arguments: [String]
    private var index: Int

    /// Reads `arguments` from `index` on.
    init(arguments: [String], from index: Int) {
        self.arguments = arguments
        self.index = index
    }

    /// The next argument, without taking it.
    func peek() -> String? {
        index < arguments.count ? arguments[index] : nil
    }

    /// Takes the next argument.
    mutating func next() -> String? {
        defer { index += 1 }
        return peek()
    }
}
