import Binding
import Testing

@Test func placeholder() { #expect(Box(1).value == 1) }
