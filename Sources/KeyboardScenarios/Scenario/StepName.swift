/// What a step's `action` names: a user's action or a raw input.
enum StepName {
  /// A user's action, for the simulator.
  case user(UserAction.Kind)
  /// A raw input, for the engine.
  case input(StepActionName)

  /// The step named `name`, or `nil` when no step has that name.
  init?(_ name: String) {
    if let kind = UserAction.Kind(rawValue: name) {
      self = .user(kind)
    } else if let input = StepActionName(rawValue: name) {
      self = .input(input)
    } else {
      return nil
    }
  }

  /// The keys a step of this name may have besides `time` and `action`.
  var keys: [String] {
    switch self {
    case .user(let kind):
      switch kind.parameter {
      case .field: ["field"]
      case .orientation: ["orientation"]
      case .drag: ["keyboardTop", "release"]
      case nil: []
      }
    case .input(let input): input.keys
    }
  }
}
