/// How a box delivers values that wait for the main queue.
///
/// A value set on the main queue, outside any observer, is always delivered at once. Values set
/// from other threads, or from inside an observer, wait in a queue until the main queue drains it.
///
/// An async sequence of a box's values makes the same choice for its own consumer, which may fall
/// behind the main queue: ``ObservableBox/values(bufferingPolicy:)`` keeps every value by default
/// (`.unbounded`, as ``everyValue`` does), and only the newest one with `.bufferingNewest(1)` (as
/// ``latest`` does):
///
/// ```swift
/// let progress = Box(0.0, delivery: .latest)                       // observers: newest waiting value
/// for await fraction in progress.values(bufferingPolicy: .bufferingNewest(1)) {
///   await render(fraction)                                         // a slow consumer: newest value
/// }
/// ```
public enum DeliveryPolicy: Hashable, Sendable {
  /// Every value is delivered, in the order the box stored it. The default.
  case everyValue
  /// Only the newest waiting value is delivered: values that another one replaced before the main
  /// queue reached them are skipped. Observers still see values in order and always end on the box's
  /// value. Suits state where only the latest matters (a progress, a frame) under a flood of sets.
  case latest
}
