import KeyboardModel
import Testing

@Suite("Row continuation")
struct RowContinuationTests {
  @Test(
    "the next index path is the next row, else the first row of the next section that has rows",
    arguments: [
      (0, 3, [10], RowContinuation(section: 0, row: 4)),
      (0, 9, [10, 0, 2], RowContinuation(section: 2, row: 0)),
      (2, 1, [10, 0, 2], nil),
      (0, 10, [10], nil),
      (3, 0, [10], nil),
    ])
  func after(section: Int, row: Int, rowCounts: [Int], expected: RowContinuation?) {
    #expect(RowContinuation.after(section: section, row: row, rowCounts: rowCounts) == expected)
  }

  @Test("Next with nowhere to go, and a return key that would end editing, go on to the next row")
  func continues() {
    #expect(RowContinuation.continues(.next, request: nil))
    #expect(!RowContinuation.continues(.next, request: .focus("email")))
    #expect(RowContinuation.continues(.returnKey, request: .endEditing))
    #expect(!RowContinuation.continues(.returnKey, request: nil))
    #expect(!RowContinuation.continues(.done, request: .endEditing))
    #expect(!RowContinuation.continues(.previous, request: nil))
  }

  @Test("where a row follows, Next is enabled and the return key says Next; a text view's stays a new line")
  func barAndReturnKey() {
    let last = AccessoryState(canGoPrevious: true, canGoNext: false, canFinish: true)
    #expect(RowContinuation.accessory(last, hasNextRow: true).canGoNext)
    #expect(RowContinuation.accessory(last, hasNextRow: false) == last)
    #expect(RowContinuation.accessory(.inactive, hasNextRow: true) == .inactive)
    #expect(RowContinuation.returnKey(.done, hasNextRow: true) == .next)
    #expect(RowContinuation.returnKey(.done, hasNextRow: false) == .done)
    #expect(RowContinuation.returnKey(.newline, hasNextRow: true) == .newline)
  }
}
