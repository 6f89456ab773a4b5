#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  extension KeyboardAvoidanceScreenTests {
    /// A scroll view (`given`, or a new one 1200 pt tall) filling the container, pinned at its top and,
    /// by `bottom`, at its bottom.
    func pinnedScrollView(
      _ given: UIScrollView? = nil, bottom: (UIScrollView) -> NSLayoutConstraint
    ) -> (UIScrollView, NSLayoutConstraint) {
      let view = controller.view!
      let scrollView = given ?? UIScrollView(frame: view.bounds)
      if given == nil { scrollView.contentSize = CGSize(width: 393, height: 1200) }
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      let constraint = bottom(scrollView)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor), constraint,
      ])
      view.layoutIfNeeded()
      return (scrollView, constraint)
    }

    @Test(
      "bottomConstraint: written either way round, the constraint raises the scroll view's bottom to the keyboard's top",
      arguments: [true, false])
    func bottomConstraintEitherDirection(containerFirst: Bool) throws {
      let view = controller.view!
      let (scrollView, constraint) = pinnedScrollView { scrollView in
        containerFirst
          ? view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
          : scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
      }
      let note = field(at: 744, in: scrollView, named: "note")
      let keyboard = try attach(.bottomConstraint(constraint, scrollView: scrollView, anchor: .containerBottom))
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = note.becomeFirstResponder()
      simulator.post(simulator.tapTextField("note"), to: center, objects: ["note": note])

      #expect(keyboard.avoider.state.value.targets.constraintConstant == 336)
      #expect(constraint.constant == (containerFirst ? 336 : -336))
      #expect(onScreen(scrollView.bounds, of: scrollView).maxY == keyboardTop)
      #expect(onScreen(note.bounds, of: note).maxY <= keyboardTop)

      simulator.post(simulator.dismiss(), to: center, objects: ["note": note])
      #expect(constraint.constant == 0)
      #expect(onScreen(scrollView.bounds, of: scrollView).maxY == 852)
    }

    @Test("bottomConstraint: a composer pinned to the safe-area guide rises with a negative constant, from its own gap")
    func bottomConstraintComposer() throws {
      let view = controller.view!
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 792), style: .plain)
      view.addSubview(table)
      let composer = UIView(frame: CGRect(x: 0, y: 792, width: 393, height: 52))
      composer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(composer)
      let message = field(at: 4, in: composer, named: "message")
      // 8 pt above the guide at rest.
      let pin = composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
      NSLayoutConstraint.activate([pin, composer.heightAnchor.constraint(equalToConstant: 52)])
      view.layoutIfNeeded()
      _ = try attach(.bottomConstraint(pin, scrollView: table))
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = message.becomeFirstResponder()
      simulator.post(simulator.tapTextField("message"), to: center, objects: ["message": message])

      #expect(pin.constant == -336)
      #expect(onScreen(composer.bounds, of: composer).maxY == keyboardTop)

      simulator.post(simulator.dismiss(), to: center, objects: ["message": message])
      #expect(pin.constant == -8)
    }

    @Test(
      "bottomConstraint: a constraint whose direction cannot be read, or that contradicts the anchor, is refused",
      arguments: [0, 1, 2])
    func bottomConstraintRefused(kind: Int) throws {
      let view = controller.view!
      let (scrollView, pin) = pinnedScrollView { view.bottomAnchor.constraint(equalTo: $0.bottomAnchor) }
      let constraint: NSLayoutConstraint
      let anchor: ConstraintAnchor
      switch kind {
      case 0: (constraint, anchor) = (NSLayoutConstraint(), .containerBottom)  // no items
      case 1: (constraint, anchor) = (scrollView.heightAnchor.constraint(equalToConstant: 852), .containerBottom)
      default: (constraint, anchor) = (pin, .safeAreaBottom)  // pinned to the container's bottom, not the guide's
      }
      #expect(throws: AvoidanceError.self) {
        _ = try KeyboardAvoidance(
          for: controller, strategy: .bottomConstraint(constraint, scrollView: scrollView, anchor: anchor),
          notificationCenter: center)
      }
      #expect(controller.children.isEmpty)
      #expect(pin.constant == 0)
    }
  }
#endif
