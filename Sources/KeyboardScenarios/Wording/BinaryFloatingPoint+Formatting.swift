internal import Foundation

extension BinaryFloatingPoint {
  /// The number without a trailing `.0`: `700`, `0.25`; for error messages that quote input, and the JSON output.
  package var formatted: String {
    let value = Double(self)
    return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// Points for people: one decimal at most, never `-0`: `-148`, `-63.2`.
  package var points: String {
    let tenths = (Double(self) * 10).rounded()
    guard tenths != 0 else { return "0" }
    return tenths == (tenths / 10).rounded() * 10 ? String(Int(tenths / 10)) : String(format: "%.1f", tenths / 10)
  }

  /// Seconds with three decimals: `0.250`.
  package var seconds: String {
    String(format: "%.3f", self == 0 ? 0 : Double(self))
  }

  /// The number rounded to a thousandth, for stable JSON.
  package var thousandths: Double {
    let rounded = (Double(self) * 1000).rounded() / 1000
    return rounded == 0 ? 0 : rounded
  }
}
