internal import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The fields a listener knows, by object: each held weakly, with its identity and how to read its frame.
@MainActor
struct FieldRegistry {
  private struct Registration {
    weak var object: AnyObject?
    let identifier: ObjectIdentifier
    let field: InputField
    let readFrame: @MainActor (AnyObject) -> CGRect?
  }

  /// In navigation order: the order of registration.
  private var registrations: [Registration] = []

  /// Adds a field, or replaces what is known of an object registered before.
  ///
  /// - Throws: `AvoidanceError.duplicateField(_:)` when another live object has the same identity.
  mutating func register<Field: AnyObject>(
    _ object: Field, as field: InputField, frame: @escaping @MainActor (Field) -> CGRect
  ) throws(AvoidanceError) {
    let identifier = ObjectIdentifier(object)
    if registrations.contains(where: { $0.object != nil && $0.identifier != identifier && $0.field.id == field.id }) {
      throw .duplicateField(field.id)
    }
    let registration = Registration(
      object: object, identifier: identifier, field: field, readFrame: { ($0 as? Field).map(frame) })
    if let index = registrations.firstIndex(where: { $0.identifier == identifier && $0.object === object }) {
      registrations[index] = registration
    } else {
      registrations.append(registration)
    }
  }

  /// Forgets an object; nothing happens for one never registered.
  mutating func unregister(_ object: AnyObject) {
    registrations.removeAll { $0.object === object }
  }

  /// Forgets every object that has gone away.
  mutating func removeReleased() {
    registrations.removeAll { $0.object == nil }
  }

  /// The live fields with their objects and their frames read now, in navigation order.
  func entries() -> [(object: AnyObject, field: InputField)] {
    registrations.compactMap { registration in
      guard let object = registration.object, let frame = registration.readFrame(object) else { return nil }
      var field = registration.field
      field.frame = frame
      return (object, field)
    }
  }
}
