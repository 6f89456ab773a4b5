#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Gives a text field or text view an identity of its own, and makes it a field even where it is not
    /// found in the view (a field in a view of its own).
    ///
    /// It is navigated in reading order among the fields found in the view, or after the listed ones
    /// when the adapter was given `fields:`.
    ///
    /// - Parameters:
    ///   - field: The field; held weakly.
    ///   - id: Its identity, unique on the screen.
    /// - Throws: ``AvoidanceError/duplicateField(_:)`` or ``AvoidanceError/invalidField(_:)``; nothing
    ///   changes.
    public func register(_ field: UIView, as id: FieldID) throws(AvoidanceError) {
      if let other = listener.field(id), other !== field { throw .duplicateField(id) }
      let before = named
      named.removeAll { $0.view.view == nil || $0.view.view === field }
      named.append((WeakView(field), id))
      needsDiscovery = true
      do { try listener.updateFieldFrames() } catch {
        named = before
        throw error
      }
      equipFields()
      writeTargetsTheViewsLack()
    }

    /// Where field frames are read (``Strategy/fieldSpace(in:)``).
    private var frameSpace: UIView { strategy.fieldSpace(in: view) }

    /// Finds the fields now, in navigation order, for the listener's next reading of the screen. This only
    /// reads the views: ``equipFields()`` gives the fields found their bar and return keys.
    func discoverFields() {
      guard !isDetached else { return }
      let inputs = (listed?.compactMap(\.view) ?? Self.textInputs(in: view)) + named.compactMap(\.view.view)
      var names: [ObjectIdentifier: FieldID] = [:]
      for (field, id) in named { if let field = field.view { names[ObjectIdentifier(field)] = id } }
      let view = self.view
      let candidates = inputs.map { input in
        FieldDiscovery.Candidate(
          object: ObjectIdentifier(input),
          name: names[ObjectIdentifier(input)] ?? input.accessibilityIdentifier.map { FieldID($0) },
          frame: input.convert(input.bounds, to: view), kind: input is UITextView ? .textView : .textField,
          isEditable: Self.isEditable(input), isEditing: input.isFirstResponder,
          isScrolledOut: Self.isScrolledOut(input, in: view))
      }
      var discovery = self.discovery
      // Leading is the right edge in a right-to-left language: rows read from there.
      let direction: FieldDiscovery.LayoutDirection =
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      let found = discovery.fields(
        from: candidates, order: listed == nil ? .reading : .listed, layoutDirection: direction)
      var inputsByObject: [ObjectIdentifier: UIView] = [:]
      for input in inputs { inputsByObject[ObjectIdentifier(input)] = input }
      let fields: [(object: UIView, field: InputField)] = found.compactMap { found in
        inputsByObject[found.object].map { (object: $0, field: found.field) }
      }
      foundFields = arrange(fields).map { (WeakView($0.object), $0.field) }
      needsDiscovery = false
      self.discovery = discovery
    }

    /// Gives the fields last found that are still there the accessory bar and their return keys (iOS 14
    /// and later): where fields are registered or found, after the reading that found them.
    func equipFields() {
      guard !isDetached, #available(iOS 14.0, macCatalyst 14.0, *) else { return }
      installAccessories(on: foundFields.compactMap { found in found.view.view.map { ($0, found.field) } })
      showAccessoryBar()
    }

    /// Equips the fields as one begins editing (a cell made or reused since, a field added later), on
    /// UIKit's notification
    /// (https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification), found
    /// now as the listener's reading for the same notification finds them: the notification reaches the
    /// listener and the adapter in either order, and a reused cell's field was found before, elsewhere.
    func fieldDidBeginEditing() {
      guard listener.isListening else { return }
      discoverFields()
      equipFields()
    }

    /// The fields found last that are still there, with their frames read now.
    func readFields() -> [(object: AnyObject, field: InputField)] {
      let space = frameSpace
      return foundFields.compactMap { found in
        guard let view = found.view.view else { return nil }
        var field = found.field
        field.frame = view.convert(view.bounds, to: space)
        field.caret = Self.caret(of: view, in: space)
        return (view, field)
      }
    }

    /// Finds the fields again, and has the listener read the screen; what the avoider refuses goes to the
    /// listener's `lastError`. Then the fields found are equipped, and the targets the views lack written.
    func refreshFields() {
      needsDiscovery = true
      listener.report { () throws(AvoidanceError) in try listener.updateFieldFrames() }
      equipFields()
      writeTargetsTheViewsLack()
    }

    /// Follows a text view's caret as its text changes: the field's frame is read again and the avoider
    /// decides anew.
    ///
    /// UIKit posts the change before the layout pass that fits the text view to its new text (a text view
    /// that does not scroll grows with its content, "Views with Intrinsic Content Size",
    /// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ViewswithIntrinsicContentSize.html);
    /// the notification's page (https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification)
    /// says nothing of that order. Read before it, a growing composer's new line would lie below its old
    /// frame, and it would rise a line too far; so the view is laid out first, which does nothing when
    /// layout has already run (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()).
    /// That pass runs the app's `viewDidLayoutSubviews`, which may set the message list's rest inset over
    /// the adapter's: the targets the views lack are written after the reading.
    func textDidChange(_ object: ObjectIdentifier?) {
      guard listener.isListening, let focused = avoider.state.value.focusedField, let field = listener.field(focused),
        ObjectIdentifier(field) == object
      else { return }
      view.layoutIfNeeded()
      listener.report { () throws(AvoidanceError) in try listener.updateFieldFrames() }
      writeTargetsTheViewsLack()
    }

    /// Every text field and text view inside `view`, in the view hierarchy's order, but for those inside
    /// another adapter's container or a search bar; `FieldDiscovery` orders them and skips those a user cannot edit.
    static func textInputs(in view: UIView) -> [UIView] {
      FieldDiscovery.inputs(in: view, children: { $0.subviews }) { candidate in
        if candidate is UISearchBar { return .searchBar }
        if candidate is UITextField || candidate is UITextView { return .input }
        return containers.contains { $0.view === candidate } ? .otherContainer : .other
      }
    }

    /// The containers of the adapters not yet detached, one entry for each adapter: another adapter's
    /// search stops at them, so an adapter on a view controller (a base class's) and one on its child
    /// do not both move the child's fields.
    private static var containers: [WeakView] = []

    /// Whether `field` is inside the container of an adapter not yet detached: that adapter's to avoid.
    static func isInAdapterContainer(_ field: UIView) -> Bool {
      sequence(first: field, next: \.superview).contains { ancestor in containers.contains { $0.view === ancestor } }
    }

    /// Makes `view` a container the other adapters leave alone, until the adapter is undone.
    func claimContainer() {
      Self.containers.append(WeakView(view))
      installation.record { [weak view] in
        if let index = Self.containers.firstIndex(where: { $0.view === view }) { Self.containers.remove(at: index) }
        Self.containers.removeAll { $0.view == nil }
      }
    }

    /// Whether a user can edit `input` now, by ``FieldDiscovery/isEditable(isEnabled:chain:)``: this reads
    /// the views from the input up to the window.
    static func isEditable(_ input: UIView) -> Bool {
      let isEnabled = (input as? UITextField)?.isEnabled ?? (input as? UITextView)?.isEditable ?? true
      var chain: [FieldDiscovery.Ancestor] = []
      var view: UIView? = input
      while let current = view {
        chain.append(
          FieldDiscovery.Ancestor(
            isHidden: current.isHidden, alpha: current.alpha, isUserInteractionEnabled: current.isUserInteractionEnabled
          ))
        view = current.superview
      }
      return FieldDiscovery.isEditable(isEnabled: isEnabled, chain: chain)
    }

    /// Whether `input` is scrolled out of sight, by ``FieldDiscovery/isScrolledOut(_:)``: this reads the
    /// scroll views between the input and the container (a pager's other pages).
    static func isScrolledOut(_ input: UIView, in container: UIView) -> Bool {
      var clips: [FieldDiscovery.ScrollClip] = []
      var view = input.superview
      while let current = view, current !== container.superview {
        if let scrollView = current as? UIScrollView {
          clips.append(
            FieldDiscovery.ScrollClip(
              visibleBounds: scrollView.bounds, field: input.convert(input.bounds, to: scrollView),
              isPaging: scrollView.isPagingEnabled))
        }
        view = current.superview
      }
      return FieldDiscovery.isScrolledOut(clips)
    }

    /// An editing text view's caret, in `space`, by ``FieldDiscovery/usableCaret(_:)``; `nil` for any
    /// other field.
    static func caret(of field: UIView, in space: UIView) -> CGRect? {
      guard let textView = field as? UITextView, textView.isFirstResponder, let end = textView.selectedTextRange?.end
      else { return nil }
      return FieldDiscovery.usableCaret(textView.caretRect(for: end)).map { textView.convert($0, to: space) }
    }
  }
#endif
