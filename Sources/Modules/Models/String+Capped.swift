nonisolated extension String {
    /// The text cut to at most `maximum` characters and four Unicode scalars per character, so that a stored field
    /// cannot grow without bound even as one character built of thousands of combining marks.
    func capped(at maximum: Int) -> String {
        // No more bytes than `maximum` means no more characters either: the common case, at no cost.
        guard utf8.count > maximum else { return self }
        return String(String(String.UnicodeScalarView(unicodeScalars.prefix(maximum * 4))).prefix(maximum))
    }
}
