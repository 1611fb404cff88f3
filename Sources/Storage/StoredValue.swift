/// A value a ``JSONFile`` keeps: decoded by its synthesized `Codable` conformance, so that every stored property is
/// read back with no other edit, then checked in one named step, ``validated()``, before anyone uses it.
///
/// A file is untrusted input: another program or a person may have written it. What `validated()` throws makes the
/// file count as broken, reported and moved aside like a file that is not JSON at all.
public nonisolated protocol StoredValue: Codable, Sendable {
    /// The value as the app may use it (text cut to its longest length, say), or an error when a field holds what
    /// the app would never have written.
    func validated() throws -> Self
}

/// A list is checked one element at a time: one element the app would never have written breaks the whole file.
nonisolated extension Array: StoredValue where Element: StoredValue {
    /// Every element, validated.
    public func validated() throws -> [Element] {
        try map { try $0.validated() }
    }
}
