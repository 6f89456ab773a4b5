#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  extension KeyboardAvoidanceScreenTests {
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
