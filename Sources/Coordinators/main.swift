import Modules
import Terminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Parse the command line, build the dependencies, start the root coordinator, run until quit.

let environment = ProcessInfo.processInfo.environment
let parsed = Result { () throws(CommandLineOptions.UsageError) in
    try CommandLineOptions(arguments: Array(CommandLine.arguments.dropFirst()))
}
let console = StandardConsole(environment: environment, noColor: (try? parsed.get())?.noColor ?? true)
let options: CommandLineOptions
switch parsed {
case .success(let parsedOptions):
    options = parsedOptions
case .failure(let error):
    console.writeError("surfmvp: \(error.message)\n\n\(CommandLineOptions.usage)\n")
    exit(64)
}

switch options.action {
case .help:
    print(CommandLineOptions.help)
    exit(0)
case .version:
    print("surfmvp \(CommandLineOptions.version)")
    exit(0)
case .run:
    break
}

guard let statePath = options.stateDirectoryPath(environment: environment) else {
    console.writeError("surfmvp: no state folder: set HOME, XDG_STATE_HOME or SURFMVP_STATE_DIR, or pass --state-dir\n")
    exit(64)
}
let directory = StateDirectory(path: statePath)
do {
    try directory.prepare()
} catch {
    console.writeError("surfmvp: \(error); nothing can be saved this time.\n")
}

let tracer = Tracer(console: console, isEnabled: options.trace)
let lifetimes = LifetimeRegistry(tracer: tracer, reportingTo: console)
let dependencies = AppDependencies(console: console, directory: directory)
let screens = ScreenStack()
screens.onEvent = { event in tracer.trace("navigation: \(event)") }
let applicationCoordinator = ApplicationCoordinator(
    router: screens,
    coordinatorFactory: AppCoordinatorFactory(dependencies: dependencies, lifetimes: lifetimes),
    launchInstructor: await dependencies.launchInstructor(),
    lifetimes: lifetimes
)
let application = Application(console: console, screens: screens, lifetimes: lifetimes)
application.inspector = { applicationCoordinator.treeDescription() }

applicationCoordinator.start()
await application.run()
exit(0)
