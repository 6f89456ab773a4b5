#if canImport(Observation)
  public import Observation

  /// Observation's registrar for one box: what its reads inside tracking register with, and what its
  /// sets tell.
  ///
  /// A box makes it at the first read of its value and holds it type-erased, so that nothing of
  /// Observation's types is stored in a box where Observation does not exist (iOS 13 to 16). The
  /// registrar keys what it tracks by key path alone, so this object, not the generic box, is the
  /// subject it is given: a key path of a non-generic type is made once per process, where one of
  /// `Box<Value>` would be made again for every box.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @usableFromInline
  final class BoxRegistrar: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    /// The key path that stands for the box's value.
    private let keyPath: KeyPath<BoxRegistrar, Void> & Sendable = \.value

    /// The property that Observation sees change: it stands for the box's value, which lives in the box.
    private var value: Void { () }

    init() {}

    /// Registers a read of the box's value with the tracking under way on this thread, if any.
    @usableFromInline
    func access() {
      registrar.access(self, keyPath: keyPath)
    }

    /// Tells every tracking that registered a read of the box's value that it changed.
    ///
    /// The box calls it on the main queue, once the value is stored and has reached the box's
    /// observers; a tracking told here is told nothing more (`withObservationTracking` ends at its
    /// first change).
    func tell() {
      registrar.willSet(self, keyPath: keyPath)
      registrar.didSet(self, keyPath: keyPath)
    }
  }
#endif
