#if canImport(SwiftUI)
  import Binding
  import BindingSwiftUI
  import SwiftUI

  /// What a file that imports both SwiftUI and this package can name. `Binding` is SwiftUI's type
  /// here: it hides the module of the same name, so `Binding.Box` does not compile in such a file.
  /// `Box` and the package's other types need no qualifier, and `BindingSwiftUI.Box` qualifies one.
  @MainActor
  struct CounterField: View {
    @Binding var label: String  // SwiftUI's `Binding`
    let count: BindingSwiftUI.Box<Int>
    let isEven: ReadOnlyBox<Bool>

    init(label: Binding<String>, count: Box<Int>) {
      _label = label
      self.count = count
      isEven = count.map { $0.isMultiple(of: 2) }
    }

    var body: some View {
      Text("\(label): \(count.value)")
    }
  }
#endif
