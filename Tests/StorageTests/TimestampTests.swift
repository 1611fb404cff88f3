import Testing

@testable import Storage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct TimestampTests {
    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"),
        (951_782_400, "2000-02-29T00:00:00Z"),
        (1_800_000_000, "2027-01-15T08:00:00Z"),
        (-86_401, "1969-12-30T23:59:59Z"),
        (4_102_444_799, "2099-12-31T23:59:59Z"),
    ])
    func formatsAndParsesKnownDates(seconds: TimeInterval, text: String) {
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: seconds)) == text)
        #expect(Timestamp.date(from: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test func roundTripsEveryDayForFourCenturies() {
        for day in stride(from: -36_500, through: 109_500, by: 1) {
            let date = Date(timeIntervalSince1970: TimeInterval(day) * 86_400 + 45_296)
            #expect(Timestamp.date(from: Timestamp.string(from: date)) == date)
        }
    }

    @Test func acceptsFractionsWrittenByFoundation() {
        #expect(Timestamp.date(from: "2026-11-21T15:04:05.123Z") == Date(timeIntervalSince1970: 1_795_273_445))
    }

    @Test(arguments: [
        "", "2026-11-21", "2026-13-01T00:00:00Z", "2026-11-21T25:00:00Z", "2026-11-21T15:04:05+01:00",
        "20261121T150405Z", "2026-11-21T15:04:05.Z", "2026-1a-21T15:04:05Z",
        "2099-01-01T00:00:00.9999999999999999999Z", "2099-01-01T00:00:00.99999999999999999999999999999999Z",
        "02026-11-21T15:04:05Z",
    ])
    func rejectsAnythingElse(text: String) {
        #expect(Timestamp.date(from: text) == nil)
    }

    @Test(arguments: ["2026-02-30T00:00:00Z", "2025-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "1900-02-29T00:00:00Z"])
    func impossibleDatesAreRejected(text: String) {
        #expect(Timestamp.date(from: text) == nil)
    }

    @Test func leapDaysAndOutOfRangeDatesAreHandled() {
        #expect(Timestamp.date(from: "2024-02-29T00:00:00Z") != nil)
        #expect(Timestamp.date(from: "2000-02-29T00:00:00Z") != nil)
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: .nan)) == "1970-01-01T00:00:00Z")
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: 1e12)) == "9999-12-31T23:59:59Z")
    }
}
