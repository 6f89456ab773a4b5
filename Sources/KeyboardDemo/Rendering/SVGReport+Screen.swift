internal import Foundation
internal import KeyboardHandler

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// The screen half of the SVG: the device, the fields moving with the published values, and the
/// keyboard.
extension SVGReport {
  /// Where the screen is drawn, and how large it may be: its bottom no lower than the plot's, so the
  /// steps' captions fit under it.
  static let screenBox = CGRect(x: 20, y: 44, width: 400, height: 420)

  /// Points to pixels for `containers`: every screen the scenario goes through fits the box.
  static func scale(fitting containers: [(time: TimeInterval, container: ContainerGeometry)]) -> CGFloat {
    let screens = containers.map(\.container.screenBounds)
    let widest = screens.map(\.width).max() ?? 1
    let tallest = screens.map(\.height).max() ?? 1
    return min(screenBox.width / widest, screenBox.height / tallest)
  }

  /// Where the screen's drawing ends on the right, in pixels: the plot starts beyond it.
  var screenRightEdge: CGFloat {
    let widest = containers.map(\.container.screenBounds.width).max() ?? 1
    return Self.screenBox.minX + widest * scale
  }

  /// A horizontal position in screen coordinates, as SVG text: the screen is drawn in points, in a
  /// group that scales it to the box, so animated values are the published ones.
  private func pixelX(_ x: CGFloat, plus extra: CGFloat = 0) -> String {
    SVGClock.number(x + extra)
  }

  /// A vertical position in screen coordinates, as SVG text.
  private func pixelY(_ y: CGFloat, plus extra: CGFloat = 0) -> String {
    SVGClock.number(y + extra)
  }

  /// A length in points, as SVG text.
  private func pixels(_ length: CGFloat) -> String {
    SVGClock.number(length)
  }

  /// A size in pixels on the page, in points of the screen: for text and gaps that keep their size.
  private func onPage(_ pixels: CGFloat) -> CGFloat {
    pixels / scale
  }

  /// The attributes of a rectangle in screen coordinates, in pixels.
  private func geometry(_ rect: CGRect) -> String {
    #"x="\#(pixelX(rect.minX))" y="\#(pixelY(rect.minY))" width="\#(pixels(rect.width))" height="\#(pixels(rect.height))""#
  }

