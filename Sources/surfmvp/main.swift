import Signals
import Terminal

// Parse the command line and run what it names: the app, `surfmvp open LINK`, the usage or the version.

// First, before anything opens a file: a closed standard stream would be handed to the first file opened.
let standardStreamsAreOpen = StandardStreams.openClosedOnes()
FileSizeSignal.ignore()
let environment = EnvironmentVariables.process
var options = CommandLineOptions()
var usageError: CommandLineOptions.UsageError?
do {
    options = try CommandLineOptions(commandLine: CommandLine.arguments)
} catch {
    usageError = error
}
let console = StandardConsole(environment: environment, noColor: usageError != nil || options.noColor)
let launch = Launch(console: console)
if let usageError {
    launch.stop("\(usageError.message); see surfmvp --help", status: 64)
}
guard standardStreamsAreOpen else {
    launch.stop("a standard stream is closed and /dev/null cannot be opened in its place.")
}
launch.raiseFileLimit()

switch options.action {
case .help:
    print(CommandLineOptions.help)
case .version:
    print("surfmvp \(CommandLineOptions.version)")
case .send(let link):
    let directory = launch.stateDirectory(options: options, environment: environment)
    // Delivered to the app running on the folder, or refused: either ends here. With none running, the app starts.
    let command = OpenCommand(console: console, directory: directory)
    await RunCommand(console: console, directory: directory, trace: options.trace).run(openingLink: command.send(link))
case .run:
    let directory = launch.stateDirectory(options: options, environment: environment)
    await RunCommand(console: console, directory: directory, trace: options.trace).run(openingLink: options.link)
}
