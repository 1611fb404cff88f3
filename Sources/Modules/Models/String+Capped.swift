nonisolated extension String {
    /// Whether the text is at most `maximum` characters and `maximumBytes` bytes of UTF-8: one character can be built
    /// of thousands of combining marks, so a count of characters alone does not bound what is stored.
    func fits(characters maximum: Int, bytes maximumBytes: Int) -> Bool {
        utf8.count <= maximumBytes && count <= maximum
    }

    /// The text cut to at most `maximum` characters and `maximumBytes` bytes of UTF-8, whole Unicode scalars, so that
    /// a stored field cannot grow without bound even as one character built of thousands of combining marks.
    ///
    /// Text that ``fits(characters:bytes:)`` comes back as it is.
    func capped(at maximum: Int, bytes maximumBytes: Int) -> String {
        // No more bytes than `maximum` means no more characters either: the common case, at no cost.
        guard utf8.count > min(maximum, maximumBytes) else { return self }
        var bytes = 0
        let scalars = unicodeScalars.prefix { scalar in
            bytes += UTF8.width(scalar)
            return bytes <= maximumBytes
        }
        return String(String(String.UnicodeScalarView(scalars)).prefix(maximum))
    }
}
