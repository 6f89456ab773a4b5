#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// A table of `rows` rows, each a cell with a text field, as an app's data source makes them.
  @MainActor
  final class FieldRows: NSObject, UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "field")
        ?? {
          let cell = UITableViewCell(style: .default, reuseIdentifier: "field")
          cell.contentView.addSubview(UITextField(frame: CGRect(x: 16, y: 8, width: 300, height: 44)))
          return cell
        }()
      (cell.contentView.subviews.first as? UITextField)?.accessibilityIdentifier = "row \(indexPath.row)"
      return cell
    }
  }

  /// A delegate that keeps its field from editing.
  @MainActor
  final class Refusal: NSObject, UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
  }

  extension KeyboardAvoidanceScreenTests {
    /// The text field of `row`'s cell, if the table has made it.
    func rowField(_ row: Int, in table: UITableView) -> UITextField? {
      table.cellForRow(at: IndexPath(row: row, section: 0))?.contentView.subviews.first as? UITextField
    }

    @Test(
      "a table shortened to the keyboard: Next goes on past the last cell made, scrolling the next row in, and says Next"
    )
    func shortenedTableGoesOnPastLastCell() throws {
      let rows = FieldRows(rows: 10)
      let table = UITableView(frame: controller.view.bounds, style: .plain)
      table.rowHeight = 120
      table.dataSource = rows
      let (_, pin) = pinnedScrollView(table) { [controller] in
        controller.view.bottomAnchor.constraint(equalTo: $0.bottomAnchor)
      }
      let keyboard = try attach(.bottomConstraint(pin, scrollView: table, anchor: .containerBottom))
      var simulator = KeyboardSimulator(device: .iPhone15)
      let row3 = try #require(rowField(3, in: table))
      _ = row3.becomeFirstResponder()
      simulator.post(simulator.tapTextField("row 3"), to: center, objects: ["row 3": row3])
      // Shortened to the keyboard's top, the table has cells for rows 0 to 4 only.
      #expect(onScreen(table.bounds, of: table).maxY == keyboardTop)
      #expect(rowField(5, in: table) == nil)

      keyboard.navigate(.next)
      let row4 = try #require(rowField(4, in: table))
      #expect(row4.isFirstResponder)
      center.post(name: UITextField.textDidEndEditingNotification, object: row3)
      center.post(name: UITextField.textDidBeginEditingNotification, object: row4)
      #expect(keyboard.avoider.focusedField.value == "row 4")
      // The last field found, mid-form: Next stays enabled, and its return key says Next.
      #expect(keyboard.avoider.accessory.value.canGoNext == false)
      let bar = try #require(row4.inputAccessoryView as? UIToolbar)
      #expect(bar.items?[1].isEnabled == true)
      #expect(row4.returnKeyType == .next)

      // Next scrolls row 5 in, and its field, made now, takes focus; its field's return key too.
      keyboard.navigate(.next)
      let row5 = try #require(rowField(5, in: table))
      #expect(row5.isFirstResponder)
      #expect(onScreen(row5.bounds, of: row5).maxY <= keyboardTop)
      center.post(name: UITextField.textDidEndEditingNotification, object: row4)
      center.post(name: UITextField.textDidBeginEditingNotification, object: row5)
      #expect(keyboard.avoider.focusedField.value == "row 5")
      row5.sendActions(for: .editingDidEndOnExit)
      let row6 = try #require(rowField(6, in: table))
      #expect(row6.isFirstResponder)
      center.post(name: UITextField.textDidEndEditingNotification, object: row5)
      center.post(name: UITextField.textDidBeginEditingNotification, object: row6)

      // The last row of the table: Done.
      table.contentOffset.y = table.contentSize.height - table.bounds.height
      table.layoutIfNeeded()
      let row9 = try #require(rowField(9, in: table))
      _ = row9.becomeFirstResponder()
      center.post(name: UITextField.textDidEndEditingNotification, object: row6)
      center.post(name: UITextField.textDidBeginEditingNotification, object: row9)
      #expect(keyboard.avoider.focusedField.value == "row 9")
      #expect(row9.returnKeyType == .done)
      #expect(bar.items?[1].isEnabled == false)
    }

    @Test("a field that refuses focus is passed over by Next, and focus stays where it was when none takes it")
    func refusedFocus() throws {
      let name = field(at: 500, in: controller.view, named: "name")
      let locked = field(at: 600, in: controller.view, named: "locked")
      let email = field(at: 700, in: controller.view, named: "email")
      let refusal = Refusal()
      locked.delegate = refusal
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      let objects: [FieldID: AnyObject] = ["name": name, "locked": locked, "email": email]
      _ = name.becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: objects)
      keyboard.navigate(.next)
      #expect(email.isFirstResponder)

      // Back from the email: the locked field refuses and nothing before it takes focus but the name.
      center.post(name: UITextField.textDidEndEditingNotification, object: name)
      center.post(name: UITextField.textDidBeginEditingNotification, object: email)
      email.delegate = refusal
      _ = name.becomeFirstResponder()
      center.post(name: UITextField.textDidEndEditingNotification, object: email)
      center.post(name: UITextField.textDidBeginEditingNotification, object: name)
      keyboard.navigate(.next)
      #expect(name.isFirstResponder)
      #expect(keyboard.avoider.focusedField.value == "name")
    }

    @Test("a horizontal pager: Next stays on the page shown, and the next page's fields are navigated once it shows")
    func pagerOffScreenPagesLeftOut() throws {
      let pager = UIScrollView(frame: controller.view.bounds)
      pager.isPagingEnabled = true
      pager.contentSize = CGSize(width: 393 * 2, height: 852)
      controller.view.addSubview(pager)
      let name = field(at: 600, in: pager, named: "name")
      let email = field(at: 700, in: pager, named: "email")
      let card = UITextField(frame: CGRect(x: 393 + 16, y: 600, width: 300, height: 44))
      card.accessibilityIdentifier = "card"
      pager.addSubview(card)
      let keyboard = try attach()
      var simulator = KeyboardSimulator(device: .iPhone15)
      let objects: [FieldID: AnyObject] = ["name": name, "email": email, "card": card]
      _ = name.becomeFirstResponder()
      simulator.post(simulator.tapTextField("name"), to: center, objects: objects)
      keyboard.navigate(.next)
      #expect(email.isFirstResponder)
      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["name", "email"])
      #expect(email.returnKeyType == .done)

      // The user pages on: the first page's fields are out of sight, the card's is navigated.
      pager.contentOffset.x = 393
      _ = card.becomeFirstResponder()
      simulator.post(simulator.tapTextField("card"), to: center, objects: objects)
      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["card"])
      #expect(onScreen(card.bounds, of: card).maxY <= keyboardTop)
    }

    @Test("a search bar's field gets no bar and is left out of Previous / Next")
    func searchBarLeftOut() throws {
      let search = UISearchBar(frame: CGRect(x: 0, y: 100, width: 393, height: 56))
      controller.view.addSubview(search)
      let name = field(at: 600, in: controller.view, named: "name")
      let keyboard = try attach()
      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["name"])
      #expect(search.searchTextField.inputAccessoryView == nil)
      #expect(search.searchTextField.returnKeyType == .default)

      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = search.searchTextField.becomeFirstResponder()
      simulator.post(simulator.tapTextField("search"), to: center, objects: ["search": search.searchTextField])
      #expect(keyboard.avoider.engine.navigator.fields.map(\.id) == ["name"])
      #expect(search.searchTextField.standInShownAccessoryView == nil)
      #expect(controller.view.transform == .identity)
      _ = name
    }
  }
#endif
