import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG read with Foundation's `XMLParser`: every element with its attributes and its ancestors.
final class SVGDocument: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    /// The ids of the elements it is inside, outermost first.
    var ancestors: [String]
    /// The text directly inside it, and inside its children: a `<text>`'s words, its `<tspan>`s' too.
    var text = ""
  }

  private(set) var elements: [Element] = []
  private var open: [String] = []
  /// The indices in `elements` of the elements open at the parser's place, outermost first.
  private var openIndices: [Int] = []

  /// Parses `text`, or returns `nil` when it is not well-formed XML.
  init?(_ text: String) {
    super.init()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = self
    guard parser.parse() else { return nil }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append(Element(name: name, attributes: attributes, ancestors: open))
    open.append(attributes["id"] ?? name)
    openIndices.append(elements.count - 1)
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    open.removeLast()
    openIndices.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    for index in openIndices { elements[index].text += string }
  }

  /// The element with `id`.
  func element(id: String) -> Element? {
    elements.first { $0.attributes["id"] == id }
  }

  /// The animations directly inside the element with `id`, by the attribute they animate.
  func animations(of id: String) -> [String: Element] {
    let animations = elements.filter { $0.ancestors.last == id && $0.name.hasPrefix("animate") }
    return Dictionary(animations.map { ($0.attributes["attributeName"] ?? "", $0) }) { first, _ in first }
  }
}

extension SVGDocument.Element {
  /// An animation's key frames: the time in seconds of each value, from `keyTimes` and `dur`.
  var keyFrames: [(time: Double, value: String)] {
    let duration = Double(attributes["dur"]?.dropLast() ?? "") ?? 0
    let times = (attributes["keyTimes"] ?? "").split(separator: ";").compactMap { Double($0) }.map { $0 * duration }
    let values = (attributes["values"] ?? "").split(separator: ";").map(String.init)
    return Array(zip(times, values))
  }

  /// The last value an animation holds at `time` (to a tenth of a millisecond, as keyTimes are rounded).
  func value(at time: Double) -> String? {
    keyFrames.last { $0.time <= time + 1e-4 }?.value
  }
}
