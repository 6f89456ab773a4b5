/// One element for every ``LayoutProperty``: the avoider's boxes, the layout's animated values.
package struct EveryProperty<Element> {
  /// Made from `allCases`, so every property has its element.
  private var elements: [LayoutProperty: Element]

  /// Makes each property's element.
  package init(_ make: (LayoutProperty) throws -> Element) rethrows {
    elements = try Dictionary(uniqueKeysWithValues: LayoutProperty.allCases.map { ($0, try make($0)) })
  }

  /// The property's element.
  package subscript(property: LayoutProperty) -> Element {
    // Never nil: the initializer made an element for every case.
    get { elements[property]! }
    set { elements[property] = newValue }
  }
}

extension EveryProperty: Sendable where Element: Sendable {}
