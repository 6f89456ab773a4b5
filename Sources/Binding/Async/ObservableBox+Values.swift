extension ObservableBox {
  /// The box's values as an asynchronous sequence: the current value first, then every change.
  ///
  /// Each call makes a new stream with an observer of its own, so any number of tasks can iterate
  /// their own stream. Values are buffered between the main queue, which yields them, and the task
  /// that iterates, as `bufferingPolicy` says: by default every value is kept
  /// (`.unbounded`), so a slow consumer sees each change in order; pass `.bufferingNewest(1)` to see
  /// only the newest value when it catches up. It is the stream's counterpart of the box's
  /// ``DeliveryPolicy``, which makes the same choice for observers waiting on the main queue. The
  /// stream ends when the task stops iterating (the observer is unbound) or when the box is freed.
  ///
  /// ```swift
  /// for await email in form.email.values() { validate(email) }                        // every value
  /// for await frame in layout.frame.values(bufferingPolicy: .bufferingNewest(1)) { draw(frame) }  // newest
  /// ```
  public func values(
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Value> {
    let box = readOnly.box
    return AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
      let end = StreamEnd(continuation)
      let token = box.bind { value in
        end.continuation.yield(value)
      }
      continuation.onTermination = { _ in
        token.unbind()
      }
    }
  }
}

/// Finishes a stream when the observer feeding it is released: when it is unbound, or with its box.
private final class StreamEnd<Element: Sendable>: Sendable {
  let continuation: AsyncStream<Element>.Continuation

  init(_ continuation: AsyncStream<Element>.Continuation) {
    self.continuation = continuation
  }

  deinit {
    continuation.finish()
  }
}
