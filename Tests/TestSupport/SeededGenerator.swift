/// SplitMix64: a small, fast, seeded random number generator, so that a seeded run (a fuzz test, a random walk of
/// keys, `kill -9` at random points) can be repeated exactly.
struct SeededGenerator: RandomNumberGenerator {
    // MARK: - Properties

    private var state: UInt64

    // MARK: - Initialization

    init(seed: UInt64) {
        state = seed
    }

    // MARK: - Methods

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number from 0 up to, not including, `bound`: the next value modulo `bound`, so a seed gives the same numbers
    /// on every platform.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
