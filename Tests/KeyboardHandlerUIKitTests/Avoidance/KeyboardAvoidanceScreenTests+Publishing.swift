#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  extension KeyboardAvoidanceScreenTests {
    @Test(
      "a dismissal through the adapter publishes twice, editing ending and the keyboard leaving, and content rests",
      arguments: [false, true])
    func dismissalPublishesTwice(isScrolling: Bool) throws {
      let scrollView = UIScrollView(frame: controller.view.bounds)
      scrollView.contentSize = CGSize(width: 393, height: 1200)
      controller.view.addSubview(scrollView)
      let note = field(at: 700, in: isScrolling ? scrollView : controller.view, named: "note")
      let keyboard = try attach(isScrolling ? .scroll(scrollView) : .shift)
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])
      var causes: [AvoidanceCause] = []
      let binding = keyboard.avoider.state.bindChanges { causes.append($0.cause) }
      defer { binding.unbind() }
      _ = note.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: ["note": note])
      #expect(causes == [.editingEnded, .keyboard(.willChangeFrame)])
      #expect(isScrolling ? scrollView.contentInset.bottom == 0 : controller.view.transform == .identity)
    }
  }
#endif
