import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

@Suite struct InterpolatableTests {
  @Test(
    "Numbers blend linearly, exactly at both ends, and a NaN progress keeps the start",
    arguments: [(0.0, 10.0), (0.25, 12.5), (0.5, 15.0), (1.0, 20.0), (-1.0, 10.0), (2.0, 20.0), (.nan, 10.0)]
      as [(Double, Double)])
  func numbers(progress: Double, expected: Double) {
    #expect(10.0.interpolated(to: 20, progress: progress) == expected)
    #expect(Float(10).interpolated(to: 20, progress: progress) == Float(expected))
    #expect(CGFloat(10).interpolated(to: 20, progress: progress) == CGFloat(expected))
  }

  @Test("Points, sizes and rectangles blend component by component")
  func geometry() {
    let start = CGRect(x: 0, y: 100, width: 40, height: 80)
    let end = CGRect(x: 20, y: -100, width: 80, height: 40)
    #expect(start.interpolated(to: end, progress: 0.25) == CGRect(x: 5, y: 50, width: 50, height: 70))
    #expect(start.origin.interpolated(to: end.origin, progress: 0.5) == CGPoint(x: 10, y: 0))
    #expect(start.size.interpolated(to: end.size, progress: 0.75) == CGSize(width: 70, height: 50))
    #expect(start.interpolated(to: end, progress: 0) == start)
    #expect(start.interpolated(to: end, progress: 1) == end)
  }
}
