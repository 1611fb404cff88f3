// The benchmark's floor: the simplest Swift program that does what every surfmvp launch must do at least —
// start the runtime, load FoundationEssentials, encode and decode one small Codable with a Date, print one line.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct Session: Codable {
    var token: String
    var expiresAt: Date
}

let data = try JSONEncoder().encode(Session(token: "a", expiresAt: Date()))
let decoded = try JSONDecoder().decode(Session.self, from: data)
print("Hello, \(decoded.token)")
