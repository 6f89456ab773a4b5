public import Foundation

extension AvoidanceError: CustomStringConvertible, LocalizedError {
  /// A sentence that names what is wrong, such as `no field has the id "email"` or
  /// `the configuration is invalid at spacing: expected a finite number of 0 or more, found nan`.
  public var description: String {
    switch self {
    case .unknownField(let id): "no field has the id \"\(id)\""
    case .alreadyEditing(let id): "\"\(id)\" is still being edited; it must end editing first"
    case .notEditing(let id): "\"\(id)\" ends editing but is not being edited"
    case .duplicateField(let id): "two fields share the id \"\(id)\""
    case .invalidField(let id):
      "the field \"\(id)\" has an invalid frame or spacing (expected finite numbers, sizes and spacing not negative)"
    case .invalidContainer(let invalid): "the container is invalid at \(invalid)"
    case .invalidConfiguration(let invalid): "the configuration is invalid at \(invalid)"
    case .invalidContentOffset: "the content offset is not a finite number"
    case .invalidKeyboardTop: "the dragged keyboard's top is not a finite number"
    case .malformedKeyboardEvent(let error): "the keyboard event is malformed: \(error)"
    }
  }

  /// The same sentence as `description`, so `localizedDescription` reads too.
  public var errorDescription: String? { description }
}
