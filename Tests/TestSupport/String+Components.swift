extension String {
    /// The pieces of the string that follow each occurrence of `marker`.
    func components(after marker: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = self[...]
        while let range = rest.firstRange(of: marker) {
            rest = rest[range.upperBound...]
            pieces.append(rest)
        }
        return pieces
    }
}