  /// A `<rect>` of `frames` (screen coordinates) that jumps from one to the next, with `style`.
  private func rect(
    _ frames: [(time: TimeInterval, rect: CGRect)], clock: SVGClock, style: String, id: String? = nil,
    extra: [String] = []
  ) -> [String] {
    let first = frames.first?.rect ?? .zero
    let identity = id.map { #" id="\#($0)""# } ?? ""
    var animations: [String] = []
    if frames.contains(where: { $0.rect != first }) {
      let attributes: [(String, (CGRect) -> String)] = [
        ("x", { self.pixelX($0.minX) }), ("y", { self.pixelY($0.minY) }),
        ("width", { self.pixels($0.width) }), ("height", { self.pixels($0.height) }),
      ]
      animations = attributes.map { name, value in
        clock.animate(name, frames.map { ($0.time, value($0.rect)) }, isDiscrete: true)
      }
    }
    let attributes = ([#"<rect\#(identity)"#, geometry(first)] + (style.isEmpty ? [] : [style])).joined(separator: " ")
    let children = (animations + extra).filter { !$0.isEmpty }
    guard !children.isEmpty else { return [attributes + "/>"] }
    return [attributes + ">"] + children + ["</rect>"]
  }

  func screen(_ clock: SVGClock) -> [String] {
    let containers = self.containers
    let screens = containers.map { ($0.time, $0.container.screenBounds) }
    let safeAreas: [(String, (ContainerGeometry) -> CGRect)] = [
      ("top", { c in CGRect(x: c.frame.minX, y: c.frame.minY, width: c.frame.width, height: c.safeAreaInsets.top) }),
      (
        "bottom",
        { c in
          CGRect(
            x: c.frame.minX, y: c.frame.maxY - c.safeAreaInsets.bottom, width: c.frame.width,
            height: c.safeAreaInsets.bottom)
        }
      ),
      ("left", { c in CGRect(x: c.frame.minX, y: c.frame.minY, width: c.safeAreaInsets.left, height: c.frame.height) }),
      (
        "right",
        { c in
          CGRect(
            x: c.frame.maxX - c.safeAreaInsets.right, y: c.frame.minY, width: c.safeAreaInsets.right,
            height: c.frame.height)
        }
      ),
    ]
    // The app's window, the whole screen but in Stage Manager or an iPadOS 26 window: what it holds is
    // drawn in it, and the rest of the screen is left in the desk's colour.
    let windows = containers.map { ($0.time, $0.container.windowFrame) }
    let hasWindow = containers.contains { $0.container.windowFrame != $0.container.screenBounds }
    let box = Self.screenBox
    var lines = [
      #"<g id="device" transform="translate(\#(SVGClock.number(box.minX)) \#(SVGClock.number(box.minY)))"#
        + #" scale(\#(SVGClock.number(scale, digits: 5)))" font-size="\#(SVGClock.number(onPage(11)))">"#,
      "<defs>", #"<clipPath id="screen-clip">"#,
    ]
    lines += rect(windows, clock: clock, style: "")
    lines += ["</clipPath>"] + scrollClip(clock) + ["</defs>"]
    let outline = #"stroke="\#(SVGPalette.ink)" stroke-width="2" vector-effect="non-scaling-stroke""#
    lines += rect(
      screens, clock: clock, style: #"fill="\#(hasWindow ? SVGPalette.desk : SVGPalette.screen)" \#(outline)"#,
      id: "screen")
    if hasWindow {
      lines += rect(windows, clock: clock, style: #"fill="\#(SVGPalette.screen)" \#(outline)"#, id: "window")
    }
    lines.append(#"<g clip-path="url(#screen-clip)">"#)
    for (name, area) in safeAreas {
      lines += rect(
        containers.map { ($0.time, area($0.container)) }, clock: clock, style: #"fill="\#(SVGPalette.safeArea)""#,
        id: "safe-area-\(name)")
    }
    lines += content(clock) + estimate(clock) + keyboard(clock)
    return lines + ["</g>", "</g>"]
  }

  // MARK: - Content

  /// The scroll view's visible frame, which the constraint strategy raises with its constant.
  private func scrollClip(_ clock: SVGClock) -> [String] {
    let configuration = playback.initialState.configuration
    let origin = playback.initialState.container.frame.origin
    guard let scrollView = configuration.strategy.scrollView else { return [] }
    guard let anchor = configuration.strategy.constraintAnchor else {
      let frame = scrollView.frame.offsetBy(dx: origin.x, dy: origin.y)
      return [#"<clipPath id="scroll-clip">"#] + rect([(0, frame)], clock: clock, style: "") + ["</clipPath>"]
    }
    let constant = playback.layout[.constraintConstant]
    let frames = clock.keyFrames(at: sampleTimes, jumpsAt: inputTimes) { time in
      let raised = AvoidanceSolver.raised(
        scrollView, toConstant: constant.presentedValue(at: time), anchor: anchor,
        in: playback.state(at: time).container)
      return raised.frame.offsetBy(dx: origin.x, dy: origin.y)
    }
    let first = frames.first?.value ?? scrollView.frame
    return [
      #"<clipPath id="scroll-clip">"#, #"<rect \#(geometry(first))>"#,
      clock.animate("height", frames.map { ($0.time, pixels($0.value.height)) }), "</rect>", "</clipPath>",
    ]
  }

  /// The fields, in a group that the published offset or content offset moves.
  private func content(_ clock: SVGClock) -> [String] {
    let initial = playback.initialState
    let origin = initial.container.frame.origin
    let layout = playback.layout
    let shift: (TimeInterval) -> CGFloat
    var base = origin
    var clip = ""
    if let scrollView = initial.configuration.strategy.scrollView {
      shift = { -layout[.contentOffset].presentedValue(at: $0) }
      base = CGPoint(x: origin.x + scrollView.frame.minX, y: origin.y + scrollView.frame.minY)
      clip = #" clip-path="url(#scroll-clip)""#
    } else {
      shift = { layout[.offset].presentedValue(at: $0) }
    }
    let frames = clock.keyFrames(at: sampleTimes, jumpsAt: inputTimes) { shift($0) }
    var lines = ["<g\(clip)>", #"<g id="content">"#]
    lines.append(
      clock.animate("transform", frames.map { ($0.time, "0 \(pixels($0.value))") }, transform: "translate"))
    guard let (list, _, anchor) = initial.configuration.strategy.messageListParts else {
      return lines + fields(clock, offsetBy: base) + ["</g>", "</g>"]
    }
    // A chat: the messages scroll in the list; the composer, its fields in the container's coordinates,
    // rides the constraint above them.
    for (index, bubble) in ChatLayout.messages(in: list).enumerated().reversed() {
      let fill = index == 0 ? SVGPalette.focus : SVGPalette.field
      lines += rect(
        [(0, bubble.offsetBy(dx: base.x, dy: base.y))], clock: clock,
        style: #"rx="\#(SVGClock.number(onPage(10)))" fill="\#(fill)" fill-opacity="0.25""#)
    }
    let restBar = ChatLayout.bar(around: initial.navigator.fields, in: initial.container, anchor: anchor)
    let rise = clock.keyFrames(at: sampleTimes, jumpsAt: inputTimes) { time in
      let container = playback.state(at: time).container
      let keyboard = keyboardFrame(at: time)
      let top = KeyboardOverlap.isDocked(keyboard, in: container) ? keyboard.minY - container.frame.minY : nil
      return -ChatLayout.rise(
        of: restBar ?? .zero, under: initial.configuration.strategy,
        constraintConstant: layout[.constraintConstant].presentedValue(at: time), keyboardTop: top)
    }
    lines += ["</g>", "</g>", #"<g id="composer">"#]
    lines.append(clock.animate("transform", rise.map { ($0.time, "0 \(pixels($0.value))") }, transform: "translate"))
    if let bar = restBar {
      lines += rect(
        [(0, bar.offsetBy(dx: origin.x, dy: origin.y))], clock: clock,
        style: #"fill="\#(SVGPalette.screen)" stroke="\#(SVGPalette.field)" stroke-width="1""#
          + #" vector-effect="non-scaling-stroke""#, id: "composer-bar")
    }
    return lines + fields(clock, offsetBy: origin) + ["</g>"]
  }

  /// The fields, focused or not, each where `base` puts its coordinates' origin.
  private func fields(_ clock: SVGClock, offsetBy base: CGPoint) -> [String] {
    var lines: [String] = []
    let focus = clock.keyFrames(at: stateTimes, jumpsAt: []) { playback.state(at: $0).focusedField }
    // Only a field that is focused at some time has its outline animated: a form of thousands of
    // fields draws the others without a key frame each.
    let everFocused = Set(focus.compactMap(\.value))
    let widths = (focused: SVGClock.number(onPage(3)), plain: SVGClock.number(onPage(1)))
    for (id, frames) in fieldFrames(offsetBy: base) {
      let isFocused = everFocused.contains(id) ? focus.map { ($0.time, $0.value == id) } : []
      let stroke = clock.animate(
        "stroke", isFocused.map { ($0.0, $0.1 ? SVGPalette.focus : SVGPalette.field) }, isDiscrete: true)
      let width = clock.animate(
        "stroke-width", isFocused.map { ($0.0, $0.1 ? widths.focused : widths.plain) }, isDiscrete: true)
      // A field not yet registered, or no longer, is hidden where it is next (or was last) drawn.
      var shown = frames.map { ($0.time, $0.frame) }
      var held = frames.first { $0.frame != nil }?.frame ?? .zero
      for index in shown.indices {
        if let frame = shown[index].1 { held = frame } else { shown[index].1 = held }
      }
      let placed = shown.map { (time: $0.0, rect: $0.1 ?? held) }
      let opacity = clock.animate("opacity", frames.map { ($0.time, $0.frame == nil ? "0" : "1") }, isDiscrete: true)
      let hidden = frames.first?.frame == nil ? #" opacity="0""# : ""
      let name = SVGClock.escaped(id.rawValue)
      lines += rect(
        placed, clock: clock,
        style: #"rx="4" fill="\#(SVGPalette.paper)" stroke="\#(SVGPalette.field)""#
          + #" stroke-width="\#(widths.plain)"\#(hidden)"#,
        id: "field-\(name)", extra: [stroke, width, opacity])
      let labels = placed.map {
        (time: $0.time, x: $0.rect.minX + onPage(6), y: $0.rect.minY + min($0.rect.height, onPage(30)) / 2 + onPage(4))
      }
      let first = labels.first ?? (0, 0, 0)
      let moves = [
        clock.animate("x", labels.map { ($0.time, pixelX($0.x)) }, isDiscrete: true),
        clock.animate("y", labels.map { ($0.time, pixelY($0.y)) }, isDiscrete: true), opacity,
      ].filter { !$0.isEmpty }
      let label = #"<text x="\#(pixelX(first.x))" y="\#(pixelY(first.y))" fill="\#(SVGPalette.ink)"\#(hidden)>\#(name)"#
      // The name on the line that opens the element, so no whitespace joins it.
      lines += moves.isEmpty ? [label + "</text>"] : [label] + moves + ["</text>"]
    }
    return lines
  }

  /// Each field the scenario has, in the order they first appear, with its frame in screen
  /// coordinates (`base` is where the fields' coordinates start) at the start and after each input
  /// that gives fields (a `fields` or `layout` step), or `nil` while it is not registered.
  ///
  /// The fields are read from the published state, so a recording, which starts with none and
  /// registers them in steps, draws them where and when the device had them.
  private func fieldFrames(offsetBy base: CGPoint) -> [(id: FieldID, frames: [(time: TimeInterval, frame: CGRect?)])] {
    let times = Set(
      [0]
        + playback.entries.filter(\.givesFields).map(\.time)
    ).sorted()
    var order: [FieldID] = []
    var seen = Set<FieldID>()
    let registered = times.map { time in
      let fields = playback.state(at: time).navigator.fields
      for field in fields where seen.insert(field.id).inserted { order.append(field.id) }
      return Dictionary(fields.map { ($0.id, $0.frame.offsetBy(dx: base.x, dy: base.y)) }) { first, _ in first }
    }
    return order.map { id in (id, zip(times, registered).map { ($0, $1[id]) }) }
  }

  // MARK: - Keyboard

  /// The estimated keyboard, a dashed outline while the engine decides with an estimate.
  private func estimate(_ clock: SVGClock) -> [String] {
    let frames = clock.keyFrames(at: stateTimes, jumpsAt: []) { time -> CGRect? in
      let keyboard = playback.state(at: time).keyboard
      return keyboard?.source == .estimated ? keyboard?.frame : nil
    }
    guard frames.contains(where: { $0.value != nil }) else { return [] }
    let shown = frames.map { ($0.time, $0.value ?? .zero) }
    let opacity = clock.animate("opacity", frames.map { ($0.time, $0.value == nil ? "0" : "1") }, isDiscrete: true)
    return rect(
      shown, clock: clock,
      style:
        #"fill="none" stroke="\#(SVGPalette.estimate)" stroke-width="2" vector-effect="non-scaling-stroke" stroke-dasharray="6 4""#
        + #" opacity="0""#,
      id: "estimated-keyboard", extra: [opacity])
  }

  /// The keyboard, sliding as its notifications report it; grey while it floats, covering nothing.
  private func keyboard(_ clock: SVGClock) -> [String] {
    let frames = clock.keyFrames(at: sampleTimes, jumpsAt: inputTimes) { keyboardFrame(at: $0) }
    let first = frames.first?.value ?? .zero
    let docked = clock.keyFrames(at: stateTimes, jumpsAt: []) { time in
      KeyboardOverlap.isDocked(keyboardFrame(at: time), in: playback.state(at: time).container)
    }
    return [
      #"<g id="keyboard">"#,
      #"<rect \#(geometry(first)) rx="\#(SVGClock.number(onPage(6)))" fill="\#(SVGPalette.keyboard)" fill-opacity="0.92">"#,
      clock.animate("x", frames.map { ($0.time, pixelX($0.value.minX)) }),
      clock.animate("y", frames.map { ($0.time, pixelY($0.value.minY)) }),
      clock.animate("width", frames.map { ($0.time, pixels($0.value.width)) }),
      clock.animate("height", frames.map { ($0.time, pixels($0.value.height)) }),
      clock.animate(
        "fill", docked.map { ($0.time, $0.value ? SVGPalette.keyboard : SVGPalette.floatingKeyboard) }, isDiscrete: true
      ),
      "</rect>",
      #"<text x="\#(pixelX(first.minX, plus: onPage(8)))" y="\#(pixelY(first.minY, plus: onPage(18)))""#
        + #" font-size="\#(SVGClock.number(onPage(12)))" fill="\#(SVGPalette.paper)">keyboard"#,
      clock.animate("x", frames.map { ($0.time, pixelX($0.value.minX, plus: onPage(8))) }),
      clock.animate("y", frames.map { ($0.time, pixelY($0.value.minY, plus: onPage(18))) }),
      "</text>", "</g>",
    ]
  }
}
