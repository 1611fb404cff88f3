#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is checked of the socket's path before connecting to it, by a sender and by `listen(onLink:)`: whose socket
/// and folder they are.
nonisolated enum SocketFile {
    /// Why nothing may be sent to `path` as `user`, or `nil` when the check finds nothing wrong (a socket of `user`
    /// in a folder of `user`, or no socket in a folder of `user` or in none yet).
    ///
    /// The folder is looked at as the path reaches it (links followed), the socket itself without following one;
    /// what is not a socket is left for an app started there to replace, as `listen(onLink:)` does.
    static func problem(at path: String, user: UInt32) -> LinkEndpoint.Delivery? {
        var socketStatus = stat()
        if lstat(path, &socketStatus) != 0 {
            guard errno == ENOENT || errno == ENOTDIR else { return .unreachable(reason()) }
            return folderProblem(of: path, user: user)
        }
        guard socketStatus.st_mode & S_IFMT == S_IFSOCK else { return .nobodyListening }
        guard UInt32(socketStatus.st_uid) == user else { return .anotherUsersApp(uid: UInt32(socketStatus.st_uid)) }
        return folderProblem(of: path, user: user)
    }

    /// Why the folder holding `path` is not one to send links into, if it is not.
    private static func folderProblem(of path: String, user: UInt32) -> LinkEndpoint.Delivery? {
        var folderStatus = stat()
        guard stat(folder(of: path), &folderStatus) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .nobodyListening : .unreachable(reason())
        }
        guard UInt32(folderStatus.st_uid) == user else { return .anotherUsersFolder(uid: UInt32(folderStatus.st_uid)) }
        return nil
    }

    /// The folder part of `path`: all before its last `/`, `/` for a path right under the root, `.` for a name.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
