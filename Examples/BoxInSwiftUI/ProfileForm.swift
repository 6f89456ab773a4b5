#if canImport(SwiftUI)
  import BindingSwiftUI
  import SwiftUI

  /// The profile form on every system SwiftUI runs on (iOS 13 and later): `@ObservedBox` redraws it
  /// when a box changes, and `$name.value` is a two-way binding to a box. The README shows it.
  // README snippet
  @MainActor
  struct ProfileForm: View {
    @ObservedBox var name: Box<String>
    @ObservedBox var isSubscribed: Box<Bool>
    @ObservedBox var greeting: ReadOnlyBox<String>
    private let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
      self.viewModel = viewModel
      name = viewModel.name
      isSubscribed = viewModel.isSubscribed
      greeting = viewModel.greeting
    }

    var body: some View {
      VStack {
        Text(greeting.value)
        TextField("Name", text: $name.value)
        Toggle("Newsletter", isOn: $isSubscribed.value.animation())
        Button("Clear") { viewModel.clear() }
      }
    }
  }
  // README snippet end

  /// The same form from iOS 17, macOS 14, tvOS 17 and watchOS 10, where a box is observable: `body`
  /// reads the boxes, and SwiftUI redraws it as it would for an `@Observable` class.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor
  struct ObservingProfileForm: View {
    let viewModel: ProfileViewModel

    var body: some View {
      @Bindable var name = viewModel.name
      VStack {
        Text(viewModel.greeting.value)
        TextField("Name", text: $name.value)
        Button("Clear") { viewModel.clear() }
      }
    }
  }
#endif
