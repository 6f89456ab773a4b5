internal import Foundation
internal import KeyboardModel

/// A JSON object being read by the scenario parser: typed accessors that name the bad path.
struct JSONObject {
  let path: String
  private let members: [String: JSONValue]

  /// Reads `value` as an object that may only have `keys`; any other key is refused as `unknown`.
  init(_ value: JSONValue, at path: String, keys: [String], unknown: ScenarioError.Problem = .unknownKey)
    throws(ScenarioError)
  {
    guard case .object(let members) = value else {
      throw ScenarioError(path: path, problem: .wrongType(expected: "an object", found: value.kind))
    }
    if let key = members.keys.filter({ !keys.contains($0) }).sorted().first {
      throw ScenarioError(
        path: Self.join(path, key), problem: unknown, suggestion: Suggestion.closest(to: key, in: keys))
    }
    self.path = path
    self.members = members
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  func path(_ key: String) -> String {
    Self.join(path, key)
  }

  func has(_ key: String) -> Bool {
    members[key] != nil
  }

  func value(_ key: String) throws(ScenarioError) -> JSONValue {
    guard let value = members[key] else { throw ScenarioError(path: path(key), problem: .missingKey) }
    return value
  }

  func optionalValue(_ key: String) -> JSONValue? {
    members[key]
  }

  /// The value at `key`, read by `read` with its path; `nil` when the key is absent.
  ///
  /// Rather than `optionalValue(key).map`: before Swift 6's standard library, `Optional.map` does not
  /// keep a closure's typed error.
  func optional<Value>(_ key: String, _ read: (JSONValue, String) throws(ScenarioError) -> Value)
    throws(ScenarioError) -> Value?
  {
    guard let value = members[key] else { return nil }
    return try read(value, path(key))
  }

  func string(_ key: String) throws(ScenarioError) -> String {
    let value = try value(key)
    guard case .string(let string) = value else { throw wrongType(key, "a string", value) }
    return string
  }

  func optionalString(_ key: String) throws(ScenarioError) -> String? {
    has(key) ? try string(key) : nil
  }

  /// The largest magnitude a number in a scenario may have: beyond the content of any scroll view a
  /// recording meets (a table of a million rows is some 44 million points tall), and small enough that
  /// every number prints and draws.
  static let numberLimit = 1_000_000_000.0

  func number(_ key: String) throws(ScenarioError) -> Double {
    let value = try value(key)
    guard case .number(let number) = value else { throw wrongType(key, "a number", value) }
    guard abs(number) <= Self.numberLimit else {
      throw invalid(key, "must be between -1000000000 and 1000000000, found \(number.formatted)")
    }
    return number
  }

  func optionalNumber(_ key: String) throws(ScenarioError) -> Double? {
    has(key) ? try number(key) : nil
  }

  /// A number that is zero or more.
  func distance(_ key: String) throws(ScenarioError) -> Double {
    let number = try number(key)
    guard number >= 0 else { throw invalid(key, "must not be negative, found \(number.formatted)") }
    return number
  }

  /// A number that is more than zero, such as a screen's side.
  func positive(_ key: String) throws(ScenarioError) -> Double {
    let number = try number(key)
    guard number > 0 else { throw invalid(key, "must be more than 0") }
    return number
  }

  func optionalDistance(_ key: String) throws(ScenarioError) -> Double? {
    has(key) ? try distance(key) : nil
  }

  func integer(_ key: String) throws(ScenarioError) -> Int {
    let value = try value(key)
    guard case .number(let number) = value, let integer = Int(exactly: number) else {
      throw wrongType(key, "an integer", value)
    }
    return integer
  }

  func bool(_ key: String) throws(ScenarioError) -> Bool {
    let value = try value(key)
    guard case .bool(let bool) = value else { throw wrongType(key, "true or false", value) }
    return bool
  }

  func array(_ key: String) throws(ScenarioError) -> [JSONValue] {
    let value = try value(key)
    guard case .array(let array) = value else { throw wrongType(key, "an array", value) }
    return array
  }

  /// A string that must be one of `choices`' names, in the same case unless `ignoringCase`.
  func choice<Choice, Choices: Sequence>(_ key: String, from choices: Choices, ignoringCase: Bool = false)
    throws(ScenarioError) -> Choice
  where Choices.Element == (key: String, value: Choice) {
    let name = try string(key)
    let matches = { (known: String) in ignoringCase ? known.lowercased() == name.lowercased() : known == name }
    guard let choice = choices.first(where: { matches($0.key) })?.value else {
      let names = choices.map(\.key)
      var error = invalid(key, "unknown value \"\(name)\" (expected one of: \(names.joined(separator: ", ")))")
      error.suggestion = Suggestion.closest(to: name, in: names)
      throw error
    }
    return choice
  }

  func invalid(_ key: String, _ reason: String) -> ScenarioError {
    ScenarioError(path: path(key), problem: .invalidValue(reason))
  }

  private func wrongType(_ key: String, _ expected: String, _ value: JSONValue) -> ScenarioError {
    ScenarioError(path: path(key), problem: .wrongType(expected: expected, found: value.kind))
  }
}
