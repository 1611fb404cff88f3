// The benchmark's floor: the smallest Swift program that does what every surfmvp launch must do at least —
// start the runtime, load FoundationEssentials, and encode and decode a little JSON.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct Session: Codable {
    var accountID: UUID
    var token: String
    var expiresAt: Date
}

let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .iso8601
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let session = Session(accountID: UUID(), token: String(repeating: "a", count: 64), expiresAt: Date())
let data = try encoder.encode(session)
let decoded = try decoder.decode(Session.self, from: data)
print("Hello, \(decoded.token.count)-character token")
