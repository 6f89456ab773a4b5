#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import KeyboardHandler
  import UIKit

  extension KeyboardAvoidance {
    /// Gives `field` settings of its own, for whichever adapter finds it: a screen's, or one the app-wide
    /// mode makes.
    ///
    /// The field is held weakly; its settings go with it. An adapter reads them each time it finds its
    /// fields: as a field begins editing, and before Previous, Next or return.
    ///
    /// ```swift
    /// try KeyboardAvoidance.setSettings(FieldSettings(spacing: 60, navigationOrder: 1), for: notesView)
    /// ```
    ///
    /// - Parameters:
    ///   - settings: Its spacing, avoidance, navigation and order.
    ///   - field: A text field or text view.
    /// - Throws: ``AvoidanceError/invalidConfiguration(_:)`` for a spacing that is negative or not finite;
    ///   nothing changes.
    public static func setSettings(_ settings: FieldSettings, for field: UIView) throws(AvoidanceError) {
      let settings = try settings.validated()
      fieldSettings.removeAll { $0.field.view == nil || $0.field.view === field }
      fieldSettings.append((WeakView(field), settings))
    }

    /// The settings `field` was given, or the defaults.
    ///
    /// - Parameter field: A text field or text view.
    public static func settings(for field: UIView) -> FieldSettings {
      fieldSettings.first { $0.field.view === field }?.settings ?? FieldSettings()
    }

    /// Gives a text field or text view an identity and settings of its own, and makes it a field even
    /// where it is not found in the view, as ``register(_:as:)`` does.
    ///
    /// - Parameters:
    ///   - field: The field; held weakly.
    ///   - id: Its identity, unique on the screen.
    ///   - settings: Its spacing, avoidance, navigation and order (``setSettings(_:for:)``).
    /// - Throws: ``AvoidanceError/invalidConfiguration(_:)`` for a spacing that is negative or not
    ///   finite, ``AvoidanceError/duplicateField(_:)`` or ``AvoidanceError/invalidField(_:)``; nothing
    ///   changes.
    public func register(_ field: UIView, as id: FieldID, settings: FieldSettings) throws(AvoidanceError) {
      let before = Self.fieldSettings
      try Self.setSettings(settings, for: field)
      do { try register(field, as: id) } catch {
        Self.fieldSettings = before
        throw error
      }
    }

    /// The settings given so far, each with its field, held weakly.
    private static var fieldSettings: [(field: WeakView, settings: FieldSettings)] = []

    /// Arranges the fields just found as the app's settings say (`FieldArrangement`), keeps the
    /// arrangement and the views pinned to a keyboard layout guide, and returns the fields in their
    /// navigation order.
    ///
    /// A field inside a view pinned to a keyboard layout guide is left at rest: UIKit already keeps it
    /// above the keyboard (``KeyboardGuidePins``).
    func arrange(_ fields: [(object: UIView, field: InputField)]) -> [(object: UIView, field: InputField)] {
      let pinned = Self.viewsPinnedToKeyboardGuide(in: view)
      if LayoutProperty.offset.isMoved(by: avoider.context.configuration.strategy) {
        // Undone with the rest: a pinned view the shift countered rests untransformed again.
        for view in pinned where !pinnedToKeyboardGuide.contains(where: { $0.view === view }) {
          installation.record { [weak view] in view?.transform = .identity }
        }
      }
      pinnedToKeyboardGuide = pinned.map(WeakView.init)
      let entries = fields.map { found in
        var field = found.field
        let isPinned = sequence(first: found.object, next: \.superview).contains { ancestor in
          pinned.contains { $0 === ancestor }
        }
        if isPinned { field.isAvoidanceEnabled = false }
        return (field: field, settings: Self.settings(for: found.object))
      }
      arrangement = FieldArrangement(entries, isLooping: avoider.context.configuration.isNavigationLooping)
      var objects: [FieldID: UIView] = [:]
      for found in fields { objects[found.field.id] = found.object }
      return arrangement.fields.compactMap { field in objects[field.id].map { (object: $0, field: field) } }
    }
  }
#endif
