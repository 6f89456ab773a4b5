extension ScrollInsets: TargetValue {
  /// The content inset, then the indicator inset.
  public var components: KeyValuePairs<String, Double> {
    ["content": Double(content), "indicator": Double(indicator)]
  }
}
